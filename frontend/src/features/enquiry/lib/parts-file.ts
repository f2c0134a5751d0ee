/**
 * A parts list from a file (docs/parts-lists.md, "The screens"): a CSV or XLSX read in the
 * browser with the import screen's packages (papaparse; read-excel-file with fflate), each
 * loaded only when a file of its kind is chosen. Each row becomes one line, its cells joined
 * by a tab (the server's line parser takes a tab between columns); a first row that looks
 * like a header is left out.
 */
export const MAX_PARTS_LINES = 500;
export const MAX_PARTS_FILE_BYTES = 5 * 1024 * 1024;

export type PartsFileProblem = 'notSpreadsheet' | 'tooLarge' | 'unreadable' | 'noRows';
export type PartsFile = { lines: string[] } | { problem: PartsFileProblem };

// Words of a header row, in both languages ("Part No.", "Qty", "الكمية").
const HEADER_WORD =
  /^(part|parts|part ?(no|number|#)|p\/?n|item|items|sku|code|ref|reference|description|desc|name|qty|quantity|pcs|units?|رقم|رقم القطعة|الرقم|الكمية|كمية|الوصف|وصف|الصنف|اسم)\.?$/i;

/** A first row is a header when it has no digit and one of its cells is a header's word. */
export function looksLikeHeader(cells: readonly string[]): boolean {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  return (
    filled.length > 0 &&
    !filled.some((c) => /[0-9\u0660-\u0669\u06f0-\u06f9]/.test(c)) &&
    filled.some((c) => HEADER_WORD.test(c))
  );
}

/** A cell as text (the XLSX reader types numbers and dates). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** Rows → lines: blank rows dropped, the cells of each joined by a tab, a header row skipped. */
export function rowsToLines(rows: readonly (readonly string[])[]): string[] {
  const filled = rows
    .map((row) => row.map((c) => c.replace(/[\t\r\n]+/g, ' ').trim()))
    .filter((row) => row.some(Boolean));
  const body = filled.length && looksLikeHeader(filled[0]!) ? filled.slice(1) : filled;
  // Trailing empty cells say nothing; inner ones keep the columns apart.
  return body.map((row) => row.slice(0, row.findLastIndex(Boolean) + 1).join('\t'));
}

async function csvRows(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}

/**
 * Unzipped here and packed again without compression before read-excel-file reads it: fflate
 * inflates a large entry in a blob: worker, which the site's Content-Security-Policy refuses
 * (docs/catalogue-io.md, "The import screen").
 */
async function xlsxRows(file: File): Promise<string[][]> {
  const [{ readSheet }, { unzipSync, zipSync }] = await Promise.all([
    import('read-excel-file/browser'),
    import('fflate'),
  ]);
  const parts = unzipSync(new Uint8Array(await file.arrayBuffer()), { filter: (f) => /\.(xml|rels)$/.test(f.name) });
  const stored = zipSync(parts, { level: 0 });
  const sheet = await readSheet(stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength));
  return sheet.map((row) => row.map(cellText));
}

/** A chosen file as lines, or why it cannot be read. More than 500 lines is the caller's to say. */
export async function readPartsFile(file: File): Promise<PartsFile> {
  const name = file.name.toLowerCase();
  const kind = name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : null;
  if (!kind) return { problem: 'notSpreadsheet' };
  if (file.size > MAX_PARTS_FILE_BYTES) return { problem: 'tooLarge' };
  try {
    const lines = rowsToLines(kind === 'csv' ? await csvRows(await file.text()) : await xlsxRows(file));
    return lines.length ? { lines } : { problem: 'noRows' };
  } catch {
    return { problem: 'unreadable' };
  }
}
