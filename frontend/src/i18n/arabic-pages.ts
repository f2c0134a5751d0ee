/**
 * The Arabic strings of every page but the categories' (home, search, product with a vessel's
 * booking, contact, enquiry, and any page added later): a chunk of their own, which only those
 * pages load (lang.ts), so that a category page, where a visitor of the catalogue most often
 * lands, carries only its own. Every section but arabic.ts's (the first chunk's) and the ones
 * no Arabic page shows (the staff's import screen, the API's enquiry message).
 */
import rest from 'virtual:ar/*?except=category,common,footer,head,notFound,specs,catalogueImport,enquiryMessage';
import type { ArabicCatalogue } from './lang';

export const catalogue = rest as Partial<ArabicCatalogue>;
