// Bookings with deposits end to end (docs/payments.md), on a 375 px phone: staff place an
// option on a booking lead and copy the customer's booking link; the customer opens it in
// English and Arabic, sees the quote and the option's time left, presses 'Pay the deposit' and
// lands on the fake Stripe's hosted page (served by the test harness at STRIPE_API_BASE:
// GET /pay/<id>, whose 'Pay' button completes the payment, sends the webhook and goes to the
// success URL); the booking page then says it is confirmed with the deposit paid, the lead
// shows the payment, the vessel's public calendar shows the time taken, and the .ics link
// answers text/calendar. axe over the booking page (both languages) and the staff payment panel.
import { expect, test, type Page } from "@playwright/test";
import {
  appReady,
  escapeRegExp,
  expectNoHorizontalOverflow,
} from "./public-support";
import {
  adminCredentials,
  apiLoginAsAdmin,
  expectToast,
  logInThroughApi,
} from "./staff-helpers";
import { expectNoViolations } from "./axe-support";

const PHONE = { width: 375, height: 812 };
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const vessel = {
  id: `product_deposit${stamp}`,
  name: `Deposit Test Yacht ${stamp}`,
  description: "Made by booking-deposit.spec.ts: a yacht with charter terms.",
  category: "vessel-chartering",
  price: "500.00",
  image: "/uploads/placeholder.jpg",
  images: [],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  specs: { guests: 10, rateBasis: "hour" },
  charter: {
    hourlyRate: "500.00",
    dailyRate: null,
    minimumHours: 2,
    minimumRules: [],
    overtimeStepMinutes: 60,
    datePrices: [],
    extras: [],
    depositPercent: 25,
    cancellationTerms: "Free cancellation up to 48 hours before the charter.",
    cancellationTermsAr: "إلغاء مجاني حتى 48 ساعة قبل الرحلة.",
    turnaroundMinutes: 0,
  },
};

type Quote = {
  lines: { kind: string; label: string; amount: string }[];
  total: string;
  deposit: string;
};
type PublicBooking = {
  ref: string;
  status: string;
  quote: Quote;
  payOnline: boolean;
  due: { deposit: string; balance: string };
};

/** The 10th of next month in Dubai: ahead of the option's 24 hours, and no other spec's day. */
function nextMonthsTenth(): string {
  const now = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10))
    .toISOString()
    .slice(0, 10);
}
const day = nextMonthsTenth();

/** "1,000.00": the amount as the pages print it (Latin digits in both languages). */
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

/** The booking lead a visitor's 'Request this booking on WhatsApp' makes (docs/charter.md). */
async function bookingLead(page: Page): Promise<string> {
  const res = await page.request.post("/api/enquiries", {
    data: {
      items: [{ productId: vessel.id, quantity: 1 }],
      note: "",
      channel: "whatsapp",
      lang: "en",
      page: `/product/${vessel.id}`,
      booking: {
        productId: vessel.id,
        date: day,
        start: "17:00",
        hours: 4,
        guests: 4,
        extras: [],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ref: string }).ref;
}

test("a deposit paid online confirms the option: staff link, the customer's page in both languages, the hosted payment", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: baseURL,
  });
  const ref = await bookingLead(page);

  // Staff: an option on the lead gives it its token; the link is copied.
  await logInThroughApi(page, adminCredentials());
  await page.goto(`/admin/enquiries/${ref}`);
  const panel = page.getByRole("region", { name: "Booking request" });
  await panel
    .getByRole("button", { name: "Place option (expires in 24 hours)" })
    .click();
  await expect(panel.locator('[data-block-kind="option"]')).toContainText(
    `(lead ${ref}), expires`,
  );
  const linkField = panel.getByRole("textbox", {
    name: "Customer's booking link",
  });
  await expect(linkField).toHaveValue(/\/booking\/[0-9a-f]{32}$/);
  await panel.getByRole("button", { name: "Copy booking link" }).click();
  await expectToast(page, "Booking link copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await linkField.inputValue());
  const whatsapp = await panel
    .getByRole("link", { name: "Send on WhatsApp" })
    .getAttribute("href");
  expect(decodeURIComponent(whatsapp ?? "")).toContain(copied);
  const payments = panel.getByRole("region", { name: "Payments", exact: true });
  await expect(payments.getByText("No payments yet.")).toBeVisible();
  await expect(
    panel.getByRole("form", { name: "Record a payment" }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);

  const bookingPath = new URL(copied).pathname;
  const token = /\/booking\/([0-9a-f]{32})$/.exec(bookingPath)?.[1] ?? "";
  expect(token).not.toBe("");
  const answer = await page.request.get(`/api/bookings/${token}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toContain("no-store");
  const booking = (await answer.json()) as PublicBooking;
  expect(booking).toMatchObject({ ref, status: "option", payOnline: true });

  // The customer, with no staff session.
  const customer = await browser.newContext({ viewport: PHONE });
  const visitor = await customer.newPage();
  await visitor.goto(bookingPath);
  await appReady(visitor);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Your booking" }),
  ).toBeVisible();
  await expect(visitor).toHaveTitle(`Your booking ${ref}`);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex",
  );
  await expect(visitor.getByText(ref, { exact: true })).toBeVisible();
  await expect(visitor.getByText(vessel.name)).toBeVisible();
  await expect(visitor.getByText("17:00–21:00")).toBeVisible();
  await expect(
    visitor.getByText(/^Option held until .+ \((23|24) h \d+ min left\)$/),
  ).toBeVisible();
  for (const line of booking.quote.lines)
    await expect(visitor.getByText(line.label, { exact: true })).toBeVisible();
  await expect(
    visitor.getByRole("rowheader", { name: "Total" }).locator(".."),
  ).toContainText(grouped(booking.quote.total));
  await expect(
    visitor.getByRole("rowheader", { name: "Deposit" }).locator(".."),
  ).toContainText(grouped(booking.quote.deposit));
  await expect(
    visitor.getByText(vessel.charter.cancellationTerms),
  ).toBeVisible();
  const calendarHref = await visitor
    .getByRole("link", { name: "Add to calendar" })
    .getAttribute("href");
  expect(calendarHref).toMatch(
    new RegExp(`/api/bookings/${token}/calendar\\.ics$`),
  );
  await expectNoHorizontalOverflow(visitor);
  await expectNoViolations(visitor);

  // The same page in Arabic.
  await visitor.goto(`/ar${bookingPath}`);
  await appReady(visitor);
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    visitor.getByRole("heading", { level: 1, name: "حجزك" }),
  ).toBeVisible();
  await expect(
    visitor.getByText(/^الموعد محجوز مبدئيًا حتى .+متبقٍ/),
  ).toBeVisible();
  await expect(
    visitor.getByRole("rowheader", { name: "الإجمالي" }).locator(".."),
  ).toHaveText(
    new RegExp(
      `^الإجمالي\\s*${escapeRegExp(grouped(booking.quote.total))}\\sدرهم$`,
    ),
  );
  await expect(
    visitor.getByText(vessel.charter.cancellationTermsAr),
  ).toBeVisible();
  await expect(
    visitor.getByRole("button", { name: "ادفع العربون" }),
  ).toBeVisible();
  expect(await visitor.locator("#root").textContent()).not.toMatch(/[٠-٩]/);
  await expectNoHorizontalOverflow(visitor);
  await expectNoViolations(visitor);

  // The calendar file.
  const ics = await visitor.request.get(calendarHref!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain("BEGIN:VEVENT");

  // Pay the deposit: the checkout call, then the fake Stripe's hosted page.
  await visitor.goto(bookingPath);
  await appReady(visitor);
  const checkout = visitor.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      r.url().endsWith(`/api/bookings/${token}/checkout`),
  );
  await visitor.getByRole("button", { name: "Pay the deposit" }).click();
  const session = await checkout;
  expect(session.status(), await session.text()).toBe(200);
  expect(session.request().postDataJSON()).toEqual({
    kind: "deposit",
    lang: "en",
  });
  const hosted = ((await session.json()) as { url: string }).url;
  await visitor.waitForURL(/\/pay\/[^/]+$/);
  expect(visitor.url()).toBe(hosted);
  if (process.env.STRIPE_API_BASE)
    expect(new URL(hosted).origin).toBe(
      new URL(process.env.STRIPE_API_BASE).origin,
    );
  await visitor.getByRole("button", { name: "Pay" }).click();
  await visitor.waitForURL(new RegExp(`/booking/${token}(\\?.*)?$`));

  // Confirmed: the webhook may land a moment after the redirect, so the page is read again.
  await expect(async () => {
    await visitor.reload();
    await expect(
      visitor.getByText("Deposit paid", { exact: true }),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(visitor.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(visitor.getByText(/^Balance due by /)).toBeVisible();
  await expect(
    visitor.getByRole("button", { name: "Pay the balance" }),
  ).toBeVisible();
  await expect(visitor.getByText(/Deposit · Online · Paid/)).toBeVisible();
  await expectNoViolations(visitor);

  // The vessel's public calendar: the day has the time taken, 17:00–21:00 Dubai.
  const month = day.slice(0, 7);
  const availability = (await (
    await visitor.request.get(
      `/api/charters/${vessel.id}/availability?month=${month}`,
    )
  ).json()) as {
    days: {
      date: string;
      state: string;
      busy: { start: string; end: string }[];
    }[];
  };
  const taken = availability.days.find((d) => d.date === day);
  expect(taken?.state).toBe("partial");
  expect(
    taken?.busy.some(
      (b) =>
        Date.parse(b.start) <= Date.parse(`${day}T17:00:00+04:00`) &&
        Date.parse(b.end) >= Date.parse(`${day}T21:00:00+04:00`),
    ),
  ).toBe(true);
  await customer.close();

  // Staff: the lead is won, its block a booking, the payment listed; axe over the panel.
  await page.goto(`/admin/enquiries/${ref}`);
  await expect(panel.locator('[data-block-kind="booking"]')).toBeVisible();
  await expect(page.locator("[data-status]").first()).toHaveAttribute(
    "data-status",
    "won",
  );
  const row = payments.getByRole("row", {
    name: new RegExp(
      `Deposit.*${escapeRegExp(grouped(booking.quote.deposit))}.*Online.*Paid`,
    ),
  });
  await expect(row).toBeVisible();
  await expect(panel.getByTestId("payments-due")).toContainText("Deposit paid");
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
});
