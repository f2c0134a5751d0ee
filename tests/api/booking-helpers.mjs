// What the booking and webhook tests share (docs/payments.md): a charter vessel with simple
// terms, a booking lead on a day of its own, and an option placed on it by staff.
import assert from 'node:assert/strict';
import { call, psql } from './helpers.mjs';

export const VESSEL = 'product_2000';
export const SECRET_KEY = 'sk_test_paycore_0123456789';
export const WEBHOOK_SECRET = 'whsec_paycore_0123456789';
const DAY = 86400e3;
export const dubaiDate = (ms) => new Date(ms + 4 * 3600e3).toISOString().slice(0, 10);
// An instant with Dubai's offset, as the API writes it.
export const dubaiIso = (ms) => `${new Date(ms + 4 * 3600e3).toISOString().slice(0, 19)}+04:00`;

// 500 an hour, at least 2 h, no rules, deposit 25 %: 4 h are 2,000.00 (VAT included in the fixture's settings),
// a deposit of 500.00 and a balance of 1,500.00.
export const TERMS = {
  hourlyRate: '500.00', dailyRate: null, minimumHours: 2, minimumRules: [], overtimeStepMinutes: 60, datePrices: [],
  extras: [], depositPercent: 25, cancellationTerms: 'Free cancellation up to 48 hours before.',
  cancellationTermsAr: 'إلغاء مجاني حتى 48 ساعة قبل الموعد.', turnaroundMinutes: 0,
};
export const DEPOSIT = '500.00';
export const BALANCE = '1500.00';

export async function charterVessel(base, admin) {
  const r = await call(base, 'PATCH', `/api/products/${VESSEL}`, { cookie: admin, body: { charter: TERMS } });
  assert.equal(r.status, 200, r.text);
}

// A visitor's booking request for 10:00-14:00 on the day `days` from now: its reference.
export async function bookingLead(base, days) {
  const date = dubaiDate(Date.now() + days * DAY);
  const booking = { productId: VESSEL, date, start: '10:00', hours: 4, guests: 4, extras: [] };
  const r = await call(base, 'POST', '/api/enquiries', { body: { items: [{ productId: VESSEL }], channel: 'whatsapp', lang: 'en',
    page: `/product/${VESSEL}`, note: 'Birthday trip', booking } });
  assert.equal(r.status, 201, r.text);
  return { ref: r.body.ref, date, start: `${date}T10:00:00+04:00`, end: `${date}T14:00:00+04:00` };
}

// Staff place an option on the lead's slot, expiring `expiresInMs` from now: the block and
// the lead's booking (with its token).
export async function placeOption(base, admin, lead, expiresInMs = 6 * 3600e3) {
  const block = await call(base, 'POST', `/api/admin/charters/${VESSEL}/blocks`, { cookie: admin, body: {
    start: lead.start, end: lead.end, kind: 'option', expiresAt: dubaiIso(Date.now() + expiresInMs), enquiryRef: lead.ref } });
  assert.equal(block.status, 201, block.text);
  const opened = await call(base, 'GET', `/api/admin/enquiries/${lead.ref}`, { cookie: admin });
  assert.equal(opened.status, 200, opened.text);
  return { block: block.body, booking: opened.body.booking, token: opened.body.booking.token };
}

export const sql = (url, text) => psql(url, '-At', '-c', text).trim();
// The lead's blocks: "kind" per line, oldest first.
export const blockKinds = (url, ref) => sql(url, `SELECT string_agg(kind, ',' ORDER BY id) FROM charter_blocks WHERE enquiry_ref = '${ref}'`);
export const paymentRows = (url, ref) =>
  sql(url, `SELECT string_agg(kind || ':' || amount_fils || ':' || state || ':' || coalesce(flag, '-'), ',' ORDER BY id) FROM payments WHERE enquiry_ref = '${ref}'`);
export const leadStatus = (url, ref) => sql(url, `SELECT status FROM enquiries WHERE ref = '${ref}'`);
