import type { Lang } from '@/i18n';
import { searchQuery, searchText } from '@/api/specs';
import type { Product } from '@/types/api';

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-low', label: 'Price Low to High' },
  { value: 'price-high', label: 'Price High to Low' },
  { value: 'newest', label: 'Newest First' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'name';

export function parseSort(value: string | null): SortOption {
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortOption) : DEFAULT_SORT;
}

const price = (p: Product) => {
  const n = Number.parseFloat(p.price);
  return Number.isFinite(n) ? n : 0;
};
const time = (p: Product) => Date.parse(p.timestamp) || 0;

/** The specification filters of a category page, as the URL holds them (?type=&lengthMin=…). */
export const FILTER_KEYS = [
  'type',
  'lengthMin',
  'lengthMax',
  'guests',
  'yearMin',
  'yearMax',
  'priceMin',
  'priceMax',
  'brand',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SpecFilters = Partial<Record<FilterKey, string>>;

export function parseFilters(params: URLSearchParams): SpecFilters {
  const out: SpecFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** A number bound of a filter; nothing when it is not a number (then it does not filter). */
const bound = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** Within [min, max] where given; a product without the value does not match a bound. */
function inRange(value: number | undefined, min: string | undefined, max: string | undefined) {
  const lo = bound(min);
  const hi = bound(max);
  if (lo === undefined && hi === undefined) return true;
  if (value === undefined) return false;
  return (lo === undefined || value >= lo) && (hi === undefined || value <= hi);
}

/** Whether `p` passes every filter that is set. */
export function matchesFilters(p: Product, f: SpecFilters): boolean {
  const s = p.specs ?? {};
  const askingPrice = p.showContactForPricing ? undefined : price(p);
  return (
    (!f.type || s.vesselType === f.type) &&
    (!f.brand || s.brand?.toLocaleLowerCase() === f.brand.toLocaleLowerCase()) &&
    inRange(s.lengthM, f.lengthMin, f.lengthMax) &&
    inRange(s.guests, f.guests, undefined) &&
    inRange(s.yearBuilt, f.yearMin, f.yearMax) &&
    inRange(askingPrice, f.priceMin, f.priceMax)
  );
}

/** The search (api/specs.ts) and the filters, in the chosen order. */
export function filterProducts(
  products: readonly Product[],
  search: string,
  sort: SortOption,
  filters: SpecFilters = {},
  lang: Lang = 'en',
): readonly Product[] {
  const { list, texts } = sortedProducts(products, sort, lang);
  const q = searchQuery(search);
  const filtered = Object.keys(filters).length > 0;
  if (!q && !filtered) return list;
  return list.filter((p, i) => (!q || texts[i]!.includes(q)) && (!filtered || matchesFilters(p, filters)));
}

/** What a category page asks of its products: the URL's search, sort and filters, and the language. */
export type ViewQuery = { search: string; sort: SortOption; filters: SpecFilters; lang: Lang };
/** A page's worth of a category: the first `limit` matches, and how many match. */
export type CategoryView = { items: readonly Product[]; matched: number };

/**
 * The first `limit` products `query` finds, in its order, and how many it finds: the one
 * function behind a category page, in the page's thread (a small category) or in the
 * category worker (a large one), so both show the same (docs/large-catalogues.md).
 */
export function viewOf(products: readonly Product[], query: ViewQuery, limit: number): CategoryView {
  const visible = filterProducts(products, query.search, query.sort, query.filters, query.lang);
  return { items: visible.slice(0, limit), matched: visible.length };
}

/** The brands of a category's products, once each, in alphabetical order (the brand filter's choices). */
export const brandsOf = (products: readonly Product[]) =>
  [...new Set(products.flatMap((p) => (p.specs?.brand ? [p.specs.brand] : [])))].sort((a, b) => a.localeCompare(b));

/**
 * The products in the chosen order, with their search texts beside them, sorted once per list
 * and order (the query cache hands the same array until the data changes): with thousands of
 * products a keystroke then only filters, which keeps the order, and reads each product's text
 * from an array (docs/large-catalogues.md).
 */
type Sorted = { list: Product[]; texts: string[] };
const sorted = new WeakMap<readonly Product[], Map<string, Sorted>>();
function sortedProducts(products: readonly Product[], sort: SortOption, lang: Lang): Sorted {
  let orders = sorted.get(products);
  if (!orders) sorted.set(products, (orders = new Map()));
  let order = orders.get(`${sort}:${lang}`);
  if (!order) {
    const list = sortProducts([...products], sort, lang);
    order = { list, texts: list.map(searchText) };
    orders.set(`${sort}:${lang}`, order);
  }
  return order;
}

const collators = { en: new Intl.Collator('en'), ar: new Intl.Collator('ar') };
/** By the name the page shows: on Arabic pages the Arabic name where there is one. */
const nameOrder = (lang: Lang) => {
  const shown = (p: Product) => (lang === 'ar' && p.nameAr) || p.name;
  return (a: Product, b: Product) => collators[lang].compare(shown(a), shown(b));
};

function sortProducts(products: Product[], sort: SortOption, lang: Lang): Product[] {
  const byName = nameOrder(lang);
  switch (sort) {
    case 'price-low':
      return products.sort((a, b) => price(a) - price(b) || byName(a, b));
    case 'price-high':
      return products.sort((a, b) => price(b) - price(a) || byName(a, b));
    case 'newest':
      return products.sort((a, b) => time(b) - time(a) || byName(a, b));
    case 'name':
    default:
      return products.sort(byName);
  }
}
