// /product/:id — gallery and lightbox, badge, price, contact links, Back, not found.
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  CATEGORIES,
  appReady,
  VIEWPORTS,
  aed,
  priceSuffix,
  apiJson,
  categoryProducts,
  chatMessage,
  deskNumbers,
  escapeRegExp,
  expectChatLink,
  stubChatSite,
  type Product,
} from "./public-support";

/** A product with extra images (for the gallery), and one with 'Contact For Pricing' if any. */
async function pickProducts(request: APIRequestContext) {
  const all = (
    await Promise.all(CATEGORIES.map((c) => categoryProducts(request, c.slug)))
  ).flat();
  const withGallery =
    all.find((p) => p.images.length > 0 && !p.showContactForPricing) ?? all[0]!;
  const contactForPricing = all.find((p) => p.showContactForPricing);
  return { withGallery, contactForPricing };
}

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.use({
      viewport: { width: vp.width, height: vp.height },
      hasTouch: vp.mobile,
    });

    test("details: badge, name, description, price, Call Now, WhatsApp naming the product, contact block", async ({
      page,
      request,
      context,
    }) => {
      await stubChatSite(context);
      const { withGallery } = await pickProducts(request);
      const p = await apiJson<Product>(
        request,
        `/api/products/${withGallery.id}`,
      );
      await page.goto(`/product/${p.id}`);
      // the listing itself, apart from its similar listings
      const main = page
        .getByRole("main")
        .getByRole("region", { name: p.name, exact: true });
      await expect(
        main.getByRole("heading", { level: 1, name: p.name }),
      ).toBeVisible();
      const category = CATEGORIES.find((c) => c.slug === p.category)!;
      await expect(
        main.getByText(category.name, { exact: true }),
      ).toBeVisible();
      await expect(main).toContainText(p.description.split("\n")[0]!);
      await expect(main).toContainText(
        new RegExp(`${aed(p.price).source}\\s+${priceSuffix(p)}`),
      );

      // The buttons of the product's category's desk (docs/desks.md).
      const { phone, whatsapps } = await deskNumbers(page.request, p.category);
      await expect(
        main.getByRole("link", { name: "Call Now" }),
      ).toHaveAttribute("href", `tel:+${phone}`);
      const chat = main.getByRole("link", { name: "WhatsApp", exact: true });
      await expectChatLink(chat, whatsapps, chatMessage(p.name));
      const popup = page.waitForEvent("popup");
      await chat.click();
      const chatPage = await popup;
      expect(new URL(chatPage.url()).searchParams.get("text")).toMatch(
        new RegExp(`^${escapeRegExp(`Hi! I'm interested in learning more about the ${p.name} from the company. Could you please provide more details?`)}`),
      );
      await chatPage.close();

      const contact = main.getByRole("region", { name: "Contact Information" });
      await expect(
        contact.getByRole("link", { name: /^\+971/ }),
      ).toHaveAttribute("href", `tel:+${phone}`);
      await expect(page).toHaveTitle(
        new RegExp(p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
    });

    test("'Contact For Pricing' instead of a price when the product asks for it", async ({
      page,
      request,
    }) => {
      const { contactForPricing } = await pickProducts(request);
      test.skip(
        !contactForPricing,
        "no contact-for-pricing product in the catalogue",
      );
      await page.goto(`/product/${contactForPricing!.id}`);
      // the listing itself, apart from its similar listings
      const main = page
        .getByRole("main")
        .getByRole("region", { name: contactForPricing!.name, exact: true });
      await expect(
        main.getByText("Contact For Pricing", { exact: true }),
      ).toBeVisible();
      await expect(main).not.toContainText("per unit/day");
    });

    test("gallery: previous/next, n / total, 5-column thumbnails, lightbox with keyboard", async ({
      page,
      request,
    }) => {
      const { withGallery: p } = await pickProducts(request);
      const total = 1 + p.images.length;
      test.skip(total < 2, "no product with extra images");
      await page.goto(`/product/${p.id}`);
      const main = page.getByRole("main");
      const counter = main.getByText(new RegExp(`^\\d+ / ${total}$`));
      await expect(counter).toHaveText(`1 / ${total}`);
      await main.getByRole("button", { name: "Next image" }).click();
      await expect(counter).toHaveText(`2 / ${total}`);
      await main.getByRole("button", { name: "Previous image" }).click();
      await main.getByRole("button", { name: "Previous image" }).click();
      await expect(counter).toHaveText(`${total} / ${total}`);

      const thumbs = main.getByRole("button", {
        name: new RegExp(`^Show image \\d+ of ${total}$`),
      });
      await expect(thumbs).toHaveCount(total);
      const columns = await thumbs
        .first()
        .locator("xpath=ancestor::ul[1]")
        .evaluate(
          (ul) => getComputedStyle(ul).gridTemplateColumns.split(" ").length,
        );
      expect(columns).toBe(5);
      await thumbs.first().click();
      await expect(counter).toHaveText(`1 / ${total}`);

      const opener = main.getByRole("button", {
        name: `Open full-screen image 1 of ${total}`,
      });
      await opener.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(vp.width - 1);
      await expect(
        dialog.getByRole("button", { name: "Close full-screen image" }),
      ).toBeFocused();
      await expect(dialog.getByRole("img")).toHaveAttribute(
        "alt",
        `${p.name} (image 1 of ${total})`,
      );
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("img")).toHaveAttribute(
        "alt",
        `${p.name} (image 2 of ${total})`,
      );
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByRole("img")).toHaveAttribute(
        "alt",
        `${p.name} (image ${total} of ${total})`,
      );
      // focus stays inside the lightbox
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press("Tab");
        expect(
          await dialog.evaluate((d) => d.contains(document.activeElement)),
        ).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(
        main.getByRole("button", {
          name: `Open full-screen image ${total} of ${total}`,
        }),
      ).toBeFocused();
      await expect(counter).toHaveText(`${total} / ${total}`);
    });

    test("Back goes to the product's category; browser Back returns to the product", async ({
      page,
      request,
    }) => {
      const { withGallery: p } = await pickProducts(request);
      const category = CATEGORIES.find((c) => c.slug === p.category)!;
      await page.goto(`/product/${p.id}`);
      await page
        .getByRole("main")
        .getByRole("button", { name: "Back", exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/category/${category.slug}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: category.name }),
      ).toBeVisible();
      // a card in the category opens a product, and the browser's Back comes back
      const card = page.getByRole("article").first();
      const name = (await card.getByRole("heading").textContent())!;
      await card.click({ position: { x: 20, y: 20 } });
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await page.goBack();
      await expect(
        page.getByRole("heading", { level: 1, name: category.name }),
      ).toBeVisible();
      await page.goBack();
      await expect(
        page.getByRole("heading", { level: 1, name: p.name }),
      ).toBeVisible();
    });

    test("a missing product: 'Loading Product...' then 'Product Not Found' with its links", async ({
      page,
    }) => {
      // Opened directly, the page server answers it: 404 and the not-found view in the HTML.
      const direct = await page.goto("/product/no-such-product-e2e");
      expect(direct?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Product Not Found" }),
      ).toBeVisible();
      // Reached from another page, the app asks for it: the loading text until the answer,
      // which waits until the text has been seen.
      await page.goto("/contact");
      await appReady(page);
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route("**/api/products/no-such-product-e2e-2", async (route) => {
        await answered;
        await route.continue();
      });
      await page.evaluate(() => {
        window.history.pushState(null, "", "/product/no-such-product-e2e-2");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await expect(page.getByText("Loading Product...")).toBeVisible();
      answer();
      await expect(
        page.getByRole("heading", { level: 1, name: "Product Not Found" }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(
        main.getByRole("link", { name: "Back to Home" }),
      ).toHaveAttribute("href", "/");
      await expect(
        main.getByRole("link", { name: "Marine Supplies" }),
      ).toHaveAttribute("href", "/category/marine-spares");
    });
  });
}

test("product at 375 px and 1280 px: screenshots", async ({
  page,
  request,
}) => {
  const { withGallery: p } = await pickProducts(request);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto(`/product/${p.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: p.name }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.screenshot({
      path: `test-results/public-product-${width}.png`,
      fullPage: true,
    });
  }
});
