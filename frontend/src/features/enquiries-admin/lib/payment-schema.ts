/**
 * 'Record a payment': the server's rules (docs/payments.md, "Calls"): a method other than
 * online, an amount above 0 and at most what is due of that kind, a note of at most 500
 * characters (code points, as the server counts).
 */
import { formatPrice } from '@/lib/format';
import { z } from '@/lib/zod';
import type { PaymentsDue } from '@/types/api';

export const MANUAL_METHODS = ['bank-transfer', 'cash', 'card-terminal', 'other'] as const;
export const MAX_NOTE = 500;
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

export const paymentSchema = (due: Pick<PaymentsDue, 'deposit' | 'balance'>) =>
  z
    .object({
      kind: z.enum(['deposit', 'balance']),
      amount: z
        .string()
        .trim()
        .refine((v) => AMOUNT.test(v), 'An amount in AED, such as 500 or 500.00')
        .refine((v) => !AMOUNT.test(v) || Number(v) > 0, 'The amount must be above 0'),
      method: z.enum(MANUAL_METHODS),
      note: z.string().refine((v) => [...v].length <= MAX_NOTE, `At most ${MAX_NOTE} characters`),
    })
    .superRefine((v, ctx) => {
      const left = Number.parseFloat(due[v.kind]);
      if (AMOUNT.test(v.amount) && Number(v.amount) > left)
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message:
            left > 0
              ? `At most ${formatPrice(due[v.kind])} of the ${v.kind} is due`
              : `Nothing of the ${v.kind} is due`,
        });
    });

export type PaymentFormValues = z.input<ReturnType<typeof paymentSchema>>;
