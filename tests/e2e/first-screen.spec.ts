// A public page's HTML holds the server's rendering of the app's own components
// (docs/first-paint.md), so a phone shows the page before the app's code
// arrives; the app then hydrates that markup: the same elements, nothing moved, and a tap or
// a search typed before it was there is not lost.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { apiJson, appReady, layoutShift, type Banner, type Product } from "./public-support";

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

/** How many button taps public/early-taps.js holds for the app (none once the app took them). */
const keptTaps = (page: Page) =>
  page.evaluate(() => (window as unknown as { earlyTaps?: { buttons: unknown[] } }).earlyTaps?.buttons.length);

/**
 * Opens `path` with the app's first script held back and taps `target` 100 ms after the HTML
 * arrived. The tap must have been kept for the app, that is made before the app was there
 * (however long a busy machine took over it); the returned function lets the script come.
 */
async function tapBeforeApp(page: Page, path: string, target: (page: Page) => Locator) {
  const release = await holdAppCode(page);
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForTimeout(100);
  await target(page).tap();
  expect(await keptTaps(page)).toBe(1);
  return release;
}

// Each public page in both languages ("product" stands for the newest product's page).
const ENGLISH = ["/", "/category/marine-spares", "/category/vessel-chartering", "/category/vessel-sales-purchase", "product", "/contact"];
const PAGES = [...ENGLISH, ...ENGLISH.map((p) => (p === "/" ? "/ar" : p === "product" ? "ar/product" : `/ar${p}`))];

async function pathOf(request: Parameters<typeof apiJson>[0], page: string) {
  if (!page.endsWith("product")) return page;
  const [product] = await apiJson<Product[]>(request, "/api/products/recent/6");
  return `${page.startsWith("ar") ? "/ar" : ""}/product/${product!.id}`;
}

for (const name of PAGES) {
  test(`${name} is rendered on the server, and the app hydrates it in place without a shift`, async ({
    browser,
    page,
    request,
  }) => {
    const path = await pathOf(request, name);
    const html = await withoutApp(browser, path);
    // The components' markup, in the page's language, without any JavaScript.
    await expect(html.page.locator("#root main h1"), path).toBeVisible();
    await expect(html.page.getByRole("banner").getByRole("link").first(), path).toHaveAttribute("href", /^\/(ar)?$/);
    await expect(html.page.locator("html"), path).toHaveAttribute("lang", path.startsWith("/ar") ? "ar" : "en");
    const before = await mainBox(html.page);
    await html.close();

    const response = await page.goto(path);
    // Hydrated, not rendered anew: the page came with the server's markup.
    expect(await response!.text(), path).toMatch(/<div id="root"><div /);
    await appReady(page);
    expect(await mainBox(page), path).toEqual(before);
    // Nothing moves, in either language: the Arabic font is drawn from the next page on
    // (src/i18n/arabic-font.ts), and no frame shows the header half parsed (the test below).
    expect(await layoutShift(page), `${path}: layout shift`).toBe(0);
  });
}

test("no frame is painted with the server's rendering half parsed", async ({ page }) => {
  // A slow line delivers the page HTML in pieces, so the parser meets it part by part.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 50, downloadThroughput: 16_000, uploadThroughput: 100_000 });
  // A frame callback runs before each frame is painted, and not while rendering is blocked.
  await page.addInitScript(() => {
    const frames: string[] = ((window as unknown as { frames_: string[] }).frames_ = []);
    const look = () => {
      if (document.querySelector("#root header")) frames.push(document.getElementById("root-end") ? "whole" : "half");
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  for (const path of ["/ar", "/category/marine-spares"]) {
    await page.goto(path, { timeout: 60_000 });
    const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    expect(frames.length, path).toBeGreaterThan(0);
    expect(frames.filter((f) => f === "half"), path).toEqual([]);
  }
});

test("a category's server-rendered cards are the app's, in its order", async ({ browser, page }) => {
  const cards = (p: Page) => p.locator("main article h3").allTextContents();
  const html = await withoutApp(browser, "/category/marine-spares");
  const first = await cards(html.page);
  await html.close();
  expect(first.length).toBeGreaterThan(1);
  await page.goto("/category/marine-spares");
  await appReady(page);
  expect(await cards(page)).toEqual(first);
});

test("the home page's category cards and the contact page's Get in Touch card are the app's markup, element for element", async ({
  browser,
  page,
}) => {
  const section = (p: Page, selector: string) => p.locator(selector).first().evaluate((e) => e.outerHTML);
  const home = 'main section[aria-labelledby="categories-title"]';
  for (const [path, selector] of [["/", home], ["/ar", home], ["/contact", "main section"], ["/ar/contact", "main section"]] as const) {
    const html = await withoutApp(browser, path);
    const copy = html.page.locator(`#root ${selector}`).first();
    if (selector === home) {
      await expect(copy.locator('a[href*="/category/"]'), path).toHaveCount(3);
    } else {
      await expect(copy.locator('a[href^="tel:+971"]').first(), path).toBeVisible();
      await expect(copy.locator('a[href^="mailto:"]').first(), path).toBeVisible();
      await expect(copy.locator('a[href^="https://wa.me/"]'), path).toBeVisible();
    }
    const before = await section(html.page, selector);
    await html.close();

    await page.goto(path);
    await appReady(page);
    expect(await section(page, selector), path).toBe(before);
  }
});

test("an element found before the app starts is the same element afterwards, and works", async ({ page }) => {
  const release = await holdAppCode(page);
  // Not "load": the app's code, which the load event waits for, is held back.
  await page.goto("/contact", { waitUntil: "commit" });
  const logo = await page.getByRole("banner").getByRole("link").first().elementHandle();
  // The page HTML's own element: the app has not started.
  expect(await page.evaluate(() => Object.keys(document.querySelector("#root header")!).some((k) => k.startsWith("__react")))).toBe(false);
  expect(await logo!.getAttribute("href")).toBe("/");
  // A mark on the document: a full page load would lose it, the app's navigation keeps it.
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  release();
  await appReady(page);
  expect(await logo!.evaluate((e) => e.isConnected && e === document.querySelector("#root header a"))).toBe(true);
  await logo!.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main section[aria-labelledby="categories-title"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
});

for (const path of ["/category/vessel-chartering", "/"]) {
  test(`a tap on the phone menu button 100 ms after the HTML arrives opens the menu once the app is there (${path})`, async ({
    page,
  }) => {
    const release = await tapBeforeApp(page, path, (p) => p.getByRole("button", { name: "Open menu" }));
    // Before the app: nothing opened yet. The app's script then comes 2 s late (a slow line).
    await expect(page.getByRole("navigation", { name: "Main mobile" })).toBeHidden();
    setTimeout(release, 2000);
    await expect(page.getByRole("navigation", { name: "Main mobile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
}

// The home carousel is a lazy part of the page (its code is asked for only as the page hydrates,
// after the first paint): a tap kept before the app is tapped again once that part has hydrated,
// and one React held back after the app started, while that code was on its way, too.
test.describe("the home carousel on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  async function banners(request: Parameters<typeof apiJson>[0]) {
    const list = await apiJson<Banner[]>(request, "/api/banners/active");
    expect(list.length, "the demo seed has banners to choose between").toBeGreaterThan(1);
    return list;
  }
  const carousel = (page: Page) => page.getByRole("region", { name: "Announcements" });

  test("a tap on a dot 100 ms after the HTML arrives shows its banner once the app is there", async ({ page, request }) => {
    const [, second] = await banners(request);
    // No rotation: only the tap can bring the second banner.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const dot = (p: Page) => carousel(p).getByRole("button", { name: /^Show banner 2:/ });
    const release = await tapBeforeApp(page, "/", dot);
    setTimeout(release, 2000);
    await appReady(page);
    await expect(carousel(page).getByRole("heading", { level: 2 })).toHaveText(second!.title);
    await expect(dot(page)).toHaveAttribute("aria-current", "true");
  });

  test("a tap on the stop-rotation button before the app stops the rotation once it is there", async ({ page, request }) => {
    await banners(request);
    const release = await tapBeforeApp(page, "/", (p) => p.getByRole("button", { name: "Stop rotating banners" }));
    setTimeout(release, 2000);
    await appReady(page);
    await expect(page.getByRole("button", { name: "Start rotating banners" })).toBeVisible();
  });

  test("a tap on a dot after the app started, before the carousel's code arrived, is not lost", async ({ page, request }) => {
    const [, second] = await banners(request);
    await page.emulateMedia({ reducedMotion: "reduce" });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/banner-carousel-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await appReady(page);
    const dot = carousel(page).getByRole("button", { name: /^Show banner 2:/ });
    await dot.tap();
    release();
    await expect(carousel(page).getByRole("heading", { level: 2 })).toHaveText(second!.title);
    await expect(dot).toHaveAttribute("aria-current", "true");
  });
});

test("a search typed before the app is there is applied once it is", async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto("/category/vessel-chartering", { waitUntil: "commit" });
  await page.getByPlaceholder("Search products...").fill("zzz-nothing");
  release();
  await appReady(page);
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
