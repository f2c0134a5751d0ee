import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { looksLikeHeader, MAX_PARTS_FILE_BYTES, readPartsFile, rowsToLines } from './parts-file';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS = 'http://schemas.openxmlformats.org';
const cell = (v: string | number, c: number, r: number) =>
  typeof v === 'number'
    ? `<c r="${'ABCD'[c]}${r}"><v>${v}</v></c>`
    : `<c r="${'ABCD'[c]}${r}" t="inlineStr"><is><t>${v}</t></is></c>`;

/** A one-sheet XLSX of inline strings and numbers, deflated as spreadsheet programs write it. */
function xlsx(rows: (string | number)[][]): File {
  const text = (s: string) => strToU8(XML + s);
  const rel = `${NS}/officeDocument/2006/relationships`;
  const zip = zipSync({
    '[Content_Types].xml': text(
      `<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': text(
      `<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': text(
      `<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="Parts" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': text(
      `<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': text(
      `<worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${rows
        .map((row, i) => `<row r="${i + 1}">${row.map((v, c) => cell(v, c, i + 1)).join('')}</row>`)
        .join('')}</sheetData></worksheet>`,
    ),
  });
  return new File([zip], 'Parts.XLSX');
}

const csv = (text: string, name = 'parts.csv') => new File([text], name, { type: 'text/csv' });

describe('a parts list from a file', () => {
  it('reads a CSV: header skipped, cells joined by a tab, quoted commas kept, blank rows dropped', async () => {
    const text = '\uFEFFPart No.,Description,Qty\r\n1R-0750,"Filter, fuel",4\r\n\r\nRacor 2040PM,,10\r\n';
    expect(await readPartsFile(csv(text))).toEqual({ lines: ['1R-0750\tFilter, fuel\t4', 'Racor 2040PM\t\t10'] });
  });

  it('keeps a first row that is a part, not a header', async () => {
    expect(await readPartsFile(csv('1R-0750,4\nRacor 2040PM,10\n'))).toEqual({
      lines: ['1R-0750\t4', 'Racor 2040PM\t10'],
    });
  });

  it('reads an XLSX with numbers as numbers, and an Arabic header', async () => {
    const file = xlsx([
      ['رقم القطعة', 'الكمية'],
      ['1R-0750', 4],
      ['Racor 2040PM', 10],
    ]);
    expect(await readPartsFile(file)).toEqual({ lines: ['1R-0750\t4', 'Racor 2040PM\t10'] });
  });

  it('says why a file cannot be read', async () => {
    expect(await readPartsFile(new File(['x'], 'parts.pdf'))).toEqual({ problem: 'notSpreadsheet' });
    expect(await readPartsFile(csv('Part,Qty\n'))).toEqual({ problem: 'noRows' });
    expect(await readPartsFile(new File(['not a zip'], 'parts.xlsx'))).toEqual({ problem: 'unreadable' });
    const big = csv('x\n');
    Object.defineProperty(big, 'size', { value: MAX_PARTS_FILE_BYTES + 1 });
    expect(await readPartsFile(big)).toEqual({ problem: 'tooLarge' });
  });

  it('tells a header from a line', () => {
    expect(looksLikeHeader(['Part Number', 'Qty'])).toBe(true);
    expect(looksLikeHeader(['SKU'])).toBe(true);
    expect(looksLikeHeader(['Racor filter'])).toBe(false);
    expect(looksLikeHeader(['Part 1', 'Qty'])).toBe(false);
    expect(rowsToLines([['a', 'b\tc', ''], ['', ''], ['d']])).toEqual(['a\tb c', 'd']);
  });
});
