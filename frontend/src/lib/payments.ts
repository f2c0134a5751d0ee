/**
 * How staff screens name a booking's payments (docs/payments.md, "A payment"), in the staff
 * area's English: the lead's payments, the inbox's flag badge and the calendar's payment line.
 */
import type { PaymentFlag, PaymentKind, PaymentMethod, PaymentState } from '@/types/api';

export const paymentKindLabels: Record<PaymentKind, string> = { deposit: 'Deposit', balance: 'Balance' };

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  online: 'Online',
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  'card-terminal': 'Card terminal',
  other: 'Other',
};

export const paymentStateLabels: Record<PaymentState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  expired: 'Expired',
  refunded: 'Refunded',
  flagged: 'Flagged',
};

/** A flagged payment is mailed to staff and must be dealt with by hand: the badge says what to do. */
export const paymentFlagLabels: Record<PaymentFlag, string> = {
  'slot-taken': 'Paid, slot taken: refund',
  amount: 'Payment amount wrong',
};

/** The badge's look, the same on every staff screen: red, bold, with a border (told apart without its colour). */
export const FLAG_BADGE_CLASS =
  'inline-flex items-center rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800';

/** An amount of the API ("120.50") is above zero. */
export const isDue = (amount: string | null | undefined) => Number.parseFloat(amount ?? '0') > 0;
