// A broken product image shows the placeholder icon (spec: "Broken product image: replaced by
// a placeholder icon"), not the browser's broken-image icon and alt text: on the first load of
// the product page, whose image fails before the app hydrates (the page comes rendered from
// the server, docs/first-paint.md), and after a client-side navigation from a category page,
// in both languages. The product is made through the API with an image file that does not
// exist.
import { expect, test, type Page } from "@playwright/test";
import { appReady } from "./public-support";
import { apiLoginAsAdmin } from "./staff-helpers";

const stamp = Date.now().toString(36);
const product = {
  id: `product_broken_image_${stamp}`,
  name: `Broken Image Winch ${stamp}`,
  nameAr: `رافعة بصورة مفقودة ${stamp}`,
};
const UNAVAILABLE = { en: "(image unavailable)", ar: "(الصورة غير متاحة)" };

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await apiLoginAsAdmin(request);
  const created = await request.post("/api/products", {
    data: {
      ...product,
      category: "marine-spares",
      description: "Made by broken-image.spec.ts: its image file is missing.",
      price: "420.00",
      image: `/uploads/demo/missing-${stamp}.svg`,
      images: [],
      inStock: true,
      isVisible: true,
      showContactForPricing: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.dispose();
});

test.afterAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await apiLoginAsAdmin(request);
  await request.delete(`/api/products/${product.id}`);
  await request.dispose();
});

/** In the page's main: the placeholder, and no <img> of the product (a broken one shows its alt). */
async function expectPlaceholder(page: Page, lang: "en" | "ar", name: string) {
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: `${name} ${UNAVAILABLE[lang]}` }).first()).toBeVisible();
  await expect(main.locator(`img[alt="${name}"]`)).toHaveCount(0);
}

for (const lang of ["en", "ar"] as const) {
  const prefix = lang === "ar" ? "/ar" : "";
  const name = lang === "ar" ? product.nameAr : product.name;

  test(`${lang}: the product page's broken image is the placeholder on the first load`, async ({ page }) => {
    await page.goto(`${prefix}/product/${product.id}`);
    await appReady(page);
    await expectPlaceholder(page, lang, name);
  });

  test(`${lang}: the card and, after a client-side navigation, the product page show the placeholder`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/category/marine-spares?q=${encodeURIComponent(name)}`);
    await appReady(page);
    const card = page.getByRole("main").locator(`article[data-product="${product.id}"]`);
    await expect(card.getByRole("img", { name: `${name} ${UNAVAILABLE[lang]}` })).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);

    await card.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/product/${product.id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectPlaceholder(page, lang, name);
    // The History API changes the URL without a new document load: no full navigation.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname)).toBe(
      `${prefix}/category/marine-spares`,
    );
  });
}
