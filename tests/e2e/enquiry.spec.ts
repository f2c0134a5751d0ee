// The enquiry list and the lead inbox end to end (docs/enquiries.md): a visitor on a phone
// lists three parts from a category and a vessel from its page, sends the list on WhatsApp
// (the chat site answered locally), and the lead is then found by its reference and won in
// /admin/enquiries; the Arabic list on a phone; axe over the new screens.
import { expect, test, type Page } from "@playwright/test";
import {
  appReady,
  categoryProducts,
  escapeRegExp,
  expectNoHorizontalOverflow,
  stubChatSite,
} from "./public-support";
import { adminCredentials, logInThroughApi } from "./staff-helpers";
import { expectNoViolations } from "./axe-support";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test("three parts and a vessel go out on WhatsApp with a reference, and the lead is won in the inbox", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await stubChatSite(context);
  const vessel = (await categoryProducts(page.request, "vessel-chartering"))[0]!;

  await page.goto("/category/marine-spares");
  await appReady(page);
  const cards = page.getByRole("article");
  await expect(cards.nth(2)).toBeVisible();
  const parts: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const card = cards.nth(i);
    const name = (await card.getByRole("heading").textContent())!.trim();
    parts.push(name);
    const add = card.getByRole("button", { name: `Add to enquiry: ${name}`, exact: true });
    await add.click();
    await expect(add).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByRole("link", { name: "Enquiry list (3)" })).toBeVisible();

  await page.goto(`/product/${vessel.id}`);
  await appReady(page);
  await page.getByRole("main").getByRole("button", { name: `Add to enquiry: ${vessel.name}`, exact: true }).click();
  const listLink = page.getByRole("link", { name: "Enquiry list (4)" });
  await listLink.click();
  await expect(page).toHaveURL(/\/enquiry$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your enquiry list" })).toBeVisible();
  for (const name of [...parts, vessel.name]) await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  const quantity = page.getByRole("spinbutton", { name: `Quantity of ${parts[1]}` });
  await quantity.fill("5");
  await page.getByRole("textbox", { name: "Note (optional)" }).fill("Deliver to Port Rashid");
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);

  const chat = context.waitForEvent("page");
  await page.getByRole("button", { name: "Send on WhatsApp" }).click();
  const chatPage = await chat;
  await chatPage.waitForLoadState();
  const chatUrl = new URL(chatPage.url());
  expect(chatUrl.hostname).toBe("wa.me");
  const text = chatUrl.searchParams.get("text") ?? "";
  const ref = /^Reference: (Q-[2-9A-HJ-NP-Z]{4,6})$/m.exec(text)?.[1];
  expect(ref, text).toBeTruthy();
  expect(text).toContain(`${parts[0]} × 1`);
  expect(text).toContain(`${parts[1]} × 5`);
  expect(text).toContain(`${parts[2]} × 1`);
  expect(text).toContain(`${vessel.name} × 1`);
  expect(text).toContain("Note: Deliver to Port Rashid");
  await chatPage.close();
  await expect(page.getByText(`Your reference is ${ref}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: /Enquiry list/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("enquiry-list"))).toBeNull();

  // The staff side: the reference typed as a customer says it opens the lead.
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughApi(page, adminCredentials());
  await page.goto("/admin/enquiries");
  await expect(page.getByRole("link", { name: ref!, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Leads\s*\d+ new/ })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("searchbox", { name: /Reference or product/ }).fill(ref!.slice(2).toLowerCase());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${ref}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Lead ${ref}` })).toBeVisible();
  await expect(page.locator("[data-status]")).toHaveText("Received");
  await expect(page.getByRole("link", { name: vessel.name })).toHaveAttribute("href", `/product/${vessel.id}`);
  await expect(page.getByRole("row", { name: new RegExp(`${escapeRegExp(parts[1]!)}.*5$`) })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("combobox", { name: "New status" }).selectOption("won");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.locator("[data-status]")).toHaveText("Won");
  await expect(page.getByText(/Won and lost are final/)).toBeVisible();

  // The insights count the lead against every listing it named, next to the clicks.
  await page.goto("/admin/insights");
  const products = page.getByRole("table", { name: "Views and enquiries by product" });
  for (const name of [parts[0]!, vessel.name]) {
    // Columns: ..., leads sent, received, won.
    const cells = products.getByRole("row").filter({ hasText: name }).getByRole("cell");
    await expect(cells.last()).not.toHaveText("0");
    await expect(cells.nth(-3)).not.toHaveText("0");
  }
  await expect(page.getByRole("list", { name: "Totals" }).getByRole("listitem").filter({ hasText: "Leads won" })).not.toContainText(/^Leads won0/);
});

test("the Arabic list on a phone: right to left, Arabic words, a call's reference", async ({ page }) => {
  const part = (await categoryProducts(page.request, "marine-spares"))[0]!;
  await page.goto(`/ar/product/${part.id}`);
  await appReady(page);
  await page.getByRole("main").getByRole("button", { name: /^أضف إلى الاستفسار: / }).first().click();
  await page.getByRole("link", { name: "قائمة الاستفسار (1)" }).click();
  await expect(page).toHaveURL(/\/ar\/enquiry$/);
  await expect(page.getByRole("heading", { level: 1, name: "قائمة استفسارك" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "أرسل عبر واتساب" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
  await page.getByRole("button", { name: "اتصل", exact: true }).click();
  await expect(page.getByText(/^اذكر الرقم المرجعي Q-[2-9A-HJ-NP-Z]{4,6} عند الاتصال$/)).toBeVisible();
  await expect(page.getByRole("link", { name: /اتصل على/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expectNoViolations(page);
});
