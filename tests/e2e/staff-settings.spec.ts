// The site settings (docs/frontend.md, "Site settings"): the administrator changes the company name
// and the numbers at /admin/settings, and every page shows them from the next load on, the page
// HTML from the API (title, JSON-LD) included; sub-users get no settings screen. The settings are
// put back afterwards: the other specs read them as they are (public-support.ts, siteConstants).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiJson, categoryProducts, chatMessage, deskNumbers, expectChatLink, stubChatSite, waHref } from "./public-support";
import {
  adminCredentials,
  apiCreateSubUser,
  apiDeleteSubUser,
  apiLoginAsAdmin,
  expectToast,
  logInThroughApi,
  uniqueUsername,
  type SubUser,
} from "./staff-helpers";

type Settings = Record<string, unknown> & { companyName: string; phone: string; whatsappNumber: string };

let original: Settings;

async function putSettings(request: APIRequestContext, settings: Settings) {
  const response = await request.put("/api/admin/settings", { data: settings });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  original = await apiJson<Settings>(request, "/api/settings");
});

test.afterAll(async ({ request }) => {
  await apiLoginAsAdmin(request);
  await putSettings(request, original);
});

/** The footer's company line, phone and WhatsApp links. */
async function expectFooter(page: Page, name: string, phone: string, whatsapp: string, display: string) {
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`${name}.`);
  const call = footer.getByRole("link", { name: `Phone: ${display}` });
  await expect(call).toHaveAttribute("href", `tel:+${phone}`);
  await expect(footer.getByRole("link", { name: /^WhatsApp:/ })).toHaveAttribute("href", `https://wa.me/${whatsapp}`);
}

test("the administrator changes the name and the numbers; every page and the page HTML show them", async ({
  page,
  context,
}) => {
  await stubChatSite(context);
  const suffix = Date.now().toString(36);
  const name = `Coral Reef Marine ${suffix}`;
  const phone = "971561234567";
  const whatsapp = "971587654321";
  const display = "+971 56 123 4567";

  await logInThroughApi(page, adminCredentials());
  await page.goto("/admin");
  await page.getByRole("link", { name: "Site Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { name: "Site Settings", level: 1 })).toBeVisible();
  const companyName = page.getByLabel(/^Company name(?! \(Arabic\))/);
  await expect(companyName).toHaveValue(original.companyName);

  await companyName.fill(name);
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByLabel(/^WhatsApp number/).fill(whatsapp);
  await expect(page.getByText(display, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `https://wa.me/${whatsapp} (opens in a new tab)` })).toBeVisible();

  // Unsaved changes: leaving asks first; dismissing stays.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await page.getByRole("link", { name: "Product Admin" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);

  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved successfully!");
  const saved = await apiJson<Settings>(page.request, "/api/settings");
  expect([saved.companyName, saved.phone, saved.whatsappNumber]).toEqual([name, phone, whatsapp]);

  // Home (a new page load): header, hero buttons, footer.
  await page.goto("/");
  await expect(page.getByRole("link", { name: `${name}, home` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Quote Now" })).toHaveAttribute("href", `tel:+${phone}`);
  await expect(page.getByRole("link", { name: "WhatsApp Us" })).toHaveAttribute(
    "href",
    waHref(whatsapp, "marine services"),
  );
  await expectFooter(page, name, phone, whatsapp, display);

  // A product page of the general desk (the settings' numbers are its, docs/desks.md): its call
  // and chat buttons, the number shown, the title.
  const { categories } = await deskNumbers(page.request);
  const [product] = await categoryProducts(page.request, categories[0]!);
  await page.goto(`/product/${product!.id}`);
  await expect(page).toHaveTitle(`${product!.name} | ${name}`);
  await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", `tel:+${phone}`);
  await expectChatLink(page.getByRole("link", { name: "WhatsApp", exact: true }), [whatsapp], chatMessage(product!.name));
  await expect(page.getByRole("main").getByRole("link", { name: display }).first()).toHaveAttribute("href", `tel:+${phone}`);
  await expectFooter(page, name, phone, whatsapp, display);

  // Contact.
  await page.goto("/contact");
  await expect(page).toHaveTitle(`Contact Us | ${name}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: display }).first()).toHaveAttribute("href", `tel:+${phone}`);
  await expectChatLink(main.getByRole("link", { name: "WhatsApp", exact: true }), [whatsapp], chatMessage("marine services"));
  await expectFooter(page, name, phone, whatsapp, display);

  // The first HTML answer of /contact already has them: the title and the JSON-LD telephone,
  // and the settings for the SPA's first render.
  const response = await page.request.get("/contact");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Contact Us | ${name}</title>`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.stringify(JSON.parse(m[1])),
  );
  expect(jsonLd.some((text) => text.includes(`"telephone":"+${phone}"`)), jsonLd.join("\n")).toBe(true);
  // In the page's data (the dehydrated query cache, docs/first-paint.md), under the settings' key.
  const embedded = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  expect(embedded, "the settings are embedded in the page").not.toBeNull();
  const { queries } = JSON.parse(embedded![1]) as { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
  const settings = queries.find((q) => q.queryKey[0] === "site-settings")?.state.data;
  expect(settings).toMatchObject({ companyName: name, phone, whatsappNumber: whatsapp });
});

test.describe("a sub-user", () => {
  let subUser: SubUser;
  const password = "e2e-settings-pass-1";

  test.beforeAll(async ({ request }) => {
    await apiLoginAsAdmin(request);
    subUser = await apiCreateSubUser(request, { name: "Settings Check", username: uniqueUsername("set"), password });
  });

  test.afterAll(async ({ request }) => {
    await apiLoginAsAdmin(request);
    await apiDeleteSubUser(request, subUser.id);
  });

  test("gets no settings screen, no link to it, and cannot save settings", async ({ page }) => {
    await logInThroughApi(page, { username: subUser.username, password });
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/sub-user$/);
    await expect(page.getByRole("heading", { name: "Product Management", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Site Settings" })).toHaveCount(0);
    await expect(page.getByLabel(/^Company name(?! \(Arabic\))/)).toHaveCount(0);
    const response = await page.request.put("/api/admin/settings", { data: original });
    expect(response.status()).toBe(403);
  });
});
