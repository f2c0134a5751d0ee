/**
 * The catalogue's content in the page's language: on Arabic pages each text with an Arabic
 * version shows that, and an empty one ("" or absent) the English text, field by field.
 */
import type { Banner, Product } from '@/types/api';
import type { Lang } from './lang';

/** A card has no description (docs/search.md, "Cards"): it stays without one. */
export const localizeProduct = <P extends Pick<Product, 'name' | 'nameAr'> & Partial<Pick<Product, 'description' | 'descriptionAr'>>>(
  p: P,
  lang: Lang,
): P =>
  lang === 'ar'
    ? { ...p, name: p.nameAr || p.name, ...('description' in p ? { description: p.descriptionAr || p.description } : {}) }
    : p;

export const localizeBanner = (b: Banner, lang: Lang): Banner =>
  lang === 'ar'
    ? {
        ...b,
        title: b.titleAr || b.title,
        description: b.descriptionAr || b.description,
        buttonText: b.buttonTextAr || b.buttonText,
      }
    : b;
