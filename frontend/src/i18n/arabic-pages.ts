/**
 * The Arabic strings of every page but the categories' (home, search, product with a vessel's
 * booking, contact, enquiry): a chunk of their own, which only those pages load (lang.ts), so
 * that a category page, where a visitor of the catalogue most often lands, carries only its own.
 */
import banners from 'virtual:ar/banners';
import charter from 'virtual:ar/charter';
import contact from 'virtual:ar/contact';
import enquiry from 'virtual:ar/enquiry';
import home from 'virtual:ar/home';
import product from 'virtual:ar/product';
import search from 'virtual:ar/search';
import type { ArabicCatalogue } from './lang';

export const catalogue = { banners, charter, contact, enquiry, home, product, search } as Partial<ArabicCatalogue>;
