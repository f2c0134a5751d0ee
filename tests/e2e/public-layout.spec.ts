// Shared header and footer on every public route, at 1280 px and 375 px (and a 320 px phone's header).
import { expect, test } from "@playwright/test";
import {
  appReady,
  CATEGORIES,
  VIEWPORTS,
  expectNoHorizontalOverflow,
  mainNav,
  siteConstants,
  stubChatSite,
  waHref,
} from "./public-support";

const ROUTES = ["/", "/category/marine-spares", "/contact", "/no/such/page"];

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.use({
      viewport: { width: vp.width, height: vp.height },
      hasTouch: vp.mobile,
    });

    test("header: fixed, logo to home, links, current route highlighted, chat icon in a new tab", async ({
      page,
    }) => {
      await page.goto("/category/vessel-chartering");
      const header = page.getByRole("banner");
      await expect(header).toHaveCSS("position", "fixed");
      await expect(header.getByRole("link", { name: /home$/ })).toHaveAttribute(
        "href",
        "/",
      );

      const { whatsapp } = await siteConstants(page);
      const chat = header
        .getByRole("link", { name: /WhatsApp \(opens in a new tab\)/ })
        .filter({ visible: true });
      await expect(chat).toHaveCount(1);
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).toHaveAttribute("href", `https://wa.me/${whatsapp}`);

      const nav = await mainNav(page, vp.mobile);
      const expected = [
        ["Home", "/"],
        ...CATEGORIES.map((c) => [c.navLabel, `/category/${c.slug}`]),
        ["Contact", "/contact"],
      ];
      const links = nav.locator("a:not([target])"); // the chat icon sits in the desktop nav too
      await expect(links).toHaveCount(expected.length);
      for (const [i, [label, href]] of expected.entries()) {
        await expect(links.nth(i)).toHaveText(label!);
        await expect(links.nth(i)).toHaveAttribute("href", href!);
      }
      await expect(
        nav.getByRole("link", { name: "Vessel Chartering" }),
      ).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

      // the header stays put while the page scrolls
      if (vp.mobile)
        await page.getByRole("button", { name: "Close menu" }).click();
      await page.mouse.wheel(0, 2000);
      await expect(header).toBeInViewport();
    });

    test("footer: tagline, quick links, products, contact info and the copyright line", async ({
      page,
    }) => {
      await page.goto("/");
      const { phone, whatsapp } = await siteConstants(page);
      const footer = page.getByRole("contentinfo");
      await expect(
        footer.getByText(
          "Your trusted partner for marine solutions and vessel services.",
        ),
      ).toBeVisible();
      await expect(
        footer.getByRole("heading", { name: "Quick Links" }),
      ).toBeVisible();
      await expect(
        footer.getByRole("link", { name: "Home", exact: true }),
      ).toHaveAttribute("href", "/");
      await expect(
        footer.getByRole("link", { name: "Contact Us" }),
      ).toHaveAttribute("href", "/contact");
      await expect(
        footer.getByRole("link", { name: "Call Us" }),
      ).toHaveAttribute("href", `tel:+${phone}`);
      await expect(
        footer.getByRole("link", { name: "Admin Panel" }),
      ).toHaveAttribute("href", "/admin");
      await expect(
        footer.getByRole("heading", { name: "Products" }),
      ).toBeVisible();
      for (const c of CATEGORIES) {
        await expect(
          footer.getByRole("link", { name: c.name, exact: true }),
        ).toHaveAttribute("href", `/category/${c.slug}`);
      }
      await expect(
        footer.getByRole("heading", { name: "Contact Info" }),
      ).toBeVisible();
      await expect(
        footer.getByRole("link", { name: /^Phone:/ }),
      ).toHaveAttribute("href", `tel:+${phone}`);
      await expect(
        footer.getByRole("link", { name: /^WhatsApp:/ }),
      ).toHaveAttribute("href", `https://wa.me/${whatsapp}`);
      await expect(
        footer.getByText("Dubai, UAE", { exact: true }),
      ).toBeVisible();
      await expect(footer).toContainText(/© 2025 .+\. .+\. Website by .+/);
      const credit = footer.getByRole("link").last();
      await expect(credit).toHaveAttribute("target", "_blank");
      await expect(credit).toHaveAttribute("href", /^https?:\/\//);
    });

    for (const route of ROUTES) {
      test(`${route}: header, main landmark, footer, one h1 and no sideways scrolling`, async ({
        page,
      }) => {
        await page.goto(route);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeAttached();
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(/\S/);
        await page.waitForLoadState("networkidle");
        await expectNoHorizontalOverflow(page);
      });
    }

    test("the page scrolls to top on a route change", async ({ page }) => {
      await page.goto("/");
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Contact Us" })
        .scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Contact Us" })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Contact Us" }),
      ).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("phone menu", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("toggles, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    // The menu's behaviour once the app runs; a tap before that is first-screen.spec.ts's.
    await appReady(page);
    await expect(
      page.getByRole("navigation", { name: "Main", exact: true }),
    ).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main mobile" });
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Vessel S&P" }).click();
    await expect(page).toHaveURL(/\/category\/vessel-sales-purchase$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Vessel Sales & Purchase" }),
    ).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole("button", { name: "Open menu" }),
    ).toHaveAttribute("aria-expanded", "false");

    // choosing the current page's link closes it too
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Vessel S&P" }).click();
    await expect(menu).toBeHidden();
  });

  test("the chat icon opens the chat in a new tab", async ({
    page,
    context,
  }) => {
    await stubChatSite(context);
    await page.goto("/");
    const { whatsapp } = await siteConstants(page);
    const popup = page.waitForEvent("popup");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /WhatsApp/ })
      .click();
    expect((await popup).url()).toBe(`https://wa.me/${whatsapp}`);
    await expect(page).toHaveURL(/\/$/);
    expect(waHref(whatsapp, "x")).toContain(whatsapp);
  });
});

test.describe("narrow phones (320 px)", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

  // The header's name, language link, chat icon and menu button share 320 px: the menu button
  // was pushed off the screen, and the Arabic category's filter buttons widened the page.
  test("the header's buttons are on the screen and no page is wider than it, in both languages", async ({
    page,
  }) => {
    for (const path of ["/", "/category/marine-spares", "/ar", "/ar/category/vessel-chartering", "/ar/contact"]) {
      await page.goto(path);
      await appReady(page);
      const header = page.getByRole("banner");
      for (const control of [
        header.getByRole("button", { name: /menu|القائمة/ }),
        header.getByRole("link", { name: /WhatsApp|واتساب/ }).filter({ visible: true }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      }
      await expectNoHorizontalOverflow(page);
    }
  });
});
