// Charter booking end to end (docs/charter.md): a vessel with a 4-hour Fri–Sun from-17:00
// minimum, set up as staff through the API; a visitor picks a Friday 17:00 for 2 hours, adds
// catering for 10 guests, sees the server's estimate and sends the request on WhatsApp (the
// chat site answered locally); staff place an option from the lead, the day shows as partly
// booked, a second request for the same time meets a 409 naming the option; the Arabic page
// on a phone; axe over the new screens.
import { expect, test, type Page } from "@playwright/test";
import {
  appReady,
  expectNoHorizontalOverflow,
  stubChatSite,
} from "./public-support";
import {
  adminCredentials,
  apiLoginAsAdmin,
  logInThroughApi,
} from "./staff-helpers";
import { expectNoViolations } from "./axe-support";

type Quote = {
  hoursCharged: number;
  minimumRule: {
    days: number[];
    from: string;
    to: string;
    hours: number;
  } | null;
  lines: { kind: string; label: string; amount: string }[];
  subtotal: string;
  vat: string;
  total: string;
  deposit: string;
};

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const vessel = {
  id: `product_charter${stamp}`,
  name: `Charter Test Yacht ${stamp}`,
  description: "Made by charter.spec.ts: a yacht with charter terms.",
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
    minimumRules: [{ days: [0, 5, 6], from: "17:00", to: "00:00", hours: 4 }],
    overtimeStepMinutes: 30,
    datePrices: [],
    extras: [
      {
        id: "catering",
        name: "Catering",
        nameAr: "ضيافة",
        price: "50.00",
        unit: "guest",
      },
      {
        id: "jetski",
        name: "Jet ski",
        nameAr: "دراجة مائية",
        price: "300.00",
        unit: "hour",
      },
    ],
    depositPercent: 25,
    cancellationTerms: "Free cancellation up to 48 hours before the charter.",
    cancellationTermsAr: "إلغاء مجاني حتى 48 ساعة قبل الرحلة.",
    turnaroundMinutes: 60,
  },
};

/** The first Friday of next month in Dubai (+04:00 all year): always ahead, never booked before this run. */
function nextMonthsFriday(): string {
  const now = new Date(Date.now() + 4 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  while (d.getUTCDay() !== 5) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const friday = nextMonthsFriday();
/** The next day (a first Friday is at most the 7th: the same month), free of the first test's booking. */
const saturday = new Date(Date.parse(`${friday}T00:00:00Z`) + 86_400_000)
  .toISOString()
  .slice(0, 10);

/** "3,675.00": the amount as the page prints it (Latin digits in both languages). */
const grouped = (amount: string) =>
  Number(amount).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

test.beforeAll(async ({ playwright, baseURL }) => {
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
});

/** The booking's code (its lazy chunk, app/routes/product.tsx) and its month's availability. */
const isBookingRequest = (url: string) =>
  /\/assets\/charter-booking-[^/]+\.js$/.test(new URL(url).pathname) ||
  url.includes(`/api/charters/${vessel.id}/availability`);

/** Scrolls to the booking's section, which then fetches its code, and waits for its calendar. */
async function bookingInView(page: Page) {
  await page.getByTestId("charter-slot").scrollIntoViewIfNeeded();
  await expect(page.getByRole("grid")).toBeVisible();
}

/** Opens the vessel page, goes to next month and picks `date` (the Friday unless told). */
async function pickFriday(
  page: Page,
  path: string,
  nextMonth: string,
  date = friday,
) {
  await page.goto(path);
  await appReady(page);
  await bookingInView(page);
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  await page.getByRole("button", { name: nextMonth }).click();
  const day = grid.locator(`[data-date="${date}"]`);
  await expect(day).toBeVisible();
  await day.click();
  await expect(day.locator("xpath=..")).toHaveAttribute(
    "aria-selected",
    "true",
  );
  return day;
}

test("a Friday evening: the minimum in words, the server's estimate, the WhatsApp request, an option and a conflict", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await stubChatSite(context);
  await pickFriday(page, `/product/${vessel.id}`, "Next month");

  await page
    .getByRole("combobox", { name: "Start time" })
    .selectOption("17:00");
  await page.getByRole("combobox", { name: "Hours" }).selectOption("2");
  await page.getByRole("spinbutton", { name: "Guests" }).fill("10");
  const quoted = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/charters/${vessel.id}/quote`) &&
      (r.request().postData() ?? "").includes('"catering"'),
  );
  await page
    .getByRole("spinbutton", { name: "Quantity of Catering" })
    .fill("1");
  const answer = await quoted;
  expect(answer.status(), await answer.text()).toBe(200);
  const sent = answer.request().postDataJSON() as {
    hours: number;
    guests: number;
    start: string;
    date: string;
  };
  expect(sent).toMatchObject({
    date: friday,
    start: "17:00",
    hours: 4,
    guests: 10,
  });
  const quote = (await answer.json()) as Quote;
  expect(quote.hoursCharged).toBe(4);
  expect(quote.minimumRule).toMatchObject({ from: "17:00", hours: 4 });

  await expect(
    page.getByRole("combobox", { name: "Hours" }),
  ).toHaveAccessibleDescription(
    "Fri–Sun from 17:00: at least 4 hours. The estimate is for 4 hours.",
  );
  const estimate = page.getByTestId("charter-estimate");
  await expect(estimate).toHaveAttribute("data-stale", "false");
  await expect(estimate.getByRole("caption")).toContainText("4 hours charged");
  const rows = estimate.locator("tbody tr");
  await expect(rows).toHaveCount(quote.lines.length);
  for (const [i, line] of quote.lines.entries()) {
    await expect(rows.nth(i)).toHaveText(
      new RegExp(
        `^${line.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*AED\\s${grouped(line.amount).replace(/[.,]/g, "\\$&")}$`,
      ),
    );
  }
  expect(quote.lines.some((l) => l.kind === "extra")).toBe(true);
  await expect(estimate.getByRole("row", { name: /^Total/ })).toHaveText(
    new RegExp(`AED\\s${grouped(quote.total).replace(/[.,]/g, "\\$&")}$`),
  );
  await expect(estimate.getByRole("row", { name: /^Deposit/ })).toHaveText(
    new RegExp(`AED\\s${grouped(quote.deposit).replace(/[.,]/g, "\\$&")}$`),
  );
  await expect(page.getByText(vessel.charter.cancellationTerms)).toBeVisible();
  await expectNoViolations(page);

  const chat = context.waitForEvent("page");
  await page
    .getByRole("button", { name: "Request this booking on WhatsApp" })
    .click();
  const chatPage = await chat;
  await chatPage.waitForLoadState();
  const chatUrl = new URL(chatPage.url());
  expect(chatUrl.hostname).toBe("wa.me");
  const text = chatUrl.searchParams.get("text") ?? "";
  const ref = /(Q-[2-9A-HJ-NP-Z]{4,6})/.exec(text)?.[1];
  expect(ref, text).toBeTruthy();
  expect(text).toContain(vessel.name);
  expect(text).toContain("17:00");
  expect(text).toContain("21:00");
  for (const line of quote.lines) expect(text).toContain(line.label);
  expect(text).toMatch(
    new RegExp(
      `${Number(quote.total).toFixed(2)}|${grouped(quote.total).replace(/[.,]/g, "\\$&")}`,
    ),
  );
  expect(text).toMatch(
    new RegExp(
      `${Number(quote.deposit).toFixed(2)}|${grouped(quote.deposit).replace(/[.,]/g, "\\$&")}`,
    ),
  );
  await chatPage.close();
  await expect(page.getByText(`Your reference is ${ref}.`)).toBeVisible();

  // A second visitor asks for the same evening: a lead too (a request holds no time).
  const second = await page.request.post("/api/enquiries", {
    data: {
      items: [{ productId: vessel.id, quantity: 1 }],
      note: "",
      channel: "whatsapp",
      lang: "en",
      page: `/product/${vessel.id}`,
      booking: {
        productId: vessel.id,
        date: friday,
        start: "18:00",
        hours: 4,
        guests: 2,
        extras: [],
      },
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const secondRef = ((await second.json()) as { ref: string }).ref;

  // Staff: the lead's booking and estimate; an option on the vessel.
  await logInThroughApi(page, adminCredentials());
  await page.goto(`/admin/enquiries/${ref}`);
  const booking = page.getByRole("region", { name: "Booking request" });
  await expect(booking.getByText("17:00–21:00 (4 hours)")).toBeVisible();
  await expect(booking.getByRole("row", { name: /^Total/ })).toContainText(
    grouped(quote.total),
  );
  await expectNoViolations(page);
  await booking
    .getByRole("button", { name: "Place option (expires in 24 hours)" })
    .click();
  await expect(booking.locator('[data-block-kind="option"]')).toContainText(
    `(lead ${ref}), expires`,
  );

  // The public calendar: that Friday is partly booked now.
  await pickFriday(page, `/product/${vessel.id}`, "Next month");
  await expect(
    page.getByRole("grid").locator(`[data-date="${friday}"]`),
  ).toHaveAttribute("data-state", "partial");

  // The second lead's option meets the first one's: the 409 names it.
  await page.goto(`/admin/enquiries/${secondRef}`);
  const other = page.getByRole("region", { name: "Booking request" });
  await other.getByRole("button", { name: /^Place option/ }).click();
  await expect(other.getByRole("alert")).toContainText(
    `The time is taken: Option`,
  );
  await expect(other.getByRole("alert")).toContainText(`(lead ${ref})`);

  // Confirm the first: the option becomes a booking.
  await page.goto(`/admin/enquiries/${ref}`);
  await booking.getByRole("button", { name: "Confirm" }).click();
  await expect(booking.locator('[data-block-kind="booking"]')).toContainText(
    `Booking`,
  );

  // The week's calendar shows it, on a desktop grid and a phone's list.
  await page.goto("/admin/calendar");
  await expect(page.getByRole("link", { name: "Calendar" })).toBeVisible();
  await page.getByRole("button", { name: "Next week" }).click();
  while (
    !(await page
      .getByRole("columnheader", {
        name: new RegExp(`^Fri,? ${Number(friday.slice(8))} `),
      })
      .count())
  ) {
    await page.getByRole("button", { name: "Next week" }).click();
  }
  const row = page.getByRole("row", { name: new RegExp(vessel.name) });
  await expect(row.locator('[data-block-kind="booking"]')).toContainText(
    "17:00–21:00",
  );
  await expectNoViolations(page);

  // Staff move the booking an hour later: the week shows its new times.
  await row
    .getByRole("button", { name: /^Change times of Booking .* 17:00–21:00/ })
    .click();
  const move = page.getByRole("form", { name: /^Change times of Booking/ });
  await move.getByLabel("From (Dubai)").fill("18:00");
  await move.getByLabel("Until (Dubai)").fill("22:00");
  const moved = page.waitForResponse(
    (r) =>
      r.request().method() === "PATCH" &&
      r.url().includes(`/api/admin/charters/${vessel.id}/blocks/`),
  );
  await move.getByRole("button", { name: "Save times" }).click();
  expect((await moved).status()).toBe(200);
  await expect(move).toHaveCount(0);
  await expect(row.locator('[data-block-kind="booking"]')).toContainText(
    "18:00–22:00",
  );

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(
    page.getByRole("heading", {
      level: 3,
      name: new RegExp(`^Friday,? ${Number(friday.slice(8))} `),
    }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
});

test("the Arabic vessel page on a phone: right to left, the estimate in AED with Latin digits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await pickFriday(page, `/ar/product/${vessel.id}`, "الشهر التالي", saturday);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "احجز رحلة" })).toBeVisible();
  await page.getByRole("combobox", { name: "وقت البدء" }).selectOption("17:00");
  await page.getByRole("combobox", { name: "الساعات" }).selectOption("2");
  await expect(
    page.getByRole("combobox", { name: "الساعات" }),
  ).toHaveAccessibleDescription(/من 17:00: 4 ساعات على الأقل/);
  const estimate = page.getByTestId("charter-estimate");
  await expect(estimate).toHaveAttribute("data-stale", "false");
  await expect(estimate.locator("tfoot tr").nth(2)).toHaveText(
    /^الإجمالي\s*[\d,]+\.\d{2}\sدرهم$/,
  );
  expect(await estimate.textContent()).not.toMatch(/[٠-٩]/);
  await expect(
    page.getByText(vessel.charter.cancellationTermsAr),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
});

test("the charter terms in the product form: lists added and removed, the server's field errors by path", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInThroughApi(page, adminCredentials());
  await page.goto("/admin");
  await page.getByLabel(/^Search/).fill(stamp);
  await page
    .getByRole("row", { name: new RegExp(vessel.name) })
    .getByRole("button", { name: `Edit ${vessel.name}` })
    .click();
  const terms = page.getByRole("group", { name: "Charter terms" });
  await expect(
    terms.getByRole("checkbox", {
      name: "Take booking requests on the vessel page",
    }),
  ).toBeChecked();
  await expect(terms.getByLabel("Hourly rate (AED)")).toHaveValue("750.00");
  await expect(terms.getByLabel("Extra name (extra 2)")).toHaveValue("Jet ski");
  await expectNoViolations(page);
  await terms.getByRole("button", { name: "Add extra" }).click();
  await terms.getByLabel("Extra name (extra 3)").fill("Photographer");
  await terms.getByLabel("Price, AED (extra 3)").fill("400");
  await terms.getByRole("button", { name: "Remove extra 2" }).click();
  await expect(terms.getByLabel("Extra name (extra 2)")).toHaveValue(
    "Photographer",
  );
  // The form lets an over-100 deposit through; the server's message lands on the field.
  await terms.getByLabel("Deposit (%)").fill("150");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(terms.getByLabel("Deposit (%)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await terms.getByLabel("Deposit (%)").fill("30");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Product updated successfully.")
      .first(),
  ).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/products/${vessel.id}`)
  ).json()) as typeof vessel;
  expect(saved.charter.extras.map((x) => x.name)).toEqual([
    "Catering",
    "Photographer",
  ]);
  expect(saved.charter.depositPercent).toBe(30);
});

test("the booking arrives in its placeholder's box: nothing under it moves (375 and 1280 px)", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/product/${vessel.id}`);
    await appReady(page);
    await bookingInView(page);
    const box = await page.getByTestId("charter-slot").evaluate((slot) => ({
      height: slot.getBoundingClientRect().height,
      least: Number.parseFloat(getComputedStyle(slot).minHeight),
    }));
    expect(box.height, `at ${width} px`).toBe(box.least);
  }
});

test("on a phone the booking's code is fetched only once its section nears the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const asked: string[] = [];
  page.on("request", (r) => {
    if (isBookingRequest(r.url())) asked.push(r.url());
  });
  // The section's page HTML and first render must agree (a mismatch is a React error here).
  const reactErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /React error|hydrat/i.test(m.text()))
      reactErrors.push(m.text());
  });
  await page.goto(`/product/${vessel.id}`);
  await appReady(page);
  const slot = page.getByTestId("charter-slot");
  // The section and its heading are there from the first paint (findable), the calendar is not.
  await expect(
    slot.getByRole("heading", { name: "Book a charter" }),
  ).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await expect(slot.getByRole("status")).toHaveText(
    "Loading the booking calendar...",
  );
  await expect(slot.getByRole("grid")).toHaveCount(0);

  const chunk = page.waitForRequest((r) =>
    /\/assets\/charter-booking-[^/]+\.js$/.test(new URL(r.url()).pathname),
  );
  await slot.scrollIntoViewIfNeeded();
  await chunk;
  await expect(slot.getByRole("grid")).toBeVisible();
  expect(asked.some((url) => url.includes("/availability"))).toBe(true);
  expect(reactErrors).toEqual([]);
});
