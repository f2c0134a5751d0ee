// Bookings with deposits end to end (docs/payments.md), on a 375 px phone: staff place an
// option on a booking lead and copy the customer's booking link; the customer opens it in
// English and Arabic, sees the quote and the option's time left, presses 'Pay the deposit' and
// lands on the fake Stripe's hosted page (served by the test harness at STRIPE_API_BASE:
// GET /pay/<id>, whose 'Pay' button completes the payment, sends the webhook and goes to the
// success URL); the booking page then says it is confirmed with the deposit paid, the vessel's
// public calendar shows the time taken, the balance is paid from the Arabic page, the lead shows
// both payments, and the .ics link answers text/calendar. axe over the booking page (both
// languages) and the staff payment panel. scripts/test starts the fake Stripe for this run.
import { expect, test } from "@playwright/test";
import {
  appReady,
  escapeRegExp,
  expectNoHorizontalOverflow,
} from "./public-support";
import {
  adminCredentials,
  expectToast,
  logInThroughApi,
} from "./staff-helpers";
import { expectNoViolations } from "./axe-support";
import {
  bookingLead,
  createVessel,
  day,
  grouped,
  payOnHostedPage,
  removeVessel,
  vessel,
  type PublicBooking,
} from "./booking-support";

const PHONE = { width: 375, height: 812 };

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await createVessel(request);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await removeVessel(request);
  await request.dispose();
});

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
  const balance = String(
    Number(booking.quote.total) - Number(booking.quote.deposit),
  );

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
    visitor
      .getByRole("rowheader", { name: "Total", exact: true })
      .locator(".."),
  ).toContainText(grouped(booking.quote.total));
  await expect(
    visitor
      .getByRole("rowheader", { name: "Deposit", exact: true })
      .locator(".."),
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
    visitor
      .getByRole("rowheader", { name: "الإجمالي", exact: true })
      .locator(".."),
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
  expect(session.status()).toBe(200);
  expect(session.request().postDataJSON()).toEqual({
    kind: "deposit",
    lang: "en",
  });
  await payOnHostedPage(
    visitor,
    booking.quote.deposit,
    new RegExp(`/booking/${token}(\\?.*)?$`),
    "Deposit paid",
  );
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

  // The balance, paid from the Arabic page: Checkout has no Arabic, so the session is `auto`.
  await visitor.goto(`/ar${bookingPath}`);
  await appReady(visitor);
  const balanceCheckout = visitor.waitForRequest(
    (r) =>
      r.method() === "POST" &&
      r.url().endsWith(`/api/bookings/${token}/checkout`),
  );
  await visitor.getByRole("button", { name: "ادفع المبلغ المتبقي" }).click();
  expect((await balanceCheckout).postDataJSON()).toEqual({
    kind: "balance",
    lang: "ar",
  });
  await payOnHostedPage(
    visitor,
    balance,
    new RegExp(`/ar/booking/${token}(\\?.*)?$`),
    "تم الدفع بالكامل",
  );
  await expect(
    visitor.getByRole("button", { name: "ادفع المبلغ المتبقي" }),
  ).toHaveCount(0);
  await expectNoHorizontalOverflow(visitor);
  await expectNoViolations(visitor);
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
  await expect(
    payments.getByRole("row", {
      name: new RegExp(
        `Balance.*${escapeRegExp(grouped(balance))}.*Online.*Paid`,
      ),
    }),
  ).toBeVisible();
  await expect(panel.getByTestId("payments-due")).toContainText(
    "Deposit paid · Balance paid",
  );
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
});
