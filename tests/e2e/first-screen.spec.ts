// A public page's HTML carries its first screen's markup (docs/architecture.md,
// "First paint"), so a phone shows the page before the app's code arrives. Without
// JavaScript the page's top is there; with it, the app takes over in place (the largest
// element where it was, no layout shift, the same first cards), and its code is asked for
// only once the first screen has been painted.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { apiJson, appReady, layoutShift, type Product } from "./public-support";

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

/** The box of the page's largest element: a product's main image, else the page's <h1>. */
const mainBox = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector("main section img, main h1")!;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { tag: element.tagName, text: element.textContent || element.getAttribute("alt"), x, y, width, height };
  });

/** The page as it shows without the app's code: the page HTML alone. */
async function withoutApp(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Holds back the app's first script until the returned function is called. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function pages(request: Parameters<typeof apiJson>[0]) {
  const [product] = await apiJson<Product[]>(request, "/api/products/recent/6");
  return ["/", "/category/marine-spares", `/product/${product!.id}`, "/contact", "/ar", "/ar/category/vessel-chartering"];
}

test("without the app's code each public page shows its top, and the app takes over in place without a shift", async ({
  browser,
  page,
  request,
}) => {
  for (const path of await pages(request)) {
    const html = await withoutApp(browser, path);
    await expect(html.page.locator("#first-screen main h1"), path).toBeVisible();
    await expect(html.page.getByRole("banner").getByRole("link").first(), path).toHaveAttribute("href", /^\/(ar)?$/);
    const before = await mainBox(html.page);
    await html.close();

    await page.goto(path);
    await appReady(page);
    expect(await mainBox(page), path).toEqual(before);
    // Nothing moves, in either language: the Arabic font is drawn from the next page on
    // (src/i18n/arabic-font.ts).
    expect(await layoutShift(page), `${path}: layout shift`).toBe(0);
  }
});

test("a category's first screen shows the app's first cards, in its order", async ({ browser, page }) => {
  const cards = (p: Page) => p.locator("main article h3").allTextContents();
  const html = await withoutApp(browser, "/category/marine-spares");
  const first = await cards(html.page);
  await html.close();
  expect(first.length).toBeGreaterThan(1);
  await page.goto("/category/marine-spares");
  await appReady(page);
  expect((await cards(page)).slice(0, first.length)).toEqual(first);
});

test("the home page's category cards and the contact page's Get in Touch card are in the first screen, as the app renders them", async ({
  browser,
  page,
}) => {
  // react-router's <Link> adds data-discover, which changes nothing on the screen.
  const section = (p: Page, selector: string) =>
    p.locator(selector).first().evaluate((e) => e.outerHTML.replaceAll(' data-discover="true"', ""));
  const home = 'main section[aria-labelledby="categories-title"]';
  for (const [path, selector] of [["/", home], ["/ar", home], ["/contact", "main section"], ["/ar/contact", "main section"]] as const) {
    const html = await withoutApp(browser, path);
    const copy = html.page.locator(`#first-screen ${selector}`).first();
    if (selector === home) {
      await expect(copy.locator('a[href*="/category/"]'), path).toHaveCount(3);
    } else {
      await expect(copy.locator('a[href^="tel:+971"]').first(), path).toBeVisible();
      await expect(copy.locator('a[href^="mailto:"]').first(), path).toBeVisible();
      await expect(copy.locator('a[href^="https://wa.me/"]'), path).toBeVisible();
      await expect(copy.locator("dl dt").first(), path).toBeVisible();
    }
    const before = await section(html.page, selector);
    await html.close();

    await page.goto(path);
    await appReady(page);
    expect(await section(page, selector), path).toBe(before);
  }
});

test("the app's code is asked for once the first screen is painted; the search waits for the app", async ({ page }) => {
  await page.goto("/category/vessel-chartering");
  await appReady(page);
  const { paint, app } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    app: performance.getEntriesByType("resource").find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))!.startTime,
  }));
  expect(app).toBeGreaterThanOrEqual(paint);

  // Typed at once after loading: the first screen's search bar is inert, so the text goes to the app's.
  await page.goto("/category/vessel-chartering");
  await page.getByPlaceholder("Search products...").fill("zzz-nothing");
  await expect(page.getByText("No products found")).toBeVisible();
  await expect(page).toHaveURL(/q=zzz-nothing/);
});

test("the first page's code and its route's chunks carry V8's compile hint; the staff screens' do not", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (r) => {
    if (/\/assets\/[\w-]+\.js$/.test(r.url())) scripts.push(r.url());
  });
  await page.goto("/category/vessel-chartering");
  await appReady(page);
  expect(scripts.length).toBeGreaterThan(2);
  // Compiled while streamed, off the main thread (frontend/vite.config.ts, compileHints).
  let staffScreens: string | undefined;
  for (const url of scripts) {
    const code = await (await page.request.get(url)).text();
    expect(code.split("\n")[0], url).toBe("//# allFunctionsCalledOnLoad");
    staffScreens ??= /staff-screens-[\w-]+\.js/.exec(code)?.[0];
  }
  // The staff screens' chunk: a visit calls few of its many functions.
  const staff = await (await page.request.get(`/assets/${staffScreens}`)).text();
  expect(staff.length).toBeGreaterThan(10_000);
  expect(staff.startsWith("//# allFunctionsCalledOnLoad")).toBe(false);
});

test("a category whose products the page HTML does not carry keeps its first screen until they are here", async ({
  page,
}) => {
  // As for a category too large to embed: the page HTML without its data, and the app's
  // request for the products held back.
  await page.route("**/category/marine-spares", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, "");
    await route.fulfill({ response, body: html });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route("**/api/products/category/marine-spares", async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto("/category/marine-spares");
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator("#first-screen article").first()).toBeVisible();
  await expect(page.locator("#root")).toBeHidden();
  await expect(page.getByText("Loading products...")).toBeHidden();

  release();
  await appReady(page);
  await expect(page.locator("#root main article").first()).toBeVisible();
  const shift = await layoutShift(page);
  expect(shift).toBe(0);
});

test("a visitor scrolled down the first screen stays where they are when the app takes over", async ({ page }) => {
  // The app's code held back until the visitor has scrolled past the first screen's two cards.
  const release = await holdAppCode(page);
  await page.goto("/category/marine-spares");
  await expect(page.locator("#first-screen article").nth(3)).toBeAttached();
  const y = await page.evaluate(() => {
    const target = Math.min(1500, document.documentElement.scrollHeight - innerHeight);
    window.scrollTo(0, target);
    // The lowest position seen from here on, by the scroll events and every frame.
    const w = window as unknown as { lowest: number };
    w.lowest = target;
    const note = () => (w.lowest = Math.min(w.lowest, window.scrollY));
    addEventListener("scroll", note);
    const frame = () => (note(), requestAnimationFrame(frame));
    requestAnimationFrame(frame);
    return target;
  });
  expect(y).toBeGreaterThan(800);
  // A slower phone's pace, so that the app's renders are frames apart.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  release();
  await appReady(page);
  // The whole first page of cards rendered (the category has more than the first screen's six).
  await expect.poll(() => page.locator("#root main article").count()).toBeGreaterThan(6);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  expect(await page.evaluate(() => (window as unknown as { lowest: number }).lowest)).toBeGreaterThan(y - 50);
});

test("a phone's overlay scrollbar is hidden while the first screen shows, not on a desktop, and back once the app is there", async ({
  browser,
  page,
}) => {
  // Chromium flashes a phone's overlay scrollbar at load and fades it out frame by frame, while
  // the app starts (docs/architecture.md, "First paint"); hidden then, it is not flashed.
  const scrollbar = (p: Page) => p.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
  const release = await holdAppCode(page);
  await page.goto("/category/marine-spares");
  await expect(page.locator("#first-screen")).toBeAttached();
  expect(await scrollbar(page)).toBe("none");
  release();
  await appReady(page);
  expect(await scrollbar(page)).toBe("auto");

  // A desktop's scrollbar takes room: hidden and back, it would move the page sideways.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: false, javaScriptEnabled: false });
  const desktop = await context.newPage();
  await desktop.goto("/category/marine-spares");
  await expect(desktop.locator("#first-screen")).toBeAttached();
  expect(await scrollbar(desktop)).toBe("auto");
  await context.close();
});
