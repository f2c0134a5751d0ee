import { describe, expect, it, vi } from 'vitest';
import { autoMapping, rowsFromRecords } from './mapping';
import { cellText, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, parseImportFile } from './parse-file';

// The XLSX reader itself runs in the e2e suite (tests/e2e/staff-import.spec.ts, a real browser
// under the site's Content-Security-Policy); here it stands in for one that reads a typed sheet
// or waits for ever, as it does when the policy refuses its worker.
const readSheet = vi.hoisted(() => vi.fn());
vi.mock('read-excel-file/browser', () => ({ readSheet }));
const xlsx = () => new File(['PK'], 'parts.xlsx');

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

  it("reads an XLSX reader's typed sheet as text", async () => {
    readSheet.mockResolvedValueOnce([
      ['sku', 'price', 'inStock'],
      ['A-1', 1250.5, true],
      [null, null, null],
      ['A-2', 20, false],
    ]);
    const parsed = await parseImportFile(xlsx());
    expect(parsed).toEqual({
      headers: ['sku', 'price', 'inStock'],
      records: [
        ['A-1', '1250.5', 'true'],
        ['', '', ''],
        ['A-2', '20', 'false'],
      ],
      dataRows: 2,
    });
  });

  it('names the problem when the page refuses the XLSX reader its worker, instead of waiting for ever', async () => {
    readSheet.mockClear();
    readSheet.mockReturnValueOnce(new Promise(() => {}));
    const parsing = parseImportFile(xlsx());
    await vi.waitFor(() => expect(readSheet).toHaveBeenCalled());
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'worker-src' }));
    expect(await parsing).toEqual({ problem: 'xlsxNeedsWorker' });
  });
});
