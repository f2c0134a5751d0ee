import { SPEC_FIELDS } from '@/api/specs';

/**
 * The import's columns, in the export's order (docs/catalogue-io.md, "Columns and cells"):
 * the product fields, then every specification key. The server's copy is
 * src/domain/catalogue/import_cells.cpp; the API's round-trip test holds the two together.
 */
export const PRODUCT_COLUMNS = [
  'id', 'sku', 'name', 'nameAr', 'category', 'description', 'descriptionAr', 'price', 'showContactForPricing',
  'inStock', 'isVisible', 'image', 'images', 'partNumbers', 'supersedes', 'fits',
] as const;
export const IMPORT_COLUMNS: readonly string[] = [...PRODUCT_COLUMNS, ...SPEC_FIELDS.map((f) => f.key)];

/** Each header of the file → the field it fills, or null when the column is left out. */
export type ColumnMapping = Record<string, string | null>;
/** One row as the API takes it: its row number in the file and its cells by field. */
export type ImportRow = { row: number } & Record<string, string | number>;

/**
 * Headers that name a field exactly are mapped at once; `complete` says whether every header
 * was (then the screen skips the mapping step). Others are suggested by case-insensitive
 * name and otherwise left out, for the admin to choose.
 */
export function autoMapping(headers: readonly string[]): { mapping: ColumnMapping; complete: boolean } {
  const mapping: ColumnMapping = {};
  let complete = true;
  const taken = new Set<string>();
  for (const header of headers) {
    const name = header.trim();
    const exact = IMPORT_COLUMNS.includes(name) && !taken.has(name) ? name : null;
    const loose = exact ?? IMPORT_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase() && !taken.has(c)) ?? null;
    if (!exact) complete = false;
    if (loose) taken.add(loose);
    mapping[header] = loose;
  }
  return { mapping, complete: complete && headers.length > 0 };
}

/** The identifying column a file must have: an id or an SKU for matching, or a name to create. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  const fields = Object.values(mapping).filter((f): f is string => f !== null);
  if (new Set(fields).size !== fields.length) return 'Each field can be chosen for one column only.';
  if (!fields.includes('id') && !fields.includes('sku') && !fields.includes('name'))
    return 'Map a column to id, sku or name.';
  return null;
}

/**
 * The records under the header as the API's rows: numbered as the spreadsheet numbers them
 * (the header is row 1), blank records skipped but counted.
 */
export function rowsFromRecords(headers: readonly string[], records: readonly string[][], mapping: ColumnMapping): ImportRow[] {
  const rows: ImportRow[] = [];
  records.forEach((record, i) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const row: ImportRow = { row: i + 2 };
    headers.forEach((header, c) => {
      const field = mapping[header];
      if (field) row[field] = record[c] ?? '';
    });
    rows.push(row);
  });
  return rows;
}

/**
 * Rows in batches of at most `maxBytes` of JSON each (the API takes 4 MB a batch) and at most
 * `maxRows` rows, so that the apply's progress bar moves often on a large file.
 */
export function batches(rows: readonly ImportRow[], maxBytes = 3_000_000, maxRows = 1_000): ImportRow[][] {
  const out: ImportRow[][] = [];
  let current: ImportRow[] = [];
  let size = 0;
  const encoder = new TextEncoder();
  for (const row of rows) {
    const bytes = encoder.encode(JSON.stringify(row)).length + 1;
    if (current.length > 0 && (size + bytes > maxBytes || current.length >= maxRows)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += bytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}
