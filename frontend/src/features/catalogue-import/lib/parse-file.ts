/**
 * Reading the admin's spreadsheet in the browser (docs/catalogue-io.md, "The import screen"):
 * CSV with papaparse, XLSX with read-excel-file (and fflate), each loaded only when a file of its kind is
 * chosen, so neither weighs on any other screen. The limits are the server's
 * (`domain/catalogue/product_import.hpp`), checked here too so that a wrong file is refused
 * before it is sent.
 */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

/** The file's header and the records under it, every cell as text. */
export type ParsedFile = { headers: string[]; records: string[][]; dataRows: number };
export type ParseProblem =
  { problem: 'notSpreadsheet' | 'tooLarge' | 'tooManyRows' | 'noRows' } | { problem: 'unreadable'; reason: string };

type Kind = 'csv' | 'xlsx';

function kindOf(file: File): Kind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  return null;
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** A cell of either reader as the API's text (an XLSX reader types numbers, booleans and dates). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** CSV text → records: the byte-order mark dropped, quoted commas and line breaks kept inside their cell. */
export async function csvRecords(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const fatal = result.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new Error(`${fatal.message} (row ${(fatal.row ?? 0) + 1})`);
  return result.data;
}

/**
 * The XLSX reader unzips with fflate, which inflates an entry of more than 512 kB in a worker
 * made from a blob: URL; the site's Content-Security-Policy refuses that worker (Chromium
 * fires an error fflate does not hear, and the read waits for ever). So the file is unzipped
 * here, on the page, and handed to the reader packed again without compression, which it
 * reads without a worker (docs/catalogue-io.md, "The import screen").
 */
async function xlsxRecords(file: File): Promise<string[][]> {
  const [{ readSheet }, { unzipSync, zipSync }] = await Promise.all([
    import('read-excel-file/browser'),
    import('fflate'),
  ]);
  // Only the XML parts: images and other media are never read.
  const parts = unzipSync(new Uint8Array(await file.arrayBuffer()), { filter: (f) => /\.(xml|rels)$/.test(f.name) });
  const stored = zipSync(parts, { level: 0 });
  const sheet = await readSheet(stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength));
  return sheet.map((row) => row.map(cellText));
}

/**
 * Records → header and rows. Blank lines before the header are passed over; blank lines
 * after it stay in `records` (empty), so `rowsFromRecords` numbers each row as the
 * spreadsheet does, and are not counted as rows.
 */
export function splitHeader(all: string[][]): ParsedFile | ParseProblem {
  const headerAt = all.findIndex((record) => !isBlank(record));
  if (headerAt < 0) return { problem: 'noRows' };
  const headers = all[headerAt]!.map((h) => h.trim());
  const records = all.slice(headerAt + 1);
  const dataRows = records.filter((record) => !isBlank(record)).length;
  if (dataRows === 0) return { problem: 'noRows' };
  if (dataRows > MAX_IMPORT_ROWS) return { problem: 'tooManyRows' };
  // Blank lines above the header shift the rows' numbers by as many.
  return { headers, records: [...Array.from({ length: headerAt }, () => []), ...records], dataRows };
}

/** Reads a chosen file, or says why it cannot be imported. */
export async function parseImportFile(file: File): Promise<ParsedFile | ParseProblem> {
  const kind = kindOf(file);
  if (!kind) return { problem: 'notSpreadsheet' };
  if (file.size > MAX_IMPORT_BYTES) return { problem: 'tooLarge' };
  try {
    return splitHeader(kind === 'csv' ? await csvRecords(await file.text()) : await xlsxRecords(file));
  } catch (error) {
    return { problem: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
  }
}
