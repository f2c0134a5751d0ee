/**
 * What a product page tells link previews and search engines (docs/first-paint.md, "The
 * page's head"): its description (price, specifications, text), its share image and its
 * schema.org Product, in the page's language, from the same strings and formatters the page
 * shows. The rules (and the words) are those of the API's page tags before the page server.
 */
import { filledSpecs, type SpecKey } from '@/api/specs';
import { findCategory } from '@/config/site';
import { messagesIn, type Catalogue, type Lang } from '@/i18n';
import common from 'virtual:en/common';
import { formatPrice } from '@/lib/format';
import { isValidImageUrl } from '@/lib/url-rules';
import type { Product } from '@/types/api';
import { priceSuffix } from '@/components/catalogue/product-price';
import type { JsonLd } from '@/components/seo/json-ld';
import { PLACEHOLDER_SHARE_IMAGE } from '@/components/seo/page-head';
import { minimumHoursText, specValueText } from '../components/product-specs';

type SpecTexts = Catalogue['specs'];

/** UN/CEFACT codes of the fields with a unit, for schema.org (metres, knots, hours). */
const UNIT_CODES: Partial<Record<SpecKey, string>> = {
  lengthM: 'MTR',
  beamM: 'MTR',
  draftM: 'MTR',
  cruiseSpeedKn: 'KNT',
  minimumHours: 'HUR',
  engineHours: 'HUR',
};

const UPLOADED = /^(\/uploads\/images\/[0-9a-f]{32})\.webp$/;

/**
 * The share image of a product image: our uploads have a 1200×630 "-share.jpg" beside them;
 * other valid URLs are used as they are; none, or a URL stored before the image rule held
 * (http:, credentials), gives the placeholder.
 */
export function shareImageUrl(image: string | undefined): string {
  if (!image || !isValidImageUrl(image)) return PLACEHOLDER_SHARE_IMAGE;
  const upload = UPLOADED.exec(image);
  return upload ? `${upload[1]}-share.jpg` : image;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * At most `limit` characters (code points: an Arabic letter is one), cut at a space in the
 * second half when there is one, with an ellipsis.
 */
export function shorten(text: string, limit = 160): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  let cut = chars.slice(0, limit - 1).join('');
  const space = cut.lastIndexOf(' ');
  if (space >= 0 && utf8Length(cut.slice(0, space)) > utf8Length(cut) / 2) cut = cut.slice(0, space);
  return `${cut}…`;
}

/** "AED 4,850.00 per day incl. VAT · Minimum 3 hours", or 'Contact For Pricing', in `lang`. */
export function priceText(product: Product, pricesIncludeVat: boolean, lang: Lang, t: SpecTexts): string {
  const { price } = messagesIn(lang, 'common', common);
  if (product.showContactForPricing) return price.contactForPricing;
  const minimum = minimumHoursText(product.specs, t);
  return (
    `${formatPrice(product.price, lang)} ${priceSuffix(product.specs, lang)}` +
    (pricesIncludeVat ? price.inclVat : '') +
    (minimum ? ` · ${minimum}` : '')
  );
}

/** "Length: 24.5 m · Guests: 12": the specifications the page lists, without the price's own. */
export function specsSummary(product: Product, t: SpecTexts): string {
  return filledSpecs(product.specs)
    .filter(({ field }) => field.key !== 'rateBasis' && field.key !== 'minimumHours')
    .map(({ field, value }) => `${t.labels[field.key]}: ${specValueText(field, value, t)}`)
    .join(' · ');
}

/** The meta description: price, specifications and text (`product` in the page's language), shortened. */
export function productDescription(product: Product, pricesIncludeVat: boolean, lang: Lang, t: SpecTexts): string {
  const summary = specsSummary(product, t);
  return shorten(
    `${priceText(product, pricesIncludeVat, lang, t)} · ${summary ? `${summary} · ` : ''}${product.description}`,
  );
}

function additionalProperties(product: Product, t: SpecTexts): JsonLd[] {
  return filledSpecs(product.specs).map(({ field, value }) => {
    const property: JsonLd = { '@type': 'PropertyValue', propertyID: field.key, name: t.labels[field.key] };
    if (typeof value === 'string') {
      property.value = specValueText(field, value, t);
      return property;
    }
    property.value = value;
    const unitCode = UNIT_CODES[field.key];
    if (unitCode) property.unitCode = unitCode;
    if (field.unit) property.unitText = t.units[field.unit as keyof SpecTexts['units']] ?? field.unit;
    return property;
  });
}

/**
 * A charter vessel with terms (docs/charter.md) is offered at its hourly rate, or else its
 * daily rate, with the unit said (UN/CEFACT HUR, DAY); anything else at its price.
 */
function offer(product: Product, url: string, seller: string): JsonLd {
  const sellerOrg = { '@type': 'Organization', name: seller };
  const rate = product.charter?.hourlyRate ?? product.charter?.dailyRate;
  if (product.charter && rate) {
    const unitCode = product.charter.hourlyRate ? 'HUR' : 'DAY';
    return {
      '@type': 'Offer',
      price: rate,
      priceCurrency: 'AED',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: rate, priceCurrency: 'AED', unitCode },
      availability: 'https://schema.org/InStock',
      url,
      seller: sellerOrg,
    };
  }
  return {
    '@type': 'Offer',
    price: product.price,
    priceCurrency: 'AED',
    availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
    seller: sellerOrg,
  };
}

/**
 * https://schema.org/Product. `product` in the page's language; `url` the page's own; `image`
 * the absolute share image; `company` the seller's name in the page's language.
 */
export function productJsonLd(
  product: Product,
  { url, image, company, lang, t }: { url: string; image: string; company: string; lang: Lang; t: SpecTexts },
): JsonLd {
  // The shop's SKU where it has one, else the listing's id (docs/search.md).
  const out: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku || product.id,
    url,
  };
  const mpn = product.specs?.partNumber || product.partNumbers?.[0];
  if (mpn) out.mpn = mpn;
  out.image = [image];
  const category = findCategory(product.category, lang);
  if (category) out.category = category.name;
  // A spare part names the engines it fits (docs/parts-lists.md, "The screens").
  if (product.category === 'marine-spares' && product.fits?.length) {
    out.isAccessoryOrSparePartFor = product.fits.map((name) => ({ '@type': 'Product', name }));
  }
  const properties = additionalProperties(product, t);
  if (properties.length) out.additionalProperty = properties;
  // Priced items have an offer; 'Contact For Pricing' items have none (no price to state).
  if (!product.showContactForPricing || product.charter) out.offers = offer(product, url, company);
  return out;
}
