// Arabic pages (docs/arabic.md) at 375 and 1280 px: <html lang="ar" dir="rtl">, the Back arrow
// mirrored, phone numbers left to right, the Arabic WhatsApp enquiry in the link, English
// content where no Arabic text is given, the Arabic name where it is, and the language switch
// to the same page. Two products are created through the API once for all tests.
import { expect, test, type Page, type PlaywrightWorkerArgs, type TestInfo } from "@playwright/test";
import { appReady, VIEWPORTS } from "./public-support";
import { adminCredentials } from "./staff-helpers";

const stamp = Date.now();
const plain = { id: `product_ar_plain_${stamp}`, name: `Harbour Tug ${stamp}` };
const arabic = { id: `product_ar_named_${stamp}`, name: `Crew Boat ${stamp}`, nameAr: `قارب طاقم ${stamp}` };
const ARABIC_ENQUIRY = (item: string) =>
  `مرحباً! أرغب في معرفة المزيد عن ${item} لدى الشركة. هل يمكنكم تزويدي بمزيد من التفاصيل؟`;

/** An API client logged in as the admin, for the set-up and the clean-up. */
async function adminRequest(playwright: PlaywrightWorkerArgs["playwright"], info: TestInfo) {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  expect((await request.post("/api/admin/login", { data: adminCredentials() })).status()).toBe(200);
  return request;
}

test.beforeAll(async ({ playwright }, info) => {
  const request = await adminRequest(playwright, info);
  for (const p of [plain, arabic]) {
    const response = await request.post("/api/products", {
      data: {
        ...p,
        category: "vessel-chartering",
        description: "A product for the Arabic pages test.",
        price: "1250.00",
        image: "/uploads/placeholder.jpg",
        inStock: true,
        isVisible: true,
        showContactForPricing: false,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await request.dispose();
});

test.afterAll(async ({ playwright }, info) => {
  const request = await adminRequest(playwright, info);
  for (const p of [plain, arabic]) await request.delete(`/api/products/${p.id}`);
  await request.dispose();
});

const expectArabicDocument = async (page: Page) => {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
};

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a product without Arabic texts: English name, mirrored Back, LTR phone, Arabic enquiry, switch", async ({
      page,
    }) => {
      await page.goto(`/ar/product/${plain.id}`);
      await expectArabicDocument(page);
      await expect(page.getByRole("heading", { level: 1, name: plain.name })).toBeVisible();
      await expect(page.getByRole("main").getByText("تأجير السفن").first()).toBeVisible();

      // The English name and description read left to right (each takes its direction from its
      // text, dir="auto"): in the page's right-to-left order a leading number moved to the end.
      // Read from the app's page (the first screen's copy is replaced meanwhile).
      await appReady(page);
      const direction = (selector: string) =>
        page.locator(selector).first().evaluate((el) => getComputedStyle(el).direction);
      expect(await direction("main h1")).toBe("ltr");
      expect(await direction("main h1 + div + p")).toBe("ltr");

      // The Back arrow points right (mirrored: Tailwind's rtl:-scale-x-100 is CSS `scale`); the phone icon is not.
      const scaleOf = (selector: string) =>
        page.locator(selector).first().evaluate((el) => getComputedStyle(el).scale);
      const back = page.getByRole("button", { name: "رجوع" });
      expect(await back.locator("svg").evaluate((el) => getComputedStyle(el).scale)).toBe("-1 1");
      expect(await scaleOf('main a[href^="tel:"] svg')).toBe("none");

      // The phone number reads left to right inside the Arabic text.
      const phone = page.locator('main a[href^="tel:"][dir="ltr"]');
      await expect(phone).toHaveText(/^\+971[\d ]+$/);

      // The WhatsApp enquiry is the Arabic one, about the product.
      const chat = page.getByRole("main").getByRole("link", { name: "واتساب" }).first();
      const text = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
      // (A closed desk then adds when it replies: the e2e run's desks' clock is a Friday night.)
      expect(text?.startsWith(ARABIC_ENQUIRY(plain.name)), text ?? "").toBe(true);

      // The price: Latin digits, then the dirham in Arabic.
      await expect(page.getByRole("main").getByText("1,250.00", { exact: true }).first()).toBeVisible();

      // The switch leads to the same page in English (and back).
      await page.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${plain.id}$`));
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
      await page.getByRole("link", { name: "العربية" }).click();
      await expect(page).toHaveURL(new RegExp(`/ar/product/${plain.id}$`));
      await expectArabicDocument(page);

      // The Arabic home page, for a person to look at (test-results/).
      await page.getByRole("link", { name: /الصفحة الرئيسية/ }).click();
      await expect(page).toHaveURL(/\/ar$/);
      await expect(page.getByRole("heading", { level: 2, name: "خدماتنا" })).toBeVisible();
      // The footer's line keeps the company's, the legal entity's and the credit's names whole.
      await expect(page.getByRole("contentinfo").locator("p", { hasText: "©" }).locator("bdi")).toHaveCount(3);
      await page.screenshot({ path: `test-results/arabic-home-${viewport.width}.png`, fullPage: true });
    });

    test("the Arabic name on its page, found by an Arabic search; the switch keeps the query", async ({
      page,
    }) => {
      await page.goto(`/ar/product/${arabic.id}`);
      await expectArabicDocument(page);
      await expect(page.getByRole("heading", { level: 1, name: arabic.nameAr })).toBeVisible();
      await appReady(page);
      expect(await page.locator("main h1").evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");

      await page.goto(`/ar/category/vessel-chartering?q=${encodeURIComponent(arabic.nameAr)}`);
      await expect(page.getByRole("heading", { level: 1, name: "تأجير السفن" })).toBeVisible();
      // The exact name first (docs/search.md, "What a query matches"); a product sharing the
      // name's number is within typing distance and may follow it.
      await expect(page.getByText(/^عرض \d+ من أصل \d+ منتج$/)).toBeVisible();
      const card = page.getByRole("main").getByRole("article").first();
      await expect(card.getByRole("link", { name: arabic.nameAr, exact: true })).toHaveAttribute("href", `/ar/product/${arabic.id}`);
      // The field stays right to left (its placeholder, the room beside the icon); what is typed
      // takes its direction from its first letter, so "2015 Sport Cruiser" is not reordered.
      const field = page.getByRole("main").getByRole("searchbox");
      const bidi = await field.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).unicodeBidi]);
      expect(bidi).toEqual(["rtl", "plaintext"]);

      await page.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/category\/vessel-chartering\?q=/);
      await expect(page.getByRole("main").getByRole("article").first()).toHaveAttribute("data-product", arabic.id);
      await expect(page.getByRole("heading", { level: 1, name: "Vessel Chartering" })).toBeVisible();
    });
  });
}

/** The site's own resources the page has fetched so far: path and start time (ms). */
const fetched = (page: Page) =>
  page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    resources: performance
      .getEntriesByType("resource")
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
  }));
const ARABIC_ASSET = /^\/assets\/(arabic|noto-sans-arabic)/;
const FONT_FILE = /noto-sans-arabic.*\.woff2$/;

test("the Arabic chunk loads on Arabic pages only, with the app; the font not on the first page", async ({ page }) => {
  await page.goto("/contact");
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000);
  expect((await fetched(page)).resources.filter((r) => ARABIC_ASSET.test(r.path))).toEqual([]);

  await page.goto("/ar/category/marine-spares");
  await expectArabicDocument(page);
  await appReady(page);
  await page.waitForTimeout(2000);
  const { resources } = await fetched(page);
  const chunk = resources.find((r) => /^\/assets\/arabic-[\w-]+\.js$/.test(r.path));
  const app = resources.find((r) => /^\/assets\/index-[\w-]+\.js$/.test(r.path));
  // The page's HTML carries its rendering; the app's code, and the Arabic chunk with it
  // (preloaded alongside the app's entry rather than after it), is asked for at once.
  expect(chunk?.start, "the Arabic chunk, fetched with the app").toBeLessThanOrEqual(app!.start + 50);
  // Neither the font (drawn from the second page only: docs/arabic.md, "The font") nor the
  // product and contact pages' strings (their own chunk) on a category page.
  expect(resources.filter((r) => FONT_FILE.test(r.path) || /arabic-(font|pages)-/.test(r.path))).toEqual([]);
});

test("the Arabic font comes with the second page, which is drawn in it from the start", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/ar/contact");
  await expectArabicDocument(page);
  await appReady(page);
  await page.waitForTimeout(1500);
  expect((await fetched(page)).resources.filter((r) => FONT_FILE.test(r.path))).toEqual([]);
  const arabicFaces = () =>
    page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes("Noto Sans Arabic")).map((f) => `${f.weight} ${f.status}`),
    );
  expect(await arabicFaces()).toEqual([]);

  // The header's logo, the home page's link: the page waits for the font (a moment at most)
  // and is drawn in it from its first frame: the faces are added in the commit that shows it
  // (a font that came after that commit would wait for the page after this one).
  await page.getByRole("banner").getByRole("link", { name: /الصفحة الرئيسية/ }).click();
  await expect(page).toHaveURL(/\/ar$/);
  // The core faces, and those of the full files, which no text of this page has needed.
  await expect.poll(arabicFaces).toEqual(["400 loaded", "700 loaded", "400 unloaded", "700 unloaded"]);
  expect(
    await page.evaluate(() => document.fonts.check('700 16px "Noto Sans Arabic"', "عربي")),
    "the new page's headings are drawn in it",
  ).toBe(true);
  // The core files only (docs/frontend.md, "Languages"): the page has no letter outside them.
  const fonts = async () =>
    (await fetched(page)).resources.flatMap((r) => /\/assets\/(noto-sans-arabic-[a-z]+-\d{3})/.exec(r.path)?.[1] ?? []).sort();
  expect(await fonts()).toEqual(["noto-sans-arabic-core-400", "noto-sans-arabic-core-700"]);
  // A letter outside the core files (keheh with three dots above) brings the full file of its weight.
  await page.evaluate(() => document.querySelector("main")!.append(Object.assign(document.createElement("p"), { textContent: "ڭ" })));
  await expect
    .poll(async () => (await fetched(page)).resources.some((r) => /noto-sans-arabic-arabic-400-normal/.test(r.path)))
    .toBe(true);
});
