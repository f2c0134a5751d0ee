import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, autoMapping, batches, mappingProblem, rowsFromRecords } from './mapping';

describe('the import column mapping', () => {
  it('recognises a file whose headers name the fields exactly, the export\'s own included', () => {
    const { mapping, complete } = autoMapping([...IMPORT_COLUMNS]);
    expect(complete).toBe(true);
    expect(mapping.price).toBe('price');
    expect(mapping.lengthM).toBe('lengthM');
    // The product columns as the server's export writes them (src/domain/catalogue/import_cells.cpp).
    const exported = ['id', 'sku', 'name', 'nameAr', 'category', 'description', 'descriptionAr', 'price',
      'showContactForPricing', 'inStock', 'isVisible', 'image', 'images', 'partNumbers', 'supersedes', 'fits'];
    expect(autoMapping(exported).complete).toBe(true);
  });

  it('suggests case-insensitive matches and leaves unknown columns out, asking for a step', () => {
    const { mapping, complete } = autoMapping(['SKU', 'Price', 'Colour']);
    expect(complete).toBe(false);
    expect(mapping).toEqual({ SKU: 'sku', Price: 'price', Colour: null });
  });

  it('needs a column that identifies or names the product, each field once', () => {
    expect(mappingProblem({ Price: 'price' })).toBe('Map a column to id, sku or name.');
    expect(mappingProblem({ a: 'sku', b: 'sku' })).toBe('Each field can be chosen for one column only.');
    expect(mappingProblem({ a: 'sku', b: null })).toBeNull();
  });

  it('numbers rows as the spreadsheet does and skips blank ones', () => {
    const rows = rowsFromRecords(['sku', 'Colour', 'price'], [['A-1', 'red', '1,500'], ['', ' ', ''], ['A-2', 'blue', '20']],
      { sku: 'sku', Colour: null, price: 'price' });
    expect(rows).toEqual([{ row: 2, sku: 'A-1', price: '1,500' }, { row: 4, sku: 'A-2', price: '20' }]);
  });

  it('cuts the rows into batches under a size, keeping their order', () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ row: i + 2, name: 'مرساة'.repeat(10) }));
    const parts = batches(rows, 400);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flat()).toEqual(rows);
    for (const part of parts) expect(new TextEncoder().encode(JSON.stringify(part)).length).toBeLessThanOrEqual(400 + part.length);
  });

  it('cuts small rows by count too, so that a progress bar moves', () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ row: i + 2, sku: `S-${i}` }));
    expect(batches(rows).map((part) => part.length)).toEqual([1_000, 1_000, 500]);
  });
});
