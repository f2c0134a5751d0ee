// /category/:category — title, search, sort, count, clear, URL state, not found. The page
// shows 24 products at a time from the search call (docs/search.md): 'Showing X of Y' counts
// the cards shown of the products found.
import { expect, test, type Page } from "@playwright/test";
import {
  appReady,
  CATEGORIES,
  VIEWPORTS,
  categoryProducts,
  searchMatches,
  type Product,
} from "./public-support";

const cardNames = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("article")
    .getByRole("heading")
    .allTextContents();
const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);
// Every sort of the search call ends with the product id, in the sort's direction (docs/search.md).
const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const price = (p: Product) => Number.parseFloat(p.price) || 0;
/** The first page of a list, as the category page shows it. */
const firstPage = (names: string[]) => names.slice(0, 24);
const showing = (total: number) => `Showing ${Math.min(24, total)} of ${total} products`;

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.use({
      viewport: { width: vp.width, height: vp.height },
      hasTouch: vp.mobile,
    });

    test("each category: title, description, its products and the count line", async ({
      page,
      request,
    }) => {
      for (const c of CATEGORIES) {
        const products = await categoryProducts(request, c.slug);
        await page.goto(`/category/${c.slug}`);
        await appReady(page);
        await expect(
          page.getByRole("heading", { level: 1, name: c.name }),
        ).toBeVisible();
        await expect(
          page
            .getByRole("heading", { level: 1 })
            .locator("xpath=following-sibling::p"),
        ).not.toBeEmpty();
        if (products.length === 0) {
          await expect(
            page.getByText("No products in this category yet."),
          ).toBeVisible();
          continue;
        }
        await expect(page.getByText(showing(products.length))).toBeVisible();
        expect(await cardNames(page)).toEqual(
          firstPage([...products].sort(byName).map((p) => p.name)),
        );
      }
    });

    test("search (a word of a description, any case), sort, clear; kept in the URL across reload", async ({
      page,
      request,
    }) => {
      const products = await categoryProducts(request, "marine-spares");
      expect(products.length, "marine-spares has products").toBeGreaterThan(2);
      await page.goto("/category/marine-spares");
      const search = page.getByPlaceholder("Search products...");
      const sort = page.getByLabel("Sort by");
      await expect(sort.locator("option")).toHaveText([
        "Name A-Z",
        "Price Low to High",
        "Price High to Low",
        "Newest First",
      ]);
      expect(
        await sort
          .locator("option")
          .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
      ).toEqual(["name", "price-low", "price-high", "newest"]);

      // A word from one product's description, typed in upper case.
      const target = products[0]!;
      const word =
        target.description.split(/\W+/).find((w) => w.length >= 6) ??
        target.name.split(" ")[0]!;
      const q = word.toUpperCase();
      // The server's matching is wider than a substring (stemming, typing distance): every
      // product holding the word is found, the best matches first.
      const matching = products.filter((p) => searchMatches(p, word));
      await search.fill(q);
      await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
      await expect(sort).toHaveValue("relevance");
      await expect
        .poll(() => cardNames(page))
        .toEqual(expect.arrayContaining(firstPage(matching.map((p) => p.name)).slice(0, 1)));
      expect((await cardNames(page)).length).toBeGreaterThanOrEqual(
        Math.min(24, matching.length),
      );
      await expect(page).toHaveURL(
        new RegExp(`[?&]q=${encodeURIComponent(q)}`),
      );

      await search.fill("");
      await sort.selectOption("price-low");
      await expect(page).toHaveURL(/[?&]sort=price-low/);
      const low = [...products]
        .sort((a, b) => price(a) - price(b) || byId(a, b))
        .map((p) => p.name);
      await expect.poll(() => cardNames(page)).toEqual(firstPage(low));
      await sort.selectOption("price-high");
      const high = [...products]
        .sort((a, b) => price(b) - price(a) || byId(b, a))
        .map((p) => p.name);
      await expect.poll(() => cardNames(page)).toEqual(firstPage(high));
      await sort.selectOption("newest");
      const newest = [...products]
        .sort(
          (a, b) =>
            Date.parse(b.timestamp) - Date.parse(a.timestamp) || byId(b, a),
        )
        .map((p) => p.name);
      await expect.poll(() => cardNames(page)).toEqual(firstPage(newest));

      // a shared / reloaded URL restores the filtered view
      await search.fill(q);
      await page.reload();
      await expect(page.getByPlaceholder("Search products...")).toHaveValue(q);
      await expect(page.getByLabel("Sort by")).toHaveValue("newest");
      await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
      await expect
        .poll(() => cardNames(page))
        .toEqual(expect.arrayContaining([matching[0]!.name]));

      await page.getByRole("button", { name: "Clear Filters" }).click();
      await expect(search).toHaveValue("");
      await expect(sort).toHaveValue("name");
      await expect(page).toHaveURL(/\/category\/marine-spares$/);
      await expect(page.getByText(showing(products.length))).toBeVisible();
    });

    test("'No products found' and 'Clear All Filters'", async ({
      page,
      request,
    }) => {
      const products = await categoryProducts(request, "vessel-chartering");
      await page.goto(
        "/category/vessel-chartering?q=zzqx-nothing-matches&sort=price-high",
      );
      await expect(
        page.getByText("No products found", { exact: true }),
      ).toBeVisible();
      await expect(page.getByText("Showing 0 of 0 products")).toBeVisible();
      await page.getByRole("button", { name: "Clear All Filters" }).click();
      await expect(page.getByText(showing(products.length))).toBeVisible();
      await expect(page.getByLabel("Sort by")).toHaveValue("name");
    });

    test("an unknown category: 'Category Not Found' with links home and to the three categories", async ({
      page,
    }) => {
      const apiCalls: string[] = [];
      page.on("request", (r) => {
        if (/\/api\/products\/(category|search)/.test(r.url()))
          apiCalls.push(r.url());
      });
      await page.goto("/category/submarines");
      await expect(
        page.getByRole("heading", { level: 1, name: "Category Not Found" }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(
        main.getByRole("link", { name: "Back to Home" }),
      ).toHaveAttribute("href", "/");
      for (const c of CATEGORIES) {
        await expect(
          main.getByRole("link", { name: c.name, exact: true }),
        ).toHaveAttribute("href", `/category/${c.slug}`);
      }
      expect(apiCalls, "no API call for an unknown category").toEqual([]);
      await main
        .getByRole("link", { name: "Marine Supplies", exact: true })
        .click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Marine Supplies" }),
      ).toBeVisible();
    });
  });
}

test("category at 375 px and 1280 px: screenshots", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/category/marine-spares");
    await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.screenshot({
      path: `test-results/public-category-${width}.png`,
      fullPage: width === 375,
    });
  }
});
