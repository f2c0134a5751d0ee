import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { makeProduct } from '@/testing/test-utils';
import {
  adminMessages,
  adminPayload,
  adminProductSchema,
  adminValuesFromProduct,
  emptyAdminValues,
  emptySubUserValues,
  serverFieldErrors,
  subUserPayload,
  subUserProductSchema,
} from './schema';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('admin product schema', () => {
  it('reports every missing field at once with the spec messages', () => {
    expect(issues(adminProductSchema.safeParse(emptyAdminValues()))).toEqual({
      name: adminMessages.name.message,
      description: adminMessages.description.message,
      price: adminMessages.price.message,
      images: adminMessages.images.message,
    });
  });

  it.each(['0', '-3', 'abc', '  '])('refuses the price %j unless Contact For Pricing is on', (price) => {
    const v = { ...emptyAdminValues(), name: 'A', description: 'B', images: ['/uploads/a.png'], price };
    expect(issues(adminProductSchema.safeParse(v))).toEqual({ price: adminMessages.price.message });
    expect(adminProductSchema.safeParse({ ...v, showContactForPricing: true }).success).toBe(true);
  });

  it('accepts a complete product; blanks are not names', () => {
    const v = { ...emptyAdminValues(), name: 'A', description: 'B', images: ['/uploads/a.png'], price: '0.01' };
    expect(adminProductSchema.safeParse(v).success).toBe(true);
    expect(issues(adminProductSchema.safeParse({ ...v, name: '   ' }))).toEqual({ name: adminMessages.name.message });
  });

  it('merges the main and additional images for editing, and splits them again on save', () => {
    const p = makeProduct({ image: '/uploads/a.png', images: ['/uploads/b.png', '/uploads/c.png'] });
    const values = adminValuesFromProduct(p);
    expect(values.images).toEqual(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']);
    expect(adminPayload(values)).toMatchObject({
      image: '/uploads/a.png',
      images: ['/uploads/b.png', '/uploads/c.png'],
    });
  });

  it("stores '0.00' under Contact For Pricing, and shows it as an empty price", () => {
    const values = { ...emptyAdminValues(), name: ' A ', description: 'B', price: '12', images: ['/x.png'] };
    expect(adminPayload({ ...values, showContactForPricing: true })).toMatchObject({ name: 'A', price: '0.00' });
    expect(adminValuesFromProduct(makeProduct({ price: '0.00', showContactForPricing: true })).price).toBe('');
  });
});

describe('sub-user product schema', () => {
  it('has its own messages; the image is optional', () => {
    expect(issues(subUserProductSchema.safeParse(emptySubUserValues()))).toEqual({
      name: 'Product name is required',
      description: 'Description is required',
      price: 'Price is required',
    });
    const v = { ...emptySubUserValues(), name: 'A', description: 'B', showContactForPricing: true };
    expect(subUserProductSchema.safeParse(v).success).toBe(true);
  });

  it("checks the image URL with the server's rule", () => {
    const v = { ...emptySubUserValues(), name: 'A', description: 'B', price: '5' };
    for (const image of [
      'http://x.example/a.jpg',
      'https://u:p@x.example/a.jpg',
      '/uploads/%2e%2e/a.png',
      'ftp://x/y.png',
    ]) {
      expect(issues(subUserProductSchema.safeParse({ ...v, image })), image).toEqual({
        image: 'Must be a valid image URL',
      });
    }
    expect(subUserProductSchema.safeParse({ ...v, image: 'https://x.example/a.jpg' }).success).toBe(true);
  });

  it('uses the placeholder image when the URL is empty', () => {
    const v = { ...emptySubUserValues(), name: 'A', description: 'B', price: '5' };
    expect(subUserPayload(v).image).toBe('/uploads/placeholder.jpg');
    expect(subUserPayload({ ...v, image: ' https://x.example/a.jpg ' }).image).toBe('https://x.example/a.jpg');
  });
});

describe('serverFieldErrors', () => {
  it('maps the server fields onto the form and drops the rest', () => {
    const body = JSON.stringify({
      message: 'Description must be at least 10 characters',
      errors: [
        { field: 'description', message: 'Description must be at least 10 characters' },
        { field: 'image', message: 'Must be a valid image URL' },
        { field: 'id', message: 'bad id' },
      ],
    });
    const error = new ApiError(400, 'Bad Request', body);
    expect(serverFieldErrors(error, { description: 'description', image: 'images' })).toEqual([
      { field: 'description', message: 'Description must be at least 10 characters' },
      { field: 'images', message: 'Must be a valid image URL' },
    ]);
    expect(serverFieldErrors(new ApiError(500, 'x', body), { description: 'description' })).toEqual([]);
    expect(serverFieldErrors(new Error('x'), { description: 'description' })).toEqual([]);
  });
});
