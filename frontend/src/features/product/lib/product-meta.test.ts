import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { makeProduct } from '@/testing/test-utils';
import type { CharterTerms } from '@/types/api';
import { productDescription, productJsonLd, shareImageUrl, shorten } from './product-meta';

const t = en.specs;
const URL = 'https://www.example.ae/product/p1';
const IMAGE = 'https://www.example.ae/uploads/images/0123456789abcdef0123456789abcdef-share.jpg';

describe('the share image', () => {
  it("is an upload's 1200×630 copy, another valid URL as it is, else the placeholder", () => {
    expect(shareImageUrl('/uploads/images/0123456789abcdef0123456789abcdef.webp')).toBe(
      '/uploads/images/0123456789abcdef0123456789abcdef-share.jpg',
    );
    expect(shareImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(shareImageUrl('/uploads/demo/anchor.svg')).toBe('/uploads/demo/anchor.svg');
    for (const stale of ['', undefined, 'http://insecure.example/a.jpg', 'https://user:pw@example.com/a.jpg'])
      expect(shareImageUrl(stale)).toBe('/uploads/placeholder.jpg');
  });
});

describe('the meta description', () => {
  it('cuts at 160 characters, at a space in the second half, with an ellipsis', () => {
    expect(shorten('short')).toBe('short');
    const words = 'word '.repeat(40);
    const cut = shorten(words);
    expect(cut.endsWith('word…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
    // Characters, not UTF-16 units or bytes: 200 Arabic letters without a space.
    expect(Array.from(shorten('م'.repeat(200)))).toHaveLength(160);
  });

  it('says the price, the specifications and the text, in the page language', () => {
    const vessel = makeProduct({
      category: 'vessel-chartering',
      price: '4850.00',
      specs: { vesselType: 'crew boat', lengthM: 24.5, rateBasis: 'hour', minimumHours: 3 },
      description: 'Fast and dry.',
    });
    expect(productDescription(vessel, true, 'en', t)).toBe(
      'AED\u00a04,850.00 per hour incl. VAT · Minimum 3 hours · Vessel type: Crew boat · Length: 24.5 m · Fast and dry.',
    );
    expect(productDescription(makeProduct({ showContactForPricing: true, description: 'Ask.' }), false, 'en', t)).toBe(
      'Contact For Pricing · Ask.',
    );
  });
});

describe("a product's JSON-LD", () => {
  it('gives the SKU (else the id), the part number, the specifications and an offer', () => {
    const part = makeProduct({
      id: 'p1',
      sku: '',
      partNumbers: ['X-1', 'X-2'],
      specs: { brand: 'Acme', lengthM: 2.5 },
      inStock: false,
    });
    expect(productJsonLd(part, { url: URL, image: IMAGE, company: 'Blue Harbour', lang: 'en', t })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: part.name,
      description: part.description,
      sku: 'p1',
      url: URL,
      mpn: 'X-1',
      image: [IMAGE],
      category: 'Marine Supplies',
      additionalProperty: [
        { '@type': 'PropertyValue', propertyID: 'lengthM', name: 'Length', value: 2.5, unitCode: 'MTR', unitText: 'm' },
        { '@type': 'PropertyValue', propertyID: 'brand', name: 'Brand', value: 'Acme' },
      ],
      offers: {
        '@type': 'Offer',
        price: '1250.00',
        priceCurrency: 'AED',
        availability: 'https://schema.org/OutOfStock',
        url: URL,
        seller: { '@type': 'Organization', name: 'Blue Harbour' },
      },
    });
  });

  it('offers a charter at its hourly (else daily) rate, and a price on request not at all', () => {
    const charter = { hourlyRate: null, dailyRate: '3000.00' } as CharterTerms;
    const vessel = makeProduct({ category: 'vessel-chartering', showContactForPricing: true, charter });
    const ld = productJsonLd(vessel, { url: URL, image: IMAGE, company: 'Blue', lang: 'en', t });
    expect(ld.offers).toMatchObject({
      price: '3000.00',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '3000.00', unitCode: 'DAY' },
    });
    const onRequest = makeProduct({ showContactForPricing: true });
    expect(productJsonLd(onRequest, { url: URL, image: IMAGE, company: 'Blue', lang: 'en', t })).not.toHaveProperty(
      'offers',
    );
  });

  it('names the engines a spare part fits, one schema.org Product each (docs/parts-lists.md)', () => {
    const fits = ['Caterpillar 3516B', 'Wärtsilä 6L20'];
    const part = makeProduct({ category: 'marine-spares', fits });
    expect(productJsonLd(part, { url: URL, image: IMAGE, company: 'Blue', lang: 'en', t })).toMatchObject({
      isAccessoryOrSparePartFor: [
        { '@type': 'Product', name: 'Caterpillar 3516B' },
        { '@type': 'Product', name: 'Wärtsilä 6L20' },
      ],
    });
    for (const other of [
      makeProduct({ category: 'marine-spares', fits: [] }),
      makeProduct({ category: 'vessel-sales-purchase', fits }),
    ])
      expect(productJsonLd(other, { url: URL, image: IMAGE, company: 'Blue', lang: 'en', t })).not.toHaveProperty(
        'isAccessoryOrSparePartFor',
      );
  });
});
