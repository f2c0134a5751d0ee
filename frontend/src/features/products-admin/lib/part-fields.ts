/** The product forms' part fields, the SKU and the part numbers (docs/search.md, "Part fields"). */
import type { z } from '@/lib/zod';
import type { Product } from '@/types/api';

/** The part fields' limits (docs/search.md, "Part fields"), which the server holds too. */
export const MAX_PART_NUMBERS = 10;
export const MAX_PART_LENGTH = 64;
// The server's own words (src/domain/catalogue/product_validation.cpp), so the staff read the same message either way.
export const partMessages = {
  sku: `SKU must be at most ${MAX_PART_LENGTH} characters`,
  count: `At most ${MAX_PART_NUMBERS} part numbers`,
  length: `Part number must be at most ${MAX_PART_LENGTH} characters`,
  duplicate: 'Each part number only once',
} as const;

/** The part numbers typed, comma-separated: trimmed, empty entries dropped. */
export const partNumbersOf = (text: string) =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/** The part fields' rules: a SKU and each part number at most 64 characters, at most 10, no repeat. */
export function checkParts(v: { sku: string; partNumbers: string }, ctx: z.RefinementCtx) {
  if (v.sku.trim().length > MAX_PART_LENGTH) ctx.addIssue({ code: 'custom', path: ['sku'], message: partMessages.sku });
  const numbers = partNumbersOf(v.partNumbers);
  const problem =
    numbers.length > MAX_PART_NUMBERS
      ? partMessages.count
      : numbers.some((n) => n.length > MAX_PART_LENGTH)
        ? partMessages.length
        : new Set(numbers.map((n) => n.toLowerCase())).size < numbers.length
          ? partMessages.duplicate
          : undefined;
  if (problem) ctx.addIssue({ code: 'custom', path: ['partNumbers'], message: problem });
}

export const NO_PARTS = { sku: '', partNumbers: '' };
export const partsToForm = (p: Product) => ({ sku: p.sku ?? '', partNumbers: (p.partNumbers ?? []).join(', ') });
/** The part fields as sent: "" clears the SKU, [] the part numbers. */
export const partsPayload = (v: { sku: string; partNumbers: string }) => ({
  sku: v.sku.trim(),
  partNumbers: partNumbersOf(v.partNumbers),
});
