// The booking-deposit spec's yacht, its booking lead and the fake Stripe's hosted page
// (docs/payments.md; scripts/test starts the fake Stripe for the e2e run).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { apiLoginAsAdmin } from "./staff-helpers";

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const vessel = {
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

export type Quote = {
  lines: { kind: string; label: string; amount: string }[];
  total: string;
  deposit: string;
};
export type PublicBooking = {
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
export const day = nextMonthsTenth();

/** "1,000.00": the amount as the pages print it (Latin digits in both languages). */
export const grouped = (amount: string) =>
  Number(amount).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Creates the yacht (as the administrator); `removeVessel` deletes it after the spec. */
export async function createVessel(request: APIRequestContext) {
  await apiLoginAsAdmin(request);
  const res = await request.post("/api/products", { data: vessel });
  expect(res.status(), await res.text()).toBe(201);
}

export async function removeVessel(request: APIRequestContext) {
  await apiLoginAsAdmin(request);
  await request.delete(`/api/products/${vessel.id}`);
}

/** The booking lead a visitor's 'Request this booking on WhatsApp' makes (docs/charter.md). */
export async function bookingLead(page: Page): Promise<string> {
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

/**
 * On the fake Stripe's hosted page for `amount`: 'Pay' completes the session (it signs and sends the webhook)
 * and returns to `back`; the booking page is read again until `paid` shows, since the webhook
 * may land a moment after the redirect.
 */
export async function payOnHostedPage(
  page: Page,
  amount: string,
  back: RegExp,
  paid: string,
) {
  await page.waitForURL(/\/pay\/cs_test_[0-9a-f]+$/);
  if (process.env.STRIPE_API_BASE)
    expect(new URL(page.url()).origin).toBe(
      new URL(process.env.STRIPE_API_BASE).origin,
    );
  await expect(
    page.getByRole("heading", {
      name: `Pay AED ${Number(amount).toFixed(2)}`,
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(back);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(paid, { exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
}
