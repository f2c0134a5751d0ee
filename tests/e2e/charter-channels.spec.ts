// Channel calendars end to end (issue #56; docs/frontend.md, "Channel calendars"): another
// booking channel's calendar, served by a tiny HTTP server inside this test, holds one timed
// event a few days ahead (10:00–14:00 in Dubai). As the administrator on /admin/calendar, the
// vessel's panel adds it as "GetMyBoat" (plain http allowed for this host) and syncs it: the
// summary says "1 added" and the week shows the external block without buttons. The public
// vessel page then shows that day partly booked, and no start from 10:00 to 13:30 can be picked.
//
// The API reads feeds only from the hosts scripts/test allows (CALENDAR_ALLOW_HOSTS=feeds.localhost);
// *.localhost resolves to the loopback, where this server listens.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { appReady } from "./public-support";
import {
  adminCredentials,
  apiLoginAsAdmin,
  logInThroughApi,
} from "./staff-helpers";
import { expectNoViolations } from "./axe-support";

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const vessel = {
  id: `product_channels${stamp}`,
  name: `Channel Test Yacht ${stamp}`,
  description:
    "Made by charter-channels.spec.ts: a yacht that reads another channel's calendar.",
  category: "vessel-chartering",
  price: "750.00",
  image: "/uploads/placeholder.jpg",
  images: [],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  specs: { guests: 12, rateBasis: "hour" },
  charter: {
    hourlyRate: "750.00",
    dailyRate: null,
    minimumHours: 2,
    minimumRules: [],
    overtimeStepMinutes: 30,
    datePrices: [],
    extras: [],
    depositPercent: 25,
    cancellationTerms: "Free cancellation up to 48 hours before the charter.",
    cancellationTermsAr: "إلغاء مجاني حتى 48 ساعة قبل الرحلة.",
    turnaroundMinutes: 60,
  },
};

const DAY = 86_400_000;
/** A date (YYYY-MM-DD) of Dubai's calendar: Dubai keeps +04:00 all year (docs/charter.md, "Time zone"). */
const dubaiDate = (ms: number) =>
  new Date(ms + 4 * 3_600_000).toISOString().slice(0, 10);
const today = dubaiDate(Date.now());
/** Four days ahead: inside the bookable window, never today (whose past hours are not offered). */
const eventDay = dubaiDate(Date.now() + 4 * DAY);
/** The Monday on or before `date`. */
const mondayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY)
    .toISOString()
    .slice(0, 10);
};
const weeksAhead = Math.round(
  (Date.parse(mondayOf(eventDay)) - Date.parse(mondayOf(today))) / (7 * DAY),
);

/** 10:00–14:00 in Dubai is 06:00–10:00 UTC. */
const compact = (date: string) => date.replaceAll("-", "");
const ics = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Marine e2e//charter-channels//EN",
  "BEGIN:VEVENT",
  `UID:e2e-${stamp}@feeds.localhost`,
  `DTSTAMP:${compact(today)}T000000Z`,
  `DTSTART:${compact(eventDay)}T060000Z`,
  `DTEND:${compact(eventDay)}T100000Z`,
  "SUMMARY:Booked on GetMyBoat",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let server: Server;
let port = 0;
const fetched: string[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  server = createServer((req, res) => {
    fetched.push(req.url ?? "");
    if (req.url !== "/boat.ics") {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" })
      .end(ics);
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  port = (server.address() as AddressInfo).port;

  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  const res = await request.post("/api/products", { data: vessel });
  expect(res.status(), await res.text()).toBe(201);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  await request.delete(`/api/products/${vessel.id}`);
  await request.dispose();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The vessel's panel of 'Channel calendars', opened. */
async function vesselPanel(page: Page) {
  const section = page.getByRole("region", { name: "Channel calendars" });
  const panel = section.locator(`[data-vessel="${vessel.id}"]`);
  await expect(panel).toBeAttached();
  if ((await panel.getAttribute("open")) === null)
    await panel.locator("summary").click();
  await expect(panel).toHaveAttribute("open", "");
  await expect(
    panel.getByRole("textbox", { name: "Your calendar link" }),
  ).toHaveValue(/^https?:\/\//);
  return panel;
}

test("a channel's calendar is read: its event blocks the vessel's day for staff and visitors", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughApi(page, adminCredentials());
  await page.goto("/admin/calendar");
  const panel = await vesselPanel(page);

  const form = panel.getByRole("form", { name: "Add a channel calendar" });
  await form.getByRole("textbox", { name: /^Label/ }).fill("GetMyBoat");
  await form
    .getByRole("textbox", { name: /^Calendar address/ })
    .fill(`http://feeds.localhost:${port}/boat.ics`);
  await form
    .getByRole("checkbox", { name: "Allow plain http for this host" })
    .check();
  const added = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      r.url().endsWith(`/api/admin/charters/${vessel.id}/calendar/feeds`),
  );
  await form.getByRole("button", { name: "Add channel calendar" }).click();
  const addAnswer = await added;
  expect(addAnswer.status(), await addAnswer.text()).toBe(201);
  const feeds = panel.getByRole("list", { name: "Channel calendars read" });
  await expect(feeds).toContainText("GetMyBoat");
  await expect(feeds).toContainText("Never synced");

  await panel.getByRole("button", { name: "Sync now" }).click();
  await expect(panel.getByRole("status")).toContainText(
    "GetMyBoat: 1 added, 0 moved, 0 removed, 0 conflicts",
  );
  expect(fetched).toContain("/boat.ics");
  await expect(feeds).toContainText("Last good sync");
  await expect(feeds).toContainText("1 event");
  // The open panel, its form and the sync's summary, at both widths.
  await expectNoViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(panel.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The week of the event: the external block is the channel's, with no buttons.
  for (let i = 0; i < weeksAhead; i++)
    await page.getByRole("button", { name: "Next week" }).click();
  const row = page
    .getByRole("table", { name: /by vessel and day/ })
    .getByRole("row", { name: new RegExp(vessel.name) });
  const external = row.locator('[data-block-kind="external"]');
  await expect(external).toContainText("External · GetMyBoat 10:00–14:00");
  await expect(external.getByRole("button")).toHaveCount(0);

  // The public vessel page: the day is partly booked, and the event's hours cannot be picked.
  await page.goto(`/product/${vessel.id}`);
  await appReady(page);
  await page.getByTestId("charter-slot").scrollIntoViewIfNeeded();
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  if (eventDay.slice(0, 7) !== today.slice(0, 7))
    await page.getByRole("button", { name: "Next month" }).click();
  const day = grid.locator(`[data-date="${eventDay}"]`);
  await expect(day).toBeVisible();
  await expect(day).toHaveAttribute("data-state", "partial");
  await day.click();
  await expect(day.locator("xpath=..")).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("combobox", { name: "Hours" }).selectOption("2");
  // The chosen start is always offered: choose one clear of the event first (07:00–09:00).
  const start = page.getByRole("combobox", { name: "Start time" });
  await start.selectOption("07:00");
  await expect(start).toHaveValue("07:00");
  for (const time of [
    "10:00",
    "10:30",
    "11:00",
    "11:30",
    "12:00",
    "12:30",
    "13:00",
    "13:30",
  ])
    await expect(start.locator(`option[value="${time}"]`)).toBeDisabled();
  await expect(start.locator('option[value="07:00"]')).toBeEnabled();
});
