import { describe, expect, it } from 'vitest';
import { getRuntimeConfig } from './runtime';
import { DEFAULT_SETTINGS, buildSite, chatEnquiryMessage, mailtoHref, telHref, whatsappHref } from './site';
import { formatPhone } from '@/lib/phone';

describe('site constants', () => {
  it('has clearly placeholder defaults for the business and the site texts of today', () => {
    const s = buildSite(DEFAULT_SETTINGS);
    expect(s.companyName).toContain('Example');
    expect(s.legalEntity).toMatch(/LLC$/);
    expect(s.phone).toBe('971500000000');
    expect(formatPhone(s.phone)).toBe('+971 50 000 0000');
    expect(s.businessHours).toEqual([
      { days: 'Sunday to Thursday', hours: '8:00 AM-6:00 PM' },
      { days: 'Friday to Saturday', hours: '9:00 AM-5:00 PM' },
    ]);
    expect(s.heroHeading).toBe('Marine supplies, vessel chartering and vessel sales you can rely on');
    expect(s.pricesIncludeVat).toBe(false);
  });

  it('reads only the API origin from the runtime config', () => {
    expect(getRuntimeConfig({ apiBaseUrl: 'https://api.example.test/', site: { companyName: 'x' } })).toEqual({
      apiBaseUrl: 'https://api.example.test',
    });
    expect(getRuntimeConfig(undefined)).toEqual({ apiBaseUrl: '' });
    expect(getRuntimeConfig({ apiBaseUrl: 42 })).toEqual({ apiBaseUrl: '' });
  });

  it('builds call, chat and mail links with the prefilled enquiry', () => {
    const s = buildSite({ ...DEFAULT_SETTINGS, phone: '971551234567', whatsappNumber: '971507654321' });
    expect(formatPhone(s.phone)).toBe('+971 55 123 4567');
    expect(formatPhone(s.whatsappNumber)).toBe('+971 50 765 4321');
    expect(telHref(s)).toBe('tel:+971551234567');
    expect(mailtoHref(s)).toBe('mailto:info@example.com');
    // An address with '?', '&' or '#' would otherwise start or cut the link's query.
    expect(mailtoHref({ email: 'sales&cc=x?#@example.ae' })).toBe('mailto:sales%26cc%3Dx%3F%23@example.ae');
    expect(chatEnquiryMessage('Anchor Chain')).toBe(
      "Hi! I'm interested in learning more about the Anchor Chain from the company. Could you please provide more details?",
    );
    const url = new URL(whatsappHref(s, 'Anchor Chain'));
    expect(url.origin + url.pathname).toBe('https://wa.me/971507654321');
    expect(url.searchParams.get('text')).toBe(chatEnquiryMessage('Anchor Chain'));
    expect(whatsappHref(s)).toBe('https://wa.me/971507654321');
  });

  it('encodes the whole chat message, including apostrophes, ampersands and question marks', () => {
    const href = whatsappHref({ whatsappNumber: '971507654321' }, 'Vessel Sales & Purchase');
    expect(href).toBe(
      'https://wa.me/971507654321?text=' +
        "Hi!%20I'm%20interested%20in%20learning%20more%20about%20the%20Vessel%20Sales%20%26%20Purchase%20" +
        'from%20the%20company.%20Could%20you%20please%20provide%20more%20details%3F',
    );
    expect(new URL(href).searchParams.get('text')).toBe(chatEnquiryMessage('Vessel Sales & Purchase'));
  });

  it('formats UAE mobile and landline numbers, and others as +digits', () => {
    expect(formatPhone('971501234567')).toBe('+971 50 123 4567');
    expect(formatPhone('4412345678')).toBe('+4412345678');
    expect(formatPhone('97141234567')).toBe('+971 4 123 4567');
  });
});
