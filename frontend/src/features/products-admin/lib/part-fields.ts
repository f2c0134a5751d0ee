/**
 * The product forms' part fields: the SKU and the part numbers (docs/search.md, "Part fields"),
 * the numbers a part replaces and the engines it fits (docs/parts-lists.md, "Products").
 */
import type { z } from '@/lib/zod';
import type { Product } from '@/types/api';

/** The part fields' limits (docs/search.md, "Part fields"; docs/parts-lists.md), which the server holds too. */
export const MAX_PART_NUMBERS = 10;
export const MAX_PART_LENGTH = 64;
export const MAX_SUPERSEDES = 20;
export const MAX_FITS = 50;
export const MAX_FITS_LENGTH = 80;
// The server's own words (src/domain/catalogue/product_validation.cpp), so the staff read the same message either way.
export const partMessages = {
  sku: `SKU must be at most ${MAX_PART_LENGTH} characters`,
  count: `At most ${MAX_PART_NUMBERS} part numbers`,
  length: `Part number must be at most ${MAX_PART_LENGTH} characters`,
  duplicate: 'Each part number only once',
} as const;
export const supersedesMessages = {
  count: `At most ${MAX_SUPERSEDES} superseded numbers`,
  length: `Superseded number must be at most ${MAX_PART_LENGTH} characters`,
  duplicate: 'Each superseded number only once',
} as const;
export const fitsMessages = {
  count: `At most ${MAX_FITS} engines or equipment`,
  length: `Engine or equipment must be at most ${MAX_FITS_LENGTH} characters`,
  duplicate: 'Each engine or equipment only once',
} as const;

/** The values typed, comma-separated: trimmed, empty entries dropped. */
export const partNumbersOf = (text: string) =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

type Messages = { count: string; length: string; duplicate: string };

/** A list field's problem: too many values, one too long, or one twice (case aside). */
function listProblem(text: string, max: number, maxLength: number, messages: Messages) {
  const values = partNumbersOf(text);
  if (values.length > max) return messages.count;
  if (values.some((n) => n.length > maxLength)) return messages.length;
  if (new Set(values.map((n) => n.toLowerCase())).size < values.length) return messages.duplicate;
  return undefined;
}

type PartValues = { sku: string; partNumbers: string; supersedes: string; fits: string };

/**
 * The part fields' rules: a SKU and each number at most 64 characters (a fitted engine 80);
 * at most 10 part numbers, 20 superseded ones, 50 engines; none twice.
 */
export function checkParts(v: PartValues, ctx: z.RefinementCtx) {
  if (v.sku.trim().length > MAX_PART_LENGTH) ctx.addIssue({ code: 'custom', path: ['sku'], message: partMessages.sku });
  const problems = {
    partNumbers: listProblem(v.partNumbers, MAX_PART_NUMBERS, MAX_PART_LENGTH, partMessages),
    supersedes: listProblem(v.supersedes, MAX_SUPERSEDES, MAX_PART_LENGTH, supersedesMessages),
    fits: listProblem(v.fits, MAX_FITS, MAX_FITS_LENGTH, fitsMessages),
  };
  for (const [path, message] of Object.entries(problems)) {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

export const NO_PARTS = { sku: '', partNumbers: '', supersedes: '', fits: '' };
export const partsToForm = (p: Product) => ({
  sku: p.sku ?? '',
  partNumbers: (p.partNumbers ?? []).join(', '),
  supersedes: (p.supersedes ?? []).join(', '),
  fits: (p.fits ?? []).join(', '),
});
/** The part fields as sent: "" clears the SKU, [] a list. */
export const partsPayload = (v: PartValues) => ({
  sku: v.sku.trim(),
  partNumbers: partNumbersOf(v.partNumbers),
  supersedes: partNumbersOf(v.supersedes),
  fits: partNumbersOf(v.fits),
});
