/**
 * The Arabic strings of the product, contact and enquiry pages (and a vessel's booking, on its
 * product page): a chunk of their own, which only those pages load (lang.ts), so that a
 * category or the home page, where a visitor most often lands, does not carry them.
 */
import charter from 'virtual:ar/charter';
import contact from 'virtual:ar/contact';
import enquiry from 'virtual:ar/enquiry';
import product from 'virtual:ar/product';
import type { ArabicCatalogue } from './lang';

export const catalogue = { charter, contact, enquiry, product } as Partial<ArabicCatalogue>;
