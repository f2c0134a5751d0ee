// Specifications (docs/product-specs.md): the category filters narrow the list and survive a reload
// (the drawer on a phone), an hourly charter shows 'per hour' and its minimum, and the specs table
// and similar listings of a product page fit 375 px, the listings asked for only once scrolled
// towards. Expectations come from the API's data.
import { expect, test, type Page } from "@playwright/test";
import { appReady, categoryProducts, type Product } from "./public-support";

/** The count line of `found` products: the first 24 are shown (docs/search.md). */
const countLine = (page: Page, found: number) =>
  page.getByText(`Showing ${Math.min(24, found)} of ${found} products`);

const yachtsFrom15m = (products: Product[]) =>
  products.filter(
    (p) =>
      p.specs?.vesselType === "yacht" && Number(p.specs?.lengthM ?? 0) >= 15,
  );

test.describe("desktop 1280", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("filters narrow the list, stay in the URL across a reload, and Clear Filters resets them", async ({
    page,
    request,
  }) => {
    const products = await categoryProducts(request, "vessel-chartering");
    const expected = yachtsFrom15m(products);
    expect(expected.length, "the demo has charter yachts").toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(products.length);

    await page.goto("/category/vessel-chartering");
    await expect(
      countLine(page, products.length),
    ).toBeVisible();
    await page.getByLabel("Vessel type").selectOption("yacht");
    await page.getByLabel("Length from (m)").fill("15");
    await expect(
      countLine(page, expected.length),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]type=yacht/);
    await expect(page).toHaveURL(/[?&]lengthMin=15/);

    await page.reload();
    await expect(page.getByLabel("Vessel type")).toHaveValue("yacht");
    await expect(page.getByLabel("Length from (m)")).toHaveValue("15");
    await expect(
      countLine(page, expected.length),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(
      expected.length,
    );

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByLabel("Vessel type")).toHaveValue("");
    await expect(page.getByLabel("Length from (m)")).toHaveValue("");
    await expect(page).not.toHaveURL(/lengthMin/);
    await expect(
      countLine(page, products.length),
    ).toBeVisible();
  });

  test("the range filters say the range the results span, and filter by price", async ({
    page,
    request,
  }) => {
    const answer = await (
      await request.get("/api/products/search?category=vessel-chartering")
    ).json();
    const { length, price } = answer.facets;
    expect(length && price, "the demo's charters have lengths and prices").toBeTruthy();
    const grouped = (n: number) => n.toLocaleString("en-US");
    await page.goto("/category/vessel-chartering");
    await appReady(page);
    const lengths = page.getByRole("group", { name: "Length (m)" });
    await expect(lengths).toContainText(
      `${grouped(Math.floor(length.min))} to ${grouped(Math.ceil(length.max))} in these results`,
    );
    const prices = page.getByRole("group", { name: "Price (AED)" });
    const priceMin = Math.floor(Number(price.min));
    const priceMax = Math.ceil(Number(price.max));
    await expect(prices.getByLabel("Price from (AED)")).toHaveAttribute(
      "placeholder",
      grouped(priceMin),
    );
    await expect(prices.getByLabel("Price to (AED)")).toHaveAttribute(
      "placeholder",
      grouped(priceMax),
    );
    // Keyboard only: Tab from the lower bound to the upper one.
    await prices.getByLabel("Price from (AED)").focus();
    await page.keyboard.press("Tab");
    await expect(prices.getByLabel("Price to (AED)")).toBeFocused();
    const cap = Math.ceil((priceMin + priceMax) / 2);
    await page.keyboard.type(String(cap));
    await expect(page).toHaveURL(new RegExp(`[?&]priceMax=${cap}(&|$)`));
    const within = await (
      await request.get(
        `/api/products/search?category=vessel-chartering&priceMax=${cap}`,
      )
    ).json();
    await expect(countLine(page, within.total)).toBeVisible();
    await page.reload();
    await expect(prices.getByLabel("Price to (AED)")).toHaveValue(String(cap));
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(prices.getByLabel("Price to (AED)")).toHaveValue("");
    await expect(page).not.toHaveURL(/priceMax/);
  });
});

test.describe("phone 375", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the filters are in a drawer; what they choose survives a reload", async ({
    page,
    request,
  }) => {
    const products = await categoryProducts(request, "vessel-chartering");
    const expected = yachtsFrom15m(products);
    await page.goto("/category/vessel-chartering");
    await expect(page.getByLabel("Vessel type")).toBeHidden();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel("Vessel type").selectOption("yacht");
    await drawer.getByLabel("Length from (m)").fill("15");
    await drawer
      .getByRole("button", {
        name: `Show ${Math.min(24, expected.length)} of ${expected.length} products`,
      })
      .click();
    await expect(drawer).toBeHidden();
    await expect(
      countLine(page, expected.length),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("button", { name: "Filters (2)" }),
    ).toBeVisible();
    await expect(
      countLine(page, expected.length),
    ).toBeVisible();
  });

  test("an hourly charter: 'per hour', its minimum, the specs table and similar listings fit the screen", async ({
    page,
    request,
  }) => {
    const products = await categoryProducts(request, "vessel-chartering");
    const hourly = products.find(
      (p) =>
        p.specs?.rateBasis === "hour" &&
        p.specs?.minimumHours &&
        !p.showContactForPricing,
    );
    expect(
      hourly,
      "the demo has an hourly charter with a minimum",
    ).toBeTruthy();
    // The similar listings ask the search for a few products only when the visitor scrolls
    // towards them, and never for the whole category (docs/search.md, "Similar listings").
    const categoryReads: string[] = [];
    const similarReads: URL[] = [];
    page.context().on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/products/category/"))
        categoryReads.push(r.url());
      if (url.pathname === "/api/products/search") similarReads.push(url);
    });
    await page.goto(`/product/${hourly!.id}`);
    await appReady(page);
    await page.waitForLoadState("networkidle");
    expect(similarReads).toEqual([]);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: hourly!.name }),
    ).toBeVisible();
    await expect(main.getByText("per hour", { exact: true })).toBeVisible();
    await expect(
      main.getByText(`Minimum ${hourly!.specs!.minimumHours} hours`),
    ).toBeVisible();

    const table = main.getByRole("table");
    await table.scrollIntoViewIfNeeded();
    await expect(
      main.getByRole("heading", { name: "Specifications" }),
    ).toBeVisible();
    await expect(table.getByRole("row", { name: /Length/ })).toContainText(
      `${hourly!.specs!.lengthM} m`,
    );
    await expect(table.getByRole("row", { name: /Guests/ })).toContainText(
      String(hourly!.specs!.guests),
    );
    const box = await table.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const similar = main.getByRole("region", { name: "Similar listings" });
    await similar.scrollIntoViewIfNeeded();
    const cards = similar.getByRole("article");
    await expect(cards.first()).toBeVisible();
    expect(similarReads.length).toBeGreaterThan(0);
    for (const url of similarReads) {
      expect(url.searchParams.get("category")).toBe("vessel-chartering");
      expect(Number(url.searchParams.get("limit"))).toBeLessThanOrEqual(12);
    }
    expect(categoryReads).toEqual([]);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    await expect(
      similar.getByRole("heading", { name: hourly!.name }),
    ).toHaveCount(0);
  });
});
