import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/site';
import { ApiError } from '@/lib/api';
import type { SiteSettings } from '@/types/api';
import { serverFieldErrors, settingsSchema } from './schema';

const valid: SiteSettings = {
  ...DEFAULT_SETTINGS,
  phone: '971501234567',
  whatsappNumber: '97141234567',
  creditUrl: 'https://studio.example',
  social: { ...DEFAULT_SETTINGS.social, instagram: 'https://instagram.com/blueharbour' },
  mapUrl: 'https://maps.example/?q=Al+Jaddaf',
};

/** The messages by field path ("businessHours.0.days"), as the form shows them. */
function errors(change: (s: SiteSettings) => unknown): Record<string, string> {
  const input = structuredClone(valid);
  const changed = change(input) ?? input;
  const result = settingsSchema.safeParse(changed);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const set =
  <K extends keyof SiteSettings>(key: K, value: SiteSettings[K]) =>
  (s: SiteSettings) => {
    s[key] = value;
  };
const x = (n: number) => 'x'.repeat(n);

describe('settings schema: the server rules and messages', () => {
  it('accepts valid settings and trims the texts (spaces, and the multi-line line breaks, at either end)', () => {
    const parsed = settingsSchema.parse({
      ...valid,
      companyName: '  Blue Harbour ',
      heroText: '\nLine one\nLine two \n',
    });
    expect(parsed.companyName).toBe('Blue Harbour');
    expect(parsed.heroText).toBe('Line one\nLine two');
    expect(errors(() => undefined)).toEqual({});
  });

  it.each([
    ['companyName', 'Company name', 100],
    ['legalEntity', 'Legal entity', 150],
    ['address', 'Address', 300],
    ['heroHeading', 'Home heading', 150],
    ['heroText', 'Home text', 500],
    ['creditName', 'Credit name', 100],
  ] as const)('%s: required, at most %i characters (counted as characters)', (key, label, max) => {
    expect(errors(set(key, '  '))).toEqual({ [key]: `${label} is required` });
    expect(errors(set(key, x(max + 1)))).toEqual({ [key]: `${label} must be at most ${max} characters` });
    expect(errors(set(key, x(max)))).toEqual({});
    // 'é' and Arabic letters are one character each, as on the server.
    expect(errors(set(key, 'é'.repeat(max)))).toEqual({});
  });

  it('says "Company name must be at most 100 characters" exactly', () => {
    expect(errors(set('companyName', x(101)))).toEqual({ companyName: 'Company name must be at most 100 characters' });
    expect(errors(set('companyName', ''))).toEqual({ companyName: 'Company name is required' });
  });

  it('refuses control characters; the multi-line texts may hold line breaks and tabs', () => {
    expect(errors(set('companyName', 'Blue\nHarbour'))).toEqual({
      companyName: 'Company name must be one line without control characters',
    });
    expect(errors(set('address', 'Office\u0000 1'))).toEqual({
      address: 'Address must be one line without control characters',
    });
    expect(errors(set('heroText', 'One\nTwo\tThree'))).toEqual({});
    expect(errors(set('heroText', 'One\u0007'))).toEqual({
      heroText: 'Home text must not contain control characters other than line breaks and tabs',
    });
    expect(errors(set('creditName', 'Studio\u0085'))).toEqual({
      creditName: 'Credit name must be one line without control characters',
    });
  });

  it('category descriptions: required, at most 300 characters, multi-line', () => {
    const labels = {
      'marine-spares': 'Marine Supplies description',
      'vessel-chartering': 'Vessel Chartering description',
      'vessel-sales-purchase': 'Vessel Sales & Purchase description',
    } as const;
    for (const [slug, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      const path = `categoryDescriptions.${slug}`;
      expect(errors((s) => void (s.categoryDescriptions[slug] = ''))).toEqual({ [path]: `${label} is required` });
      expect(errors((s) => void (s.categoryDescriptions[slug] = x(301)))).toEqual({
        [path]: `${label} must be at most 300 characters`,
      });
      expect(errors((s) => void (s.categoryDescriptions[slug] = 'Line\nline'))).toEqual({});
      expect(errors((s) => void (s.categoryDescriptions[slug] = 'Bell\u0007'))).toEqual({
        [path]: `${label} must not contain control characters other than line breaks and tabs`,
      });
    }
  });

  it('business hours: 1 to 7 rows, days and hours required, at most 60 characters', () => {
    const rows = (n: number) => Array.from({ length: n }, () => ({ days: 'Every day', hours: '24 hours' }));
    expect(errors(set('businessHours', rows(0)))).toEqual({ businessHours: 'Business hours need 1 to 7 rows' });
    expect(errors(set('businessHours', rows(8)))).toEqual({ businessHours: 'Business hours need 1 to 7 rows' });
    expect(errors(set('businessHours', rows(7)))).toEqual({});
    expect(errors(set('businessHours', [{ days: ' ', hours: x(61) }]))).toEqual({
      'businessHours.0.days': 'Days is required',
      'businessHours.0.hours': 'Hours must be at most 60 characters',
    });
    expect(errors(set('businessHours', [...rows(1), { days: x(61), hours: '' }]))).toEqual({
      'businessHours.1.days': 'Days must be at most 60 characters',
      'businessHours.1.hours': 'Hours is required',
    });
  });

  it('phone and WhatsApp number: 971 then 8 or 9 digits', () => {
    const phone = 'Phone must be a UAE number in digits with the country code: 971 then 8 or 9 digits';
    const whatsapp = 'WhatsApp number must be a UAE number in digits with the country code: 971 then 8 or 9 digits';
    for (const bad of ['', '+971501234567', '0501234567', '971 50 123 4567', '9715012345678', '9715012345']) {
      expect(errors(set('phone', bad))).toEqual({ phone });
      expect(errors(set('whatsappNumber', bad))).toEqual({ whatsappNumber: whatsapp });
    }
    for (const good of ['97141234567', '971501234567', ' 971501234567 '])
      expect(errors(set('phone', good))).toEqual({});
  });

  it('email', () => {
    const message = { email: 'Email must be a valid email address' };
    for (const bad of [
      '',
      'info',
      '@example.com',
      'info@example',
      'info@@example.com',
      'in fo@example.com',
      'info@.com',
      'info@example..com',
    ])
      expect(errors(set('email', bad))).toEqual(message);
    expect(errors(set('email', `${x(250)}@example.com`))).toEqual(message);
    expect(errors(set('email', ' info@blue-harbour.ae '))).toEqual({});
  });

  it('credit link: required https', () => {
    expect(errors(set('creditUrl', ''))).toEqual({ creditUrl: 'Credit link is required' });
    for (const bad of [
      'http://studio.example',
      'studio.example',
      'javascript:alert(1)',
      'https://user:pw@studio.example',
      'https:///x',
      'https://a b.example',
    ])
      expect(errors(set('creditUrl', bad))).toEqual({ creditUrl: 'Credit link must be an https:// address' });
  });

  it('social links and the map link: optional https', () => {
    const labels = {
      instagram: 'Instagram',
      facebook: 'Facebook',
      linkedin: 'LinkedIn',
      youtube: 'YouTube',
      tiktok: 'TikTok',
    } as const;
    for (const [key, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
      expect(errors((s) => void (s.social[key] = ''))).toEqual({});
      expect(errors((s) => void (s.social[key] = 'http://example.com'))).toEqual({
        [`social.${key}`]: `${label} link must be an https:// address`,
      });
    }
    expect(errors(set('mapUrl', ''))).toEqual({});
    expect(errors(set('mapUrl', 'maps.example'))).toEqual({ mapUrl: 'Map link must be an https:// address' });
  });

  it('links follow the shared https rule (lib/url-rules.ts): a host, no user info, at most 2048 bytes', () => {
    for (const bad of ['https://ex%61mple.com', 'https://example.com\\evil', `https://example.com/${x(2100)}`])
      expect(errors(set('mapUrl', bad))).toEqual({ mapUrl: 'Map link must be an https:// address' });
    expect(errors(set('mapUrl', 'https://example.com/a?b=c#d'))).toEqual({});
  });

  it('refuses unknown keys, as the server does', () => {
    expect(settingsSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('server field errors', () => {
  it('keeps every {field, message}, with paths as the form names its fields', () => {
    const body = JSON.stringify({
      message: 'Please correct the highlighted settings',
      errors: [
        { field: 'phone', message: 'Phone must be …' },
        { field: 'businessHours.0.days', message: 'Days is required' },
        { field: 'businessHours[1].hours', message: 'Hours is required' },
        { field: 'categoryDescriptions.marine-spares', message: 'Too long' },
        { field: 3, message: 'ignored' },
      ],
    });
    expect(serverFieldErrors(new ApiError(400, 'Bad Request', body))).toEqual([
      { field: 'phone', message: 'Phone must be …' },
      { field: 'businessHours.0.days', message: 'Days is required' },
      { field: 'businessHours.1.hours', message: 'Hours is required' },
      { field: 'categoryDescriptions.marine-spares', message: 'Too long' },
    ]);
    expect(serverFieldErrors(new ApiError(500, 'Error', 'not json'))).toEqual([]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });
});
