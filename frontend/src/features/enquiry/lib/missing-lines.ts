/**
 * The parts-list lines the catalogue has not got (docs/parts-lists.md, "The enquiry"): kept
 * beside the enquiry list, in localStorage as it is, and sent with it as `missing`. Apart from
 * lib/enquiry-list.ts so that the product cards of every page do not carry them.
 */
import { clampQuantity } from '@/lib/enquiry-list';
import { storedList } from '@/lib/stored-list';

/** The server's limits: 100 lines, 1 to 200 characters each. */
export const MAX_MISSING_LINES = 100;
const MAX_TEXT = 200;
const KEY = 'enquiry-missing';

export type MissingLine = { text: string; quantity: number };

const EMPTY: readonly MissingLine[] = [];

// Control characters are refused by the server: a pasted tab or line break becomes a space.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const clean = (text: string) => text.replace(CONTROL, ' ').trim().slice(0, MAX_TEXT);

function parse(raw: string | null): readonly MissingLine[] {
  try {
    return (JSON.parse(raw ?? '[]') as Partial<MissingLine>[])
      .filter((d) => typeof d?.text == 'string' && clean(d.text))
      .slice(0, MAX_MISSING_LINES)
      .map((d) => ({ text: clean(d.text!), quantity: clampQuantity(Number(d.quantity)) }));
  } catch {
    return EMPTY;
  }
}

const store = storedList(KEY, parse);
const write = store.write;
export const getMissingLines = store.get;
export const useMissingLines = store.useList;

/**
 * Adds lines (a line already kept, compared without case, takes the new quantity). Returns how
 * many could not be kept because the list is full.
 */
export function addMissingLines(added: readonly MissingLine[]): number {
  const lines = [...getMissingLines()];
  let dropped = 0;
  for (const { text, quantity } of added) {
    const line = { text: clean(text), quantity: clampQuantity(quantity) };
    if (!line.text) continue;
    const at = lines.findIndex((l) => l.text.toLowerCase() === line.text.toLowerCase());
    if (at >= 0) lines[at] = line;
    else if (lines.length < MAX_MISSING_LINES) lines.push(line);
    else dropped++;
  }
  write(lines);
  return dropped;
}

export function removeMissingLine(index: number) {
  write(getMissingLines().filter((_, i) => i !== index));
}

export function clearMissingLines() {
  write(EMPTY);
}
