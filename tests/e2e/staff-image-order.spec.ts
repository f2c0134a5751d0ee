// Reordering a product's images in the admin's form, in a real browser: drag and drop, and
// the keyboard's 'make main' with its announcement. Nothing is saved (the form is cancelled),
// so the demo catalogue stays as it is.
import { expect, test, type Page } from "@playwright/test";
import { apiJson, type Product } from "./public-support";
import { adminCredentials, logInThroughApi } from "./staff-helpers";

const chosen = (page: Page) => page.getByRole("list", { name: "Chosen images" }).getByRole("listitem");
/** The image paths in the order shown (the path without the size variant). */
const order = (page: Page) =>
  chosen(page)
    .locator("img")
    .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname.replace(/-(400|800)(?=\.webp$)/, "")));

async function editProductWithImages(page: Page) {
  const products = await apiJson<Product[]>(page.request, "/api/products");
  const product = products.find((p) => p.images.length > 0);
  expect(product, "the demo catalogue has a product with several images").toBeTruthy();
  await logInThroughApi(page, adminCredentials());
  await page.goto("/admin");
  await page.getByRole("button", { name: `Edit ${product!.name}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect(chosen(page)).toHaveCount(1 + product!.images.length);
  return product!;
}

test("dragging the second image onto the first makes it the main image", async ({ page }) => {
  await editProductWithImages(page);
  const before = await order(page);
  await chosen(page).nth(1).dragTo(chosen(page).nth(0));
  await expect.poll(() => order(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(chosen(page).nth(0).getByText("Main", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "it is now the main image" })).toHaveCount(1);
  await page.getByRole("button", { name: "Cancel" }).click();
});

test("'Make main' from the keyboard: announced, and the focus stays on the moved image", async ({ page }) => {
  await editProductWithImages(page);
  const before = await order(page);
  const last = before.length;
  await page.getByRole("button", { name: `Make image ${last} the main image` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => order(page)).toEqual([before[last - 1], ...before.slice(0, last - 1)]);
  await expect(page.getByText(`Image moved to position 1 of ${last}: it is now the main image.`)).toBeAttached();
  await expect(page.getByRole("button", { name: "Move main image later" })).toBeFocused();
  await page.getByRole("button", { name: "Cancel" }).click();
});
