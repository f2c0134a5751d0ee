import { describe, expect, it } from 'vitest';
import { getRuntimeConfig } from './runtime';
import { buildSite, chatEnquiryMessage, formatPhone, telHref, whatsappHref } from './site';

describe('site constants', () => {
  it('uses clearly placeholder defaults', () => {
    const s = buildSite();
    expect(s.companyName).toContain('Example');
    expect(s.legalEntity).toMatch(/LLC$/);
    expect(s.phone).toBe('971500000000');
    expect(s.phoneDisplay).toBe('+971 50 000 0000');
    expect(s.whatsappNumber).toBe(s.phone);
  });

  it('takes overrides from the runtime config, ignoring junk', () => {
    const cfg = getRuntimeConfig({
      apiBaseUrl: 'https://api.example.test/',
      site: { companyName: 'Blue Harbour Marine', phone: '+971 55 123 4567', email: 42, address: '  ' },
    });
    expect(cfg.apiBaseUrl).toBe('https://api.example.test');
    const s = buildSite(cfg.site);
    expect(s.companyName).toBe('Blue Harbour Marine');
    expect(s.phone).toBe('971551234567');
    expect(s.phoneDisplay).toBe('+971 55 123 4567');
    expect(s.whatsappNumber).toBe('971551234567');
    expect(s.email).toBe('info@example.com');
    expect(s.address).toContain('Dubai');
    expect(getRuntimeConfig(undefined)).toEqual({ apiBaseUrl: '', site: {} });
  });

  it('builds call and chat links with the prefilled enquiry', () => {
    const s = buildSite({ phone: '971551234567' });
    expect(telHref(s)).toBe('tel:+971551234567');
    expect(chatEnquiryMessage('Anchor Chain')).toBe(
      "Hi! I'm interested in learning more about the Anchor Chain from the company. Could you please provide more details?",
    );
    const url = new URL(whatsappHref('Anchor Chain', s));
    expect(url.origin + url.pathname).toBe('https://wa.me/971551234567');
    expect(url.searchParams.get('text')).toBe(chatEnquiryMessage('Anchor Chain'));
    expect(whatsappHref(undefined, s)).toBe('https://wa.me/971551234567');
  });

  it('takes business hours from the runtime config when well formed', () => {
    expect(buildSite().businessHours).toEqual([
      { days: 'Sunday to Thursday', hours: '8:00 AM-6:00 PM' },
      { days: 'Friday to Saturday', hours: '9:00 AM-5:00 PM' },
    ]);
    const hours = [{ days: 'Every day', hours: '24 hours' }];
    expect(buildSite(getRuntimeConfig({ site: { businessHours: hours } }).site).businessHours).toEqual(hours);
    // junk keeps the defaults
    for (const junk of ['9-5', [], [{ days: 'Monday' }], [{ days: ' ', hours: '9-5' }]]) {
      expect(buildSite(getRuntimeConfig({ site: { businessHours: junk } }).site).businessHours).toHaveLength(2);
    }
  });

  it('encodes the whole chat message, including apostrophes, ampersands and question marks', () => {
    const s = buildSite({ whatsappNumber: '+971 50 765 4321' });
    const href = whatsappHref('Vessel Sales & Purchase', s);
    expect(href).toBe(
      'https://wa.me/971507654321?text=' +
        "Hi!%20I'm%20interested%20in%20learning%20more%20about%20the%20Vessel%20Sales%20%26%20Purchase%20" +
        'from%20the%20company.%20Could%20you%20please%20provide%20more%20details%3F',
    );
    expect(new URL(href).searchParams.get('text')).toBe(chatEnquiryMessage('Vessel Sales & Purchase'));
  });

  it('formats other numbers as +digits', () => {
    expect(formatPhone('4412345678')).toBe('+4412345678');
  });
});
