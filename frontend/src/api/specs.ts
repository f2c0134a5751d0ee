/**
 * A listing's specifications (docs/product-specs.md): the SPA's copy of the server's field
 * table (src/domain/catalogue/product_specs.cpp), with the same labels, units, ranges and messages,
 * so that the staff forms say what the server would. Both copies, and the database's
 * constraints, are tested against one table, tests/fixtures/spec_fields.json (specs.test.ts).
 * Only the route chunks that show or edit specs import this (product page, category filters,
 * staff forms), not the initial bundle.
 */
import type { CategorySlug } from '@/config/site';
import type { Product, ProductSpecs } from '@/types/api';

export type SpecKey = keyof ProductSpecs;
type Kind = 'text' | 'choice' | 'whole' | 'decimal';

export type SpecField = {
  key: SpecKey;
  label: string;
  kind: Kind;
  categories: readonly CategorySlug[];
  min?: number;
  max?: number;
  maxLength?: number;
  choices?: readonly string[];
  unit?: string;
};

const VESSELS: readonly CategorySlug[] = ['vessel-chartering', 'vessel-sales-purchase'];
export const VESSEL_TYPES = [
  'yacht',
  'catamaran',
  'speedboat',
  'dhow',
  'tug',
  'barge',
  'crew boat',
  'supply vessel',
  'landing craft',
  'workboat',
  'other',
] as const;

/** A vessel built next year may be listed already (the server's bound too). */
export const nextYear = () => new Date().getFullYear() + 1;

const metres = (key: SpecKey, label: string): SpecField => ({
  key,
  label,
  kind: 'decimal',
  categories: VESSELS,
  min: 0.5,
  max: 500,
  unit: 'm',
});
const text = (key: SpecKey, label: string, maxLength: number, categories = VESSELS): SpecField => ({
  key,
  label,
  kind: 'text',
  categories,
  maxLength,
});
const whole = (key: SpecKey, label: string, min: number, max: number, categories = VESSELS): SpecField => ({
  key,
  label,
  kind: 'whole',
  categories,
  min,
  max,
});

/** Every field, in the order pages list them. */
export const SPEC_FIELDS: readonly SpecField[] = [
  { key: 'vesselType', label: 'Vessel type', kind: 'choice', categories: VESSELS, choices: VESSEL_TYPES },
  metres('lengthM', 'Length'),
  metres('beamM', 'Beam'),
  metres('draftM', 'Draft'),
  whole('yearBuilt', 'Year built', 1900, Number.NaN),
  text('builder', 'Builder', 100),
  text('model', 'Model', 100),
  text('flag', 'Flag', 100),
  whole('guests', 'Guests', 1, 2000),
  whole('cabins', 'Cabins', 0, 500),
  whole('crew', 'Crew', 0, 500),
  text('engines', 'Engines', 200),
  { ...metres('cruiseSpeedKn', 'Cruising speed'), max: 100, unit: 'kn' },
  text('location', 'Location', 200),
  {
    key: 'rateBasis',
    label: 'Rate basis',
    kind: 'choice',
    categories: ['vessel-chartering'],
    choices: ['hour', 'day', 'week'],
  },
  { ...whole('minimumHours', 'Minimum hours', 1, 24, ['vessel-chartering']), unit: 'hours' },
  {
    key: 'condition',
    label: 'Condition',
    kind: 'choice',
    categories: ['vessel-sales-purchase', 'marine-spares'],
    choices: ['new', 'used'],
  },
  { ...whole('engineHours', 'Engine hours', 0, 200000, ['vessel-sales-purchase']), unit: 'h' },
  text('brand', 'Brand', 100, ['marine-spares']),
  text('partNumber', 'Part number', 64, ['marine-spares']),
];

/** The fields of one category, in page order. */
export const specFieldsFor = (category: string) =>
  SPEC_FIELDS.filter((f) => f.categories.includes(category as CategorySlug));

export const maxOf = (f: SpecField) => (f.key === 'yearBuilt' ? nextYear() : (f.max ?? 0));

/** "Crew boat" for "crew boat": a choice as a sentence starts. */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The filled fields of a product's specs, in page order, with their fields. */
export function filledSpecs(specs: ProductSpecs | undefined): { field: SpecField; value: string | number }[] {
  if (!specs) return [];
  return SPEC_FIELDS.flatMap((field) => {
    const value = specs[field.key];
    return value === undefined || value === null || value === '' ? [] : [{ field, value }];
  });
}

/**
 * What the server says of a form's text for `f` (the same messages), or null when it is
 * fine. Empty text is fine: the field is not given.
 */
export function specProblem(f: SpecField, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (f.kind === 'text') {
    return [...value].length > (f.maxLength ?? 0) ? `${f.label} must be at most ${f.maxLength} characters` : null;
  }
  if (f.kind === 'choice') {
    return f.choices?.includes(value) ? null : `${f.label} must be one of: ${f.choices?.join(', ')}`;
  }
  const n = Number(value);
  const range =
    f.kind === 'decimal'
      ? `${f.label} must be between ${f.min} and ${maxOf(f)} ${f.unit}`
      : `${f.label} must be between ${f.min} and ${maxOf(f)}`;
  if (!/^-?\d+(\.\d+)?$/.test(value) || !Number.isFinite(n)) return `${f.label} must be a number`;
  if (n < (f.min ?? 0) || n > maxOf(f)) return range;
  if (f.kind === 'whole' && !Number.isInteger(n)) return `${f.label} must be a whole number`;
  if (f.kind === 'decimal' && !/^-?\d+(\.\d{1,2})?$/.test(value)) return `${f.label} must have at most 2 decimals`;
  return null;
}

/**
 * The texts a search looks in: name, description (both languages: an Arabic page's search
 * finds English and Arabic words), and the builder, model, brand and part number.
 */
const searchable = (p: Product) => [
  p.name,
  p.description,
  p.nameAr,
  p.descriptionAr,
  p.specs?.builder,
  p.specs?.model,
  p.specs?.brand,
  p.specs?.partNumber,
];

/**
 * Whether `p` matches the search `query` (case-insensitive, surrounding blanks ignored; an
 * empty query matches everything): the category pages and the staff product tables. Here
 * rather than in a module of its own: each shared chunk's name costs the public pages'
 * initial JavaScript bytes (docs/frontend.md).
 */
export function matchesSearch(p: Product, query: string): boolean {
  return searchMatcher(query)(p);
}

/**
 * `matchesSearch` for one query over many products: the query is trimmed and lower-cased once,
 * not once per product (docs/large-catalogues.md).
 */
export function searchMatcher(query: string): (p: Product) => boolean {
  const q = searchQuery(query);
  return q ? (p) => searchText(p).includes(q) : () => true;
}

/** A search box's text as `searchText` is matched against: trimmed, lower case. */
export const searchQuery = (query: string) => query.trim().toLocaleLowerCase();

/**
 * A product's searchable texts in lower case, joined by U+0000 (which a typed search does not
 * hold, so a query never matches across two texts): one `includes` per product, worked out
 * once per product object (the query cache replaces the objects when the data changes): with
 * thousands of products a keystroke then only compares (docs/large-catalogues.md).
 */
const lowered = new WeakMap<Product, string>();
export function searchText(p: Product): string {
  let text = lowered.get(p);
  if (text === undefined) {
    text = searchable(p)
      .flatMap((t) => (t ? [t.toLocaleLowerCase()] : []))
      .join('\u0000');
    lowered.set(p, text);
  }
  return text;
}
