import { describe, expect, it } from 'vitest';
import { adminPayload, adminProductSchema, adminValuesFromProduct, emptyAdminValues } from './schema';
import { partMessages } from './part-fields';
import { makeProduct } from '@/testing/test-utils';

const valid = {
  ...emptyAdminValues(),
  name: 'Impeller',
  description: 'A pump impeller.',
  price: '90',
  images: ['/a.jpg'],
};
const problems = (values: Partial<typeof valid>) => {
  const result = adminProductSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the part fields of the product form', () => {
  it('takes a SKU and comma-separated part numbers, and sends them trimmed', () => {
    expect(problems({ sku: ' VP-1 ', partNumbers: '21951346, 3862228 ,, ' })).toEqual({});
    const body = adminPayload({ ...valid, sku: ' VP-1 ', partNumbers: '21951346, 3862228 ,, ' });
    expect(body.sku).toBe('VP-1');
    expect(body.partNumbers).toEqual(['21951346', '3862228']);
    // Emptied: both cleared.
    expect(adminPayload(valid)).toMatchObject({ sku: '', partNumbers: [] });
  });

  it('holds the limits: a SKU of 64, at most 10 numbers of 64 each, none twice', () => {
    expect(problems({ sku: 'x'.repeat(64) })).toEqual({});
    expect(problems({ sku: 'x'.repeat(65) })).toEqual({ sku: partMessages.sku });
    const ten = Array.from({ length: 10 }, (_, i) => `N${i}`);
    expect(problems({ partNumbers: ten.join(',') })).toEqual({});
    expect(problems({ partNumbers: [...ten, 'N10'].join(',') })).toEqual({ partNumbers: partMessages.count });
    expect(problems({ partNumbers: `A, ${'y'.repeat(65)}` })).toEqual({ partNumbers: partMessages.length });
    expect(problems({ partNumbers: 'AB-1, ab-1' })).toEqual({ partNumbers: partMessages.duplicate });
  });

  it("fills the form from a product's fields", () => {
    const values = adminValuesFromProduct(makeProduct({ sku: 'MS-00123', partNumbers: ['A1', 'B2'] }));
    expect(values).toMatchObject({ sku: 'MS-00123', partNumbers: 'A1, B2' });
    expect(adminValuesFromProduct(makeProduct())).toMatchObject({ sku: '', partNumbers: '' });
  });
});
