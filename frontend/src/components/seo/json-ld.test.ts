import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/site';
import { scriptSafeJson } from '@/lib/script-json';
import { organizationAndWebsite } from './json-ld';
import { localBusiness, openingHoursSpecification, parseDays, parseHours } from './local-business';

const ORIGIN = 'https://www.example.ae';
const site = {
  ...DEFAULT_SETTINGS,
  companyName: 'Blue Harbour',
  legalEntity: 'Blue Harbour LLC',
  email: 'info@blue.ae',
  phone: '971501234567',
  social: { ...DEFAULT_SETTINGS.social, instagram: 'https://instagram.com/blue', youtube: 'https://youtube.com/@blue' },
};

describe('the JSON-LD of the site', () => {
  it('names the publisher and the website, the website in the page language', () => {
    expect(organizationAndWebsite(site, ORIGIN, 'ar')).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': `${ORIGIN}/#organization`,
          name: 'Blue Harbour',
          legalName: 'Blue Harbour LLC',
          url: `${ORIGIN}/`,
          logo: `${ORIGIN}/favicon.svg`,
          email: 'info@blue.ae',
          telephone: '+971501234567',
          sameAs: ['https://instagram.com/blue', 'https://youtube.com/@blue'],
        },
        {
          '@type': 'WebSite',
          name: 'Blue Harbour',
          url: `${ORIGIN}/ar`,
          publisher: { '@id': `${ORIGIN}/#organization` },
        },
      ],
    });
    const graph = organizationAndWebsite(DEFAULT_SETTINGS, ORIGIN, 'en')['@graph'] as Record<string, unknown>[];
    expect(graph[0]).not.toHaveProperty('sameAs');
  });

  it('is safe inside a <script>', () => {
    const text = scriptSafeJson({ name: '</script><!-- \u2028\u2029' });
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- \u2028\u2029' });
  });
});

describe('the opening hours', () => {
  it('reads days and ranges of days, wrapping round the week', () => {
    expect(parseDays('Sunday to Thursday')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);
    expect(parseDays('Fri - Sat')).toEqual(['Friday', 'Saturday']);
    expect(parseDays('thurs')).toEqual(['Thursday']);
    expect(parseDays('Saturday–Monday')).toEqual(['Saturday', 'Sunday', 'Monday']);
    for (const junk of ['', 'Su', 'Weekdays', 'Sunday to', '24/7']) expect(parseDays(junk), junk).toBeUndefined();
  });

  it('reads hours in 12 or 24 hours', () => {
    expect(parseHours('8:00 AM-6:00 PM')).toEqual(['08:00', '18:00']);
    expect(parseHours('9am to 5pm')).toEqual(['09:00', '17:00']);
    expect(parseHours('12 AM - 12 PM')).toEqual(['00:00', '12:00']);
    expect(parseHours('08:30 — 17:45')).toEqual(['08:30', '17:45']);
    for (const junk of ['', 'closed', '13 PM-2 PM', '8:60-9', '24:00-25:00'])
      expect(parseHours(junk), junk).toBeUndefined();
  });

  it('leaves out the rows a machine cannot read', () => {
    expect(
      openingHoursSpecification([
        { days: 'Sunday to Thursday', hours: '8:00 AM-6:00 PM' },
        { days: 'Friday', hours: 'Closed' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
  });

  it('make the LocalBusiness of the contact page, with its map and profiles when set', () => {
    const business = localBusiness(
      { ...site, address: 'Al Jaddaf', mapUrl: 'https://maps.example/x' },
      site.businessHours,
      ORIGIN,
      'en',
      `${ORIGIN}/uploads/placeholder.jpg`,
      'Dubai',
    );
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Blue Harbour',
      url: `${ORIGIN}/`,
      image: `${ORIGIN}/uploads/placeholder.jpg`,
      telephone: '+971501234567',
      address: { '@type': 'PostalAddress', streetAddress: 'Al Jaddaf', addressLocality: 'Dubai', addressCountry: 'AE' },
      hasMap: 'https://maps.example/x',
      sameAs: ['https://instagram.com/blue', 'https://youtube.com/@blue'],
    });
    expect(business.openingHoursSpecification).toHaveLength(2);
  });
});
