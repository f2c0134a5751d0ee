/**
 * The desk an enquiry list goes to (docs/desks.md, the contract's POST /api/enquiries): the desk
 * of most of its items, by category, a tie going to the earlier desk; the parts list's lines not
 * in the catalogue count as Marine Supplies. The server decides the same way when no desk is sent.
 */
import { deskIn } from '@/lib/desk-of';
import type { Desk } from '@/types/api';

/** Each desk the list's categories go to, with its count, in the desks' order; the most first is `[0]` after sorting. */
export function listDesks(desks: Desk[], categories: readonly string[]): { desk: Desk; count: number }[] {
  const counts = new Map<Desk, number>();
  for (const c of categories) {
    const desk = deskIn(desks, c);
    counts.set(desk, (counts.get(desk) ?? 0) + 1);
  }
  return desks.filter((d) => counts.has(d)).map((desk) => ({ desk, count: counts.get(desk)! }));
}

/** The desk of most items (a tie: the earlier desk); the first desk for an empty list. */
export function listDesk(desks: Desk[], categories: readonly string[]): Desk {
  let best: { desk: Desk; count: number } | undefined;
  for (const d of listDesks(desks, categories)) if (!best || d.count > best.count) best = d;
  return best?.desk ?? desks[0]!;
}

/** The categories an enquiry counts: each item's, and Marine Supplies for each missing line. */
export const listCategories = (items: readonly { category: string }[], missingLines: number): string[] => [
  ...items.map((i) => i.category),
  ...Array.from({ length: missingLines }, () => 'marine-spares'),
];
