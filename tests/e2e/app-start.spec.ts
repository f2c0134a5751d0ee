// The app's code is asked for once a server-rendered page is painted (docs/architecture.md,
// "First paint": "The app's start, after the first paint"): the page HTML carries
// public/start-app.js in place of the module script and its preloads, so the stylesheet and
// the largest image have a phone's slow line to themselves. A page without the server's
// markup (the static index.html) asks for the app at once, and config.js always runs first.
import { expect, test, type Page } from "@playwright/test";
import { appReady } from "./public-support";

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

const APP_FILE = /\/assets\/(index|start)-[\w-]+\.js$/;

/** When (ms since navigation start) the page's first contentful paint, eager images and app files were. */
const timings = (page: Page) =>
  page.evaluate((source) => {
    const appFile = new RegExp(source);
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const images = [...document.querySelectorAll<HTMLImageElement>('#root img:not([loading="lazy"])')].map((img) => img.src);
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      imagesLoaded: resources.filter((r) => images.includes(r.name)).map((r) => r.responseEnd),
      app: resources.filter((r) => appFile.test(r.name)).map((r) => ({ name: r.name, start: r.startTime })),
      load: navigation.loadEventStart,
    };
  }, APP_FILE.source);

for (const path of ["/", "/category/marine-spares", "/contact", "/ar", "/ar/contact"]) {
  test(`${path}: the app's code is asked for after the page is painted, and hydrates it`, async ({ page }) => {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html, path).toMatch(/<div id="root"><div /);
    // No module script nor preload the browser would fetch with the page (an Arabic page's
    // language chunk is the one preload left, docs/arabic.md).
    expect(html, path).not.toMatch(/<script[^>]+type="module"/);
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.filter((l) => !/\/assets\/arabic-/.test(l)), path).toEqual([]);
    // The preloads: app/start.tsx's chunk, and the bundler's runtime when it has a file of its own.
    expect(html, path).toMatch(/<script defer src="\/start-app\.js" data-module="\/assets\/index-[\w-]+\.js" data-preload="(?:\/assets\/rolldown-runtime-[\w-]+\.js )?\/assets\/start-[\w-]+\.js"><\/script>/);

    await appReady(page);
    const t = await timings(page);
    expect(t.firstPaint, path).not.toBeNull();
    expect(t.app.map((a) => a.name), path).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/index-/), expect.stringMatching(/\/assets\/start-/)]),
    );
    for (const file of t.app) {
      expect(file.start, `${path}: ${file.name} asked for after the first paint`).toBeGreaterThanOrEqual(t.firstPaint!);
      for (const loaded of t.imagesLoaded) expect(file.start, `${path}: ${file.name} after the eager images`).toBeGreaterThanOrEqual(loaded);
    }
  });
}

test("a page without the server's markup asks for the app at once", async ({ page }) => {
  // The staff screens are the static index.html: an empty #root, nothing to paint first.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Access" })).toBeVisible();
  const t = await timings(page);
  expect(t.app.length).toBeGreaterThanOrEqual(2);
  // Asked for while the page loads (it holds the load event back), not after a wait.
  for (const file of t.app) expect(file.start, file.name).toBeLessThan(t.load);
});

test("config.js runs before the app, however late it arrives", async ({ page }) => {
  await page.route("/config.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({
      contentType: "application/javascript",
      body: 'window.__APP_CONFIG__ = { apiBaseUrl: "" }; window.__configRanAt = performance.now();',
    });
  });
  await page.goto("/category/marine-spares", { waitUntil: "commit" });
  await appReady(page);
  const ranAt = await page.evaluate(() => (window as unknown as { __configRanAt?: number }).__configRanAt);
  expect(ranAt).toBeDefined();
  const t = await timings(page);
  for (const file of t.app) expect(file.start, file.name).toBeGreaterThanOrEqual(ranAt!);
});
