// The demo catalogue (db/seed/demo.sql) shows every feature to a newcomer: charter vessels with
// terms whose page has the booking calendar (with the demo's blocks in it) and gives a quote,
// the staff's calendar with those blocks, leads in the inbox, and an Arabic catalogue that an
// Arabic search finds. Read only: nothing of the demo is changed.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { appReady, categoryProducts, escapeRegExp, type Product } from "./public-support";
import { loginAsAdminAt } from "./staff-helpers";

type Vessel = Product & { charter: { hourlyRate: string | null; extras: unknown[]; datePrices: unknown[] } | null };
type Day = { date: string; state: "free" | "partial" | "booked" };

/** "2026-12": the month in Dubai (+04:00 all year), `ahead` months from now. */
function dubaiMonth(ahead: number): string {
  const now = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7);
}

async function availability(request: APIRequestContext, id: string, month: string): Promise<Day[]> {
  const res = await request.get(`/api/charters/${id}/availability?month=${month}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { days: Day[] }).days;
}

async function demoVessels(request: APIRequestContext): Promise<Vessel[]> {
  const all = (await categoryProducts(request, "vessel-chartering")) as Vessel[];
  // The demo's ids are product_ and 13 digits; other specs' vessels carry words in theirs.
  return all.filter((p) => /^product_\d{13}$/.test(p.id) && p.charter);
}

test("the demo has charter vessels with terms and blocks in the coming weeks", async ({ request }) => {
  const vessels = await demoVessels(request);
  expect(vessels.length, "two demo vessels with charter terms").toBeGreaterThanOrEqual(2);
  for (const v of vessels) {
    expect(v.charter!.extras.length, `${v.name}: extras`).toBeGreaterThan(0);
    expect(v.charter!.datePrices.length, `${v.name}: an event price`).toBeGreaterThan(0);
    const days = [...(await availability(request, v.id, dubaiMonth(0))), ...(await availability(request, v.id, dubaiMonth(1)))];
    expect(days.filter((d) => d.state !== "free").length, `${v.name}: blocked days`).toBeGreaterThan(0);
  }
});

test("a demo vessel's page shows the booking calendar and the server's quote", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [vessel] = await demoVessels(request);
  const free = (await availability(request, vessel!.id, dubaiMonth(1))).find((d) => d.state === "free");
  expect(free, "a free day next month").toBeTruthy();

  await page.goto(`/product/${vessel!.id}`);
  await appReady(page);
  await page.getByTestId("charter-slot").scrollIntoViewIfNeeded();
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await grid.locator(`[data-date="${free!.date}"]`).click();
  const quoted = page.waitForResponse((r) => r.url().endsWith(`/api/charters/${vessel!.id}/quote`) && r.status() === 200);
  await page.getByRole("combobox", { name: "Start time" }).selectOption("10:00");
  await page.getByRole("combobox", { name: "Hours" }).selectOption("5");
  const quote = (await (await quoted).json()) as { total: string; lines: { label: string }[] };
  expect(quote.lines.length).toBeGreaterThan(0);
  const estimate = page.getByTestId("charter-estimate");
  await expect(estimate).toHaveAttribute("data-stale", "false");
  await expect(estimate.getByRole("row", { name: /^Total/ })).toBeVisible();
});

test("the staff see the demo's blocks in the calendar and its leads in the inbox", async ({ page, request }) => {
  const vessels = await demoVessels(request);
  await loginAsAdminAt(page, "/admin/calendar");
  const rows = vessels.map((v) => page.getByRole("row", { name: new RegExp(escapeRegExp(v.name)) }).first());
  for (const row of rows) await expect(row).toBeVisible();
  // This week, or the next one (the demo's first booking is tomorrow, which may be next week).
  const blocks = page.getByRole("row").locator("[data-block-kind]");
  if ((await blocks.count()) === 0) await page.getByRole("button", { name: "Next week" }).click();
  await expect(blocks.first()).toBeVisible();

  await page.goto("/admin/enquiries");
  await expect(page.getByText("Q-DEM2").first()).toBeVisible();
  await expect(page.getByText("Q-DEM3").first()).toBeVisible();
});

test("an Arabic search of the demo finds a product by its Arabic name", async ({ page }) => {
  await page.goto(`/ar/category/marine-spares?q=${encodeURIComponent("مرساة")}`);
  await expect(page.getByRole("heading", { level: 1, name: "المستلزمات البحرية" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "مرساة هول بلا ساق 1,500 كغ (معتمدة من ABS)", exact: true })).toBeVisible();
});
