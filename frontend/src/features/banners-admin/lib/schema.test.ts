import { describe, expect, it } from 'vitest';
import limit from '../../../../../tests/fixtures/banner_limit.json';
import { bannerFormSchema, formToBanner, isValidLink, LIMIT_MESSAGE, LIMIT_TITLE, MAX_BANNERS } from './schema';

// The server's constant and the database's trigger are held to the same fixture
// (tests/unit/banner_rules_test.cpp, tests/integration/banner_limit_test.cpp).
describe('the banner limit', () => {
  it('is the shared fixture, with the spec title and message', () => {
    expect(MAX_BANNERS).toBe(limit.maxBanners);
    expect(LIMIT_TITLE).toBe(limit.title);
    expect(LIMIT_MESSAGE).toBe(limit.message);
  });
});

const valid = {
  title: 'Charter',
  buttonLink: '',
  displayOrder: '1',
  image: '/uploads/banners/a.png',
  titleAr: '',
  descriptionAr: '',
  buttonTextAr: '',
};
const messages = (values: Partial<typeof valid>) => {
  const r = bannerFormSchema.safeParse({ ...valid, ...values });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('banner form schema', () => {
  it('accepts a filled form, with or without a link', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ buttonLink: 'https://example.com/offer' })).toEqual([]);
    expect(messages({ buttonLink: '/category/marine-spares' })).toEqual([]);
  });

  it('has the fixed messages (docs/behaviour.md)', () => {
    expect(messages({ title: '  ' })).toEqual(['Banner name is required']);
    expect(messages({ image: '' })).toEqual(['Please upload a banner image']);
    for (const displayOrder of ['0', '-1', '', '1.5', 'x']) {
      expect(messages({ displayOrder })).toEqual(['Display order must be at least 1']);
    }
    for (const buttonLink of ['not a url', 'javascript:alert(1)', '//evil.example/x', 'ftp://x.example/']) {
      expect(messages({ buttonLink })).toEqual(['Must be a valid URL']);
    }
  });

  it('isValidLink takes https URLs and site paths', () => {
    expect(isValidLink('https://example.com')).toBe(true);
    expect(isValidLink('/\\evil.example')).toBe(false);
    expect(isValidLink('/')).toBe(true);
    expect(isValidLink('mailto:a@b.c')).toBe(false);
  });

  it("applies the fixed values on save, and stores an empty link as '/'", () => {
    expect(formToBanner({ ...valid, title: ' Sale ', displayOrder: '2' })).toEqual({
      title: 'Sale',
      description: 'Sale',
      buttonText: 'Learn More',
      buttonLink: '/',
      backgroundColor: 'gradient-ocean',
      iconClass: 'fas fa-anchor',
      image: '/uploads/banners/a.png',
      isActive: true,
      displayOrder: 2,
      titleAr: '',
      descriptionAr: '',
      buttonTextAr: '',
    });
    expect(formToBanner({ ...valid, buttonLink: '  ' }).buttonLink).toBe('/');
    expect(formToBanner({ ...valid, buttonLink: ' /contact ' }).buttonLink).toBe('/contact');
  });

  it("takes the Arabic texts optionally, trimmed, within the English fields' limits (characters)", () => {
    expect(formToBanner({ ...valid, titleAr: ' تأجير ', buttonTextAr: 'اعرف المزيد' })).toMatchObject({
      titleAr: 'تأجير',
      descriptionAr: '',
      buttonTextAr: 'اعرف المزيد',
    });
    expect(messages({ titleAr: 'ب'.repeat(200), buttonTextAr: 'ب'.repeat(100) })).toEqual([]);
    expect(messages({ titleAr: 'ب'.repeat(201) })).toEqual(['Title (Arabic) must be at most 200 characters']);
    expect(messages({ buttonTextAr: 'ب'.repeat(101) })).toEqual([
      'Button text (Arabic) must be at most 100 characters',
    ]);
  });
});
