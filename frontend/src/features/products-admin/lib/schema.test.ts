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
  it('reports every missing field at once with the fixed messages (docs/behaviour.md)', () => {
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

  it("takes the site's own full image URL, whatever its scheme, and sends its /uploads/ path", () => {
    const v = { ...emptySubUserValues(), name: 'A', description: 'B', price: '5' };
    const own = `${window.location.origin}/uploads/products/anchor.jpg`;
    expect(own).toMatch(/^http:\/\//);
    expect(subUserProductSchema.safeParse({ ...v, image: own }).success).toBe(true);
    expect(subUserPayload({ ...v, image: ` ${own} ` }).image).toBe('/uploads/products/anchor.jpg');
    expect(issues(subUserProductSchema.safeParse({ ...v, image: `${window.location.origin}/admin/x.jpg` }))).toEqual({
      image: 'Must be a valid image URL',
    });
    expect(issues(subUserProductSchema.safeParse({ ...v, image: 'http://other.example/uploads/a.jpg' }))).toEqual({
      image: 'Must be a valid image URL',
    });
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

describe('specifications in the product forms', () => {
  const charter = (specs: Record<string, string>) => ({
    ...emptyAdminValues(),
    name: 'A',
    description: 'B',
    images: ['/uploads/a.png'],
    price: '900',
    category: 'vessel-chartering' as const,
    specs: { ...emptyAdminValues().specs, ...specs },
  });
  const specIssues = (r: ReturnType<typeof adminProductSchema.safeParse>) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it("checks the chosen category's fields with the server's messages", () => {
    expect(
      specIssues(
        adminProductSchema.safeParse(
          charter({
            lengthM: '600',
            beamM: '4.555',
            guests: '2.5',
            yearBuilt: '1899',
            builder: 'x'.repeat(101),
            draftM: 'deep',
          }),
        ),
      ),
    ).toEqual({
      'specs.lengthM': 'Length must be between 0.5 and 500 m',
      'specs.beamM': 'Beam must have at most 2 decimals',
      'specs.guests': 'Guests must be a whole number',
      'specs.yearBuilt': `Year built must be between 1900 and ${new Date().getFullYear() + 1}`,
      'specs.builder': 'Builder must be at most 100 characters',
      'specs.draftM': 'Draft must be a number',
    });
    expect(adminProductSchema.safeParse(charter({ lengthM: '24.35', guests: '12' })).success).toBe(true);
    // a marine-supplies listing does not check (nor send) vessel fields
    expect(adminProductSchema.safeParse({ ...charter({ lengthM: '600' }), category: 'marine-spares' }).success).toBe(
      true,
    );
  });

  it('sends numbers as numbers, empty fields as null, and a minimum only with an hourly rate', () => {
    const sent = adminPayload(
      charter({ lengthM: ' 24.5 ', vesselType: 'yacht', rateBasis: 'day', minimumHours: '3' }),
    ).specs;
    expect(sent).toMatchObject({
      lengthM: 24.5,
      vesselType: 'yacht',
      rateBasis: 'day',
      minimumHours: null,
      guests: null,
    });
    expect(Object.keys(sent ?? {})).not.toContain('brand');
    expect(adminPayload(charter({ rateBasis: 'hour', minimumHours: '3' })).specs).toMatchObject({ minimumHours: 3 });
    expect(adminValuesFromProduct(makeProduct({ specs: { lengthM: 20.7, builder: 'Azimut' } })).specs).toMatchObject({
      lengthM: '20.7',
      builder: 'Azimut',
      guests: '',
    });
  });

  it("puts the server's specs.<key> errors on their fields", () => {
    const body = JSON.stringify({
      errors: [{ field: 'specs.lengthM', message: 'Length must be between 0.5 and 500 m' }],
    });
    expect(serverFieldErrors(new ApiError(400, 'x', body), { 'specs.lengthM': 'specs.lengthM' })).toEqual([
      { field: 'specs.lengthM', message: 'Length must be between 0.5 and 500 m' },
    ]);
  });
});
