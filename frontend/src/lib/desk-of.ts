/**
 * Which desk a page's buttons go to (docs/desks.md): the first desk is the general one (header,
 * footer, home, contact, anything without a category); a category's desk is the one listing it,
 * else the first. An older server's settings have no `desks`: then one implicit desk of the
 * settings' phone and WhatsApp number, without hours, so nothing changes.
 */
import type { Desk, SiteSettings } from '@/types/api';
import { useDeskAgent } from './desks';
import { useSettings } from './site-settings';

/** The settings' desks, in the owner's order; never empty. */
export const desksOf = (s: SiteSettings): Desk[] =>
  s.desks?.length
    ? s.desks
    : [
        {
          id: 'general',
          name: s.companyName,
          nameAr: s.companyNameAr ?? '',
          phone: s.phone,
          agents: [{ name: s.companyName, nameAr: s.companyNameAr ?? '', whatsapp: s.whatsappNumber }],
          hours: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
          exceptions: [],
          categories: [],
        },
      ];

/** The desk of `category` among `desks` (the one listing it, else the first); the first without one. */
export const deskIn = (desks: Desk[], category?: string): Desk =>
  desks.find((d) => d.categories.includes(category as Desk['categories'][number])) ?? desks[0]!;

/** The desk of `category` in the settings (deskIn). */
export const deskFor = (s: SiteSettings, category?: string): Desk => deskIn(desksOf(s), category);

/** The desk of `category` (the general desk without one), with its phone and this visitor's WhatsApp number. */
export function useDesk(category?: string) {
  const desk = deskFor(useSettings(), category);
  return { desk, phone: desk.phone, whatsappNumber: useDeskAgent(desk)! };
}
