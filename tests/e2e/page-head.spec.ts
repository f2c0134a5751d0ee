// One source for a page's head (docs/first-paint.md): the <title> and the meta description of
// every public page, in both languages, are the same in the first HTML (the page server's) and
// after the app navigates to that page from another one (React's own elements), and the head
// then holds exactly one of each.
import { expect, test, type Page } from "@playwright/test";
import { appReady } from "./public-support";

type Head = { title: string; description: string | null };

/** The title and description of an HTML document as sent. */
function headOf(html: string): Head {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;
  const decode = (s: string) =>
    s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return { title: decode(title), description: description === null ? null : decode(description) };
}

/** The app's own navigation (react-router listens to popstate), no page load. */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, url);
}

test("every public page's title and description are the same in its first HTML and after the app navigates to it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const recent = (await (await request.get("/api/products/recent/6")).json()) as { id: string }[];
  expect(recent.length).toBeGreaterThan(0);
  const english = [
    "/",
    "/contact",
    "/enquiry",
    "/search?q=anchor",
    "/category/marine-spares",
    "/category/vessel-chartering",
    "/category/vessel-sales-purchase",
    `/product/${recent[0].id}`,
  ];
  const pages = [...english, ...english.map((p) => (p === "/" ? "/ar" : `/ar${p}`))];
  for (const url of pages) {
    const served = await request.get(url);
    expect(served.status(), url).toBe(200);
    const first = headOf(await served.text());
    expect(first.title, url).not.toBe("");
    expect(first.description, url).not.toBeNull();

    // Start from a page of the same language, then let the app go to `url`.
    const start = url.startsWith("/ar") ? (url === "/ar/enquiry" ? "/ar/contact" : "/ar/enquiry") : url === "/enquiry" ? "/contact" : "/enquiry";
    await page.goto(start);
    await appReady(page);
    await navigateInApp(page, url);
    await expect.poll(() => page.title(), { message: url }).toBe(first.title);
    const inApp = await page.evaluate(() => ({
      descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute("content")),
      titles: document.head.querySelectorAll("title").length,
    }));
    expect(inApp.titles, url).toBe(1);
    expect(inApp.descriptions, url).toEqual([first.description]);
  }
});
