/** The desks as the LocalBusiness's departments (docs/desks.md, "JSON-LD"). */
import { describe, expect, it } from 'vitest';
import type { Desk } from '@/types/api';
import fixture from '../../../../tests/fixtures/desk_hours.json';
import { departments as departmentsOf } from './home-head';
import { localBusiness } from '@/components/seo/local-business';

const departments = (desks: Desk[], lang: 'en' | 'ar', address: Record<string, unknown>) =>
  departmentsOf(desks, lang)(address);

const hours = (id: string) => fixture.desks[id as keyof typeof fixture.desks] as Pick<Desk, 'hours' | 'exceptions'>;
const desk = (id: string, over: Partial<Desk> = {}): Desk => ({
  ...hours(id),
  id,
  name: `Desk ${id}`,
  nameAr: `قسم ${id}`,
  phone: '97145550001',
  agents: [{ name: 'A', nameAr: '', whatsapp: '971501110001' }],
  categories: [],
  ...over,
});
const ADDRESS = { '@type': 'PostalAddress', streetAddress: 'Al Jaddaf', addressCountry: 'AE' };

describe('departments', () => {
  it('list each desk with hours: name, telephone, address, a specification per day and range', () => {
    const [office, ...rest] = departments([desk('office'), desk('none'), desk('night')], 'en', ADDRESS);
    expect(rest).toHaveLength(1); // the desk without hours is left out
    expect(office).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Desk office',
      telephone: '+97145550001',
      address: ADDRESS,
    });
    const week = office!.openingHoursSpecification as Record<string, string>[];
    expect(week).toHaveLength(6); // Sunday to Thursday and Saturday; Friday closed
    expect(week).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '09:00',
      closes: '13:00',
    });
    expect(office).not.toHaveProperty('specialOpeningHoursSpecification');
    // 24:00 is written 23:59.
    expect(rest[0]!.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Thursday', opens: '20:00', closes: '23:59' }),
    );
  });

  it('give the exceptions as special hours: a closed range at 00:00, other hours per day', () => {
    const [d] = departments([desk('office-holidays')], 'ar', ADDRESS);
    expect(d!.name).toBe('قسم office-holidays');
    const special = d!.specialOpeningHoursSpecification as Record<string, string>[];
    expect(special).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-02',
      validThrough: '2026-12-03',
      opens: '00:00',
      closes: '00:00',
    });
    // Ramadan: its weekdays' hours, and its closed days at 00:00, for its dates.
    expect(special).toContainEqual(
      expect.objectContaining({
        validFrom: '2027-02-08',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '09:00',
        closes: '15:00',
      }),
    );
    expect(special).toContainEqual(
      expect.objectContaining({
        validFrom: '2027-02-08',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '00:00',
        closes: '00:00',
      }),
    );
  });

  it('join the LocalBusiness only when a desk has hours', () => {
    const site = { companyName: 'Blue', phone: '971501234567', email: 'a@b.c', social: {}, address: 'x', mapUrl: '' };
    const args = [site as never, [], 'https://x.ae', 'en', 'https://x.ae/i.jpg', 'Dubai'] as const;
    expect(localBusiness(...args, departmentsOf([desk('none')], 'en'))).not.toHaveProperty('department');
    expect(localBusiness(...args, departmentsOf([desk('office')], 'en')).department).toHaveLength(1);
    expect(localBusiness(...args)).not.toHaveProperty('department');
  });
});
