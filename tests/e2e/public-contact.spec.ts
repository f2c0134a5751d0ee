// /contact and the public 404 page.
import { expect, test } from "@playwright/test";
import { VIEWPORTS, chatMessage, expectChatLink, siteConstants } from "./public-support";

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test.use({
      viewport: { width: vp.width, height: vp.height },
      hasTouch: vp.mobile,
    });

    test("contact: phone, e-mail, Dubai address, hours, services, three buttons, Why Choose Us?", async ({
      page,
    }) => {
      await page.goto("/contact");
      const main = page.getByRole("main");
      await expect(
        main.getByRole("heading", { level: 1, name: "Contact Us" }),
      ).toBeVisible();
      const { phone, whatsapp } = await siteConstants(page);
      const email = await main
        .getByRole("link", { name: /@/ })
        .first()
        .textContent();
      expect(email).toMatch(/^\S+@\S+\.\S+$/);
      // The general desk's number first; the desks' list below has each desk's.
      await expect(main.getByRole("link", { name: /^\+971/ }).first()).toHaveAttribute(
        "href",
        `tel:+${phone}`,
      );
      await expect(main.locator("address")).toContainText("Dubai");
      await expect(main).toContainText("Sunday to Thursday");
      await expect(main).toContainText("8:00 AM-6:00 PM");
      await expect(main).toContainText("Friday to Saturday");
      await expect(main).toContainText("9:00 AM-5:00 PM");
      await expect(
        main.getByRole("heading", { name: "Our Services" }),
      ).toBeVisible();

      await expect(
        main.getByRole("link", { name: "Call Now" }),
      ).toHaveAttribute("href", `tel:+${phone}`);
      const chat = main.getByRole("link", { name: "WhatsApp", exact: true });
      await expectChatLink(chat, [whatsapp], chatMessage("marine services"));
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(
        main.getByRole("link", { name: "Send Email" }),
      ).toHaveAttribute("href", `mailto:${email}`);

      await expect(
        main.getByRole("heading", { name: "Why Choose Us?" }),
      ).toBeVisible();
      for (const text of [
        /10 years of experience/i,
        /certified/i,
        /24\/7 emergency support/i,
        /competitive pricing/i,
        /fast delivery across UAE and GCC/i,
      ]) {
        await expect(
          main.getByRole("listitem").filter({ hasText: text }),
        ).toHaveCount(1);
      }
    });

    test("unknown path: '404 - Page Not Found' with Go Home, Go Back and quick links", async ({
      page,
    }) => {
      await page.goto("/contact");
      await expect(
        page.getByRole("heading", { level: 1, name: "Contact Us" }),
      ).toBeVisible();
      await page.goto("/this/page/does-not-exist");
      await expect(
        page.getByRole("heading", { level: 1, name: "404 - Page Not Found" }),
      ).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeAttached();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Go Home" })).toHaveAttribute(
        "href",
        "/",
      );
      const quick = main
        .getByRole("navigation", { name: "Quick links" })
        .getByRole("link");
      expect(
        await quick.evaluateAll((links) =>
          links.map((a) => a.getAttribute("href")),
        ),
      ).toEqual([
        "/category/marine-spares",
        "/category/vessel-chartering",
        "/contact",
      ]);
      await main.getByRole("button", { name: "Go Back" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Contact Us" }),
      ).toBeVisible();
      await page.goForward();
      await main.getByRole("link", { name: "Go Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole("heading", { name: "Recently Added Products" }),
      ).toBeVisible();
    });
  });
}

test("robots.txt is a real file, not the SPA shell", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toMatch(/^User-agent: \*/m);
  expect(body).not.toContain("<html");
});

test("config.js and index.html are not cached; hashed assets are", async ({
  request,
  page,
}) => {
  // The page is kept by the page server and nginx (an ETag, 304 on a revisit) but revalidated
  // on every use.
  expect((await request.get("/")).headers()["cache-control"]).toBe("no-cache");
  expect((await request.get("/config.js")).headers()["cache-control"]).toBe("no-cache");
  const assets: string[] = [];
  page.on("response", (r) => {
    if (r.url().includes("/assets/"))
      assets.push(r.headers()["cache-control"] ?? "");
  });
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Recently Added Products" }),
  ).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  for (const cc of assets) expect(cc).toContain("immutable");
});
