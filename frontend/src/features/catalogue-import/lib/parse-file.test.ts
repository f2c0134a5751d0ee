import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { autoMapping, rowsFromRecords } from './mapping';
import { cellText, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, parseImportFile } from './parse-file';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS = 'http://schemas.openxmlformats.org';
const sheetRow = (cells: string[], r: number) =>
  `<row r="${r}">${cells.map((v, c) => `<c r="${'ABCD'[c]}${r}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;

/** A one-sheet XLSX of inline strings, deflated as spreadsheet programs write it. */
function xlsx(rows: string[][]): File {
  const text = (s: string) => strToU8(XML + s);
  const zip = zipSync({
    '[Content_Types].xml': text(
      `<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': text(
      `<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': text(
      `<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': text(
      `<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': text(
      `<worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${rows.map((r, i) => sheetRow(r, i + 1)).join('')}</sheetData></worksheet>`,
    ),
  });
  return new File([zip], 'parts.xlsx');
}

const csv = (text: string, name = 'catalogue.csv') => new File([text], name, { type: 'text/csv' });

describe('reading an import file', () => {
  it('reads a CSV with a byte-order mark, quoted commas and line breaks, Arabic and blank lines', async () => {
    const text =
      '\uFEFFsku,name,nameAr,description,price\r\n' +
      'A-1,"Anchor, 20 kg",مرساة فولاذية,"Two lines\nof text",1250.00\r\n' +
      '\r\n' +
      'A-2,Rope,حبل,,"1,500.50"\r\n';
    const parsed = await parseImportFile(csv(text));
    if ('problem' in parsed) throw new Error(parsed.problem);
    expect(parsed.headers).toEqual(['sku', 'name', 'nameAr', 'description', 'price']);
    expect(parsed.dataRows).toBe(2);
    const { mapping, complete } = autoMapping(parsed.headers);
    expect(complete).toBe(true);
    expect(rowsFromRecords(parsed.headers, parsed.records, mapping)).toEqual([
      {
        row: 2,
        sku: 'A-1',
        name: 'Anchor, 20 kg',
        nameAr: 'مرساة فولاذية',
        description: 'Two lines\nof text',
        price: '1250.00',
      },
      { row: 4, sku: 'A-2', name: 'Rope', nameAr: 'حبل', description: '', price: '1,500.50' },
    ]);
  });

  it('passes over blank lines above the header, numbering rows as the spreadsheet does', async () => {
    const parsed = await parseImportFile(csv('\n\nsku,price\nA-1,10\n'));
    if ('problem' in parsed) throw new Error(parsed.problem);
    expect(rowsFromRecords(parsed.headers, parsed.records, { sku: 'sku', price: 'price' })).toEqual([
      { row: 4, sku: 'A-1', price: '10' },
    ]);
  });

  it('refuses what the server would refuse, before sending anything', async () => {
    expect(await parseImportFile(new File(['x'], 'catalogue.pdf'))).toEqual({ problem: 'notSpreadsheet' });
    expect(await parseImportFile(csv('sku,price\n\n'))).toEqual({ problem: 'noRows' });
    expect(await parseImportFile(csv(''))).toEqual({ problem: 'noRows' });
    const big = csv('sku\n');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
    expect(await parseImportFile(big)).toEqual({ problem: 'tooLarge' });
    const rows = (n: number) => `sku\n${Array.from({ length: n }, (_, i) => `S-${i}`).join('\n')}\n`;
    expect(await parseImportFile(csv(rows(MAX_IMPORT_ROWS + 1)))).toEqual({ problem: 'tooManyRows' });
    const full = await parseImportFile(csv(rows(MAX_IMPORT_ROWS)));
    expect('problem' in full ? full.problem : full.dataRows).toBe(MAX_IMPORT_ROWS);
  });

  it('says why a broken file cannot be read', async () => {
    const parsed = await parseImportFile(csv('sku,name\nA-1,"never closed\n'));
    expect(parsed).toMatchObject({ problem: 'unreadable' });
  });

  it("gives an XLSX reader's typed cells as text", () => {
    expect([cellText(1250.5), cellText(true), cellText(null), cellText(new Date('2026-03-01T00:00:00Z'))]).toEqual([
      '1250.5',
      'true',
      '',
      '2026-03-01',
    ]);
  });

  it("reads an XLSX file, a sheet over the unzipper's 512 kB worker threshold included", async () => {
    const rows = [
      ['sku', 'name', 'nameAr', 'price'],
      ...Array.from({ length: 6_000 }, (_, i) => [`XL-${i}`, `Part ${i}`, 'قطعة', '10']),
    ];
    const parsed = await parseImportFile(xlsx(rows));
    if ('problem' in parsed) throw new Error(JSON.stringify(parsed));
    expect(parsed.headers).toEqual(['sku', 'name', 'nameAr', 'price']);
    expect(parsed.dataRows).toBe(6_000);
    expect(parsed.records[5_999]).toEqual(['XL-5999', 'Part 5999', 'قطعة', '10']);
  });
});
