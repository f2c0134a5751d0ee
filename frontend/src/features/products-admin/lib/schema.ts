/**
 * Product form validation (the admin's and the sub-user's forms). The forms
 * check the fields they name (docs/behaviour.md, "Validation"); the server enforces the data-level rules (description at
 * least 10 characters, price format, image URLs) and its field errors are shown too.
 */
import { optionalText, z } from '@/lib/zod';
import { CATEGORIES, PLACEHOLDER_PRODUCT_IMAGE, type CategorySlug } from '@/config/site';
import { isApiError } from '@/lib/api';
import { SPEC_FIELDS, specFieldsFor, specProblem } from '@/api/specs';
import { siteOrigins } from '@/config/runtime';
import { ownMediaPath } from '@/lib/link-rules';
import { isValidImageUrl } from '@/lib/url-rules';
import type { Product, ProductInput, ProductSpecs } from '@/types/api';
import { charterFormSchema, charterPayload, charterToForm, checkCharter } from './charter-schema';
import { checkParts, NO_PARTS, partsPayload, partsToForm } from './part-fields';

/** Main image plus 4 additional ones. */
export const MAX_IMAGES = 5;
/** The picker is disabled from this many images on (the label says 'up to 4'). */
export const PICKER_LIMIT = 4;
export const MAX_FILE_MB = 5;
export const DEFAULT_CATEGORY: CategorySlug = 'marine-spares';

const slugs = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

/** Admin form: per field, the toast title and the message (shown in the toast and under the field). */
export const adminMessages = {
  name: { title: 'Name Required', message: 'Please enter a product name.' },
  description: { title: 'Description Required', message: 'Please enter a product description.' },
  price: {
    title: 'Price Required',
    message: "Please enter a valid price greater than 0, or enable 'Contact For Pricing'.",
  },
  images: { title: 'Image Required', message: 'Please upload at least one product image.' },
} as const;

/** The order in which a failed submit reports (one toast at a time: the first problem). */
export const ADMIN_FIELD_ORDER = ['name', 'description', 'price', 'images'] as const;

const priceIsPositive = (price: string) => {
  const n = Number(price.trim());
  return price.trim() !== '' && Number.isFinite(n) && n > 0;
};

const common = {
  name: z.string(),
  category: z.enum(slugs),
  description: z.string(),
  // The Arabic texts: optional, with the English fields' limits (docs/frontend.md, "Languages").
  nameAr: optionalText('Name (Arabic)', 200),
  descriptionAr: optionalText('Description (Arabic)', 10000),
  price: z.string(),
  inStock: z.boolean(),
  isVisible: z.boolean(),
  showContactForPricing: z.boolean(),
  /** The specifications as the inputs hold them (text); only the chosen category's are checked and sent. */
  specs: z.record(z.string(), z.string()),
  // The part fields (docs/search.md, "Part fields"): the SKU, and the part numbers as one
  // text field, separated by commas.
  sku: z.string(),
  partNumbers: z.string(),
  // The numbers a part replaces and the engines it fits, as partNumbers (docs/parts-lists.md).
  supersedes: z.string(),
  fits: z.string(),
  // A Vessel Chartering product's charter terms (docs/charter.md); sent for that category only.
  charter: charterFormSchema,
};

/** The fields both product forms have (components/product-core-fields.tsx). */
export type ProductCoreValues = { [K in keyof typeof common]: z.infer<(typeof common)[K]> };

/** The server's rules for the chosen category's specifications, with its messages. */
function checkSpecs(v: { category: string; specs: Record<string, string> }, ctx: z.RefinementCtx) {
  for (const f of specFieldsFor(v.category)) {
    const problem = specProblem(f, v.specs[f.key] ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['specs', f.key], message: problem });
  }
}

/** A product's specs as form text (every field, empty when not filled). */
export const specsToForm = (specs: ProductSpecs | undefined): Record<string, string> =>
  Object.fromEntries(SPEC_FIELDS.map((f) => [f.key, String(specs?.[f.key] ?? '')]));

/**
 * The chosen category's specs as sent: numbers as numbers, an empty field as null (which
 * clears it on an update); a minimum of hours only with an hourly rate (the form hides it
 * otherwise). The server drops what does not fit a new category.
 */
export function specsPayload(category: string, specs: Record<string, string>): ProductInput['specs'] {
  return Object.fromEntries(
    specFieldsFor(category).map((f) => {
      const value = (specs[f.key] ?? '').trim();
      if (!value || (f.key === 'minimumHours' && specs.rateBasis !== 'hour')) return [f.key, null];
      return [f.key, f.kind === 'text' || f.kind === 'choice' ? value : Number(value)];
    }),
  );
}

/** Every rule as a check on the whole object, so all of them run on every validation. */
export const adminProductSchema = z.object({ ...common, images: z.array(z.string()) }).superRefine((v, ctx) => {
  if (!v.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: adminMessages.name.message });
  if (!v.description.trim()) {
    ctx.addIssue({ code: 'custom', path: ['description'], message: adminMessages.description.message });
  }
  if (!v.showContactForPricing && !priceIsPositive(v.price)) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: adminMessages.price.message });
  }
  if (v.images.length === 0) ctx.addIssue({ code: 'custom', path: ['images'], message: adminMessages.images.message });
  checkSpecs(v, ctx);
  checkParts(v, ctx);
  checkCharter(v, ctx);
});

export type AdminProductFormValues = z.infer<typeof adminProductSchema>;

export const subUserMessages = {
  name: 'Product name is required',
  description: 'Description is required',
  price: 'Price is required',
} as const;

/** The image URL field's text as stored: the site's own full URLs become '/uploads/…' paths. */
const imageUrl = (text: string) => ownMediaPath(text.trim(), siteOrigins());

export const subUserProductSchema = z.object({ ...common, image: z.string() }).superRefine((v, ctx) => {
  if (!v.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: subUserMessages.name });
  if (!v.description.trim()) {
    ctx.addIssue({ code: 'custom', path: ['description'], message: subUserMessages.description });
  }
  if (!v.showContactForPricing && !v.price.trim()) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: subUserMessages.price });
  }
  // The server's image-URL rule (empty: the placeholder is sent).
  if (v.image.trim() && !isValidImageUrl(imageUrl(v.image))) {
    ctx.addIssue({ code: 'custom', path: ['image'], message: 'Must be a valid image URL' });
  }
  checkSpecs(v, ctx);
  checkParts(v, ctx);
  checkCharter(v, ctx);
});

export type SubUserProductFormValues = z.infer<typeof subUserProductSchema>;

const asCategory = (c: string): CategorySlug =>
  slugs.includes(c as CategorySlug) ? (c as CategorySlug) : DEFAULT_CATEGORY;

/** An empty form (the defaults: marine-spares, in stock, visible). */
export const emptyAdminValues = (): AdminProductFormValues => ({
  name: '',
  category: DEFAULT_CATEGORY,
  description: '',
  nameAr: '',
  descriptionAr: '',
  price: '',
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  specs: specsToForm(undefined),
  ...NO_PARTS,
  charter: charterToForm(null),
  images: [],
});

/** Contact-for-pricing products store 0.00: the form shows an empty price for them. */
const formPrice = (p: Product) => (p.showContactForPricing && Number(p.price) === 0 ? '' : p.price);

/** Edit: the form filled, the main image and the additional images merged into one list. */
export const adminValuesFromProduct = (p: Product): AdminProductFormValues => ({
  name: p.name,
  category: asCategory(p.category),
  description: p.description,
  nameAr: p.nameAr ?? '',
  descriptionAr: p.descriptionAr ?? '',
  price: formPrice(p),
  inStock: p.inStock,
  isVisible: p.isVisible,
  showContactForPricing: p.showContactForPricing,
  specs: specsToForm(p.specs),
  ...partsToForm(p),
  charter: charterToForm(p.charter),
  images: [p.image, ...(p.images ?? [])].filter(Boolean).slice(0, MAX_IMAGES),
});

/** The body sent: the first image is the main one; Contact For Pricing stores '0.00'. */
export function adminPayload(v: AdminProductFormValues): Omit<ProductInput, 'id'> {
  const [image = '', ...images] = v.images;
  return {
    name: v.name.trim(),
    category: v.category,
    description: v.description.trim(),
    nameAr: v.nameAr.trim(),
    descriptionAr: v.descriptionAr.trim(),
    price: v.showContactForPricing ? '0.00' : v.price.trim(),
    image,
    images,
    inStock: v.inStock,
    isVisible: v.isVisible,
    showContactForPricing: v.showContactForPricing,
    specs: specsPayload(v.category, v.specs),
    ...partsPayload(v),
    ...charterPayload(v.category, v.charter),
  };
}

export const emptySubUserValues = (): SubUserProductFormValues => ({
  name: '',
  category: DEFAULT_CATEGORY,
  description: '',
  nameAr: '',
  descriptionAr: '',
  price: '',
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  specs: specsToForm(undefined),
  ...NO_PARTS,
  charter: charterToForm(null),
  image: '',
});

export const subUserValuesFromProduct = (p: Product): SubUserProductFormValues => ({
  name: p.name,
  category: asCategory(p.category),
  description: p.description,
  nameAr: p.nameAr ?? '',
  descriptionAr: p.descriptionAr ?? '',
  price: formPrice(p),
  inStock: p.inStock,
  isVisible: p.isVisible,
  showContactForPricing: p.showContactForPricing,
  specs: specsToForm(p.specs),
  ...partsToForm(p),
  charter: charterToForm(p.charter),
  image: p.image === PLACEHOLDER_PRODUCT_IMAGE ? '' : p.image,
});

/**
 * The sub-user form's body: an empty image URL becomes the placeholder. The additional
 * images are not sent (PATCH keeps them; a new product has none).
 */
export function subUserPayload(v: SubUserProductFormValues): Omit<ProductInput, 'id'> {
  return {
    name: v.name.trim(),
    category: v.category,
    description: v.description.trim(),
    nameAr: v.nameAr.trim(),
    descriptionAr: v.descriptionAr.trim(),
    price: v.showContactForPricing ? '0.00' : v.price.trim(),
    image: imageUrl(v.image) || PLACEHOLDER_PRODUCT_IMAGE,
    inStock: v.inStock,
    isVisible: v.isVisible,
    showContactForPricing: v.showContactForPricing,
    specs: specsPayload(v.category, v.specs),
    ...partsPayload(v),
    ...charterPayload(v.category, v.charter),
  };
}

/**
 * The server's field errors ({"errors":[{field,message}]}, answered with 400 or 409), with the
 * server's field names mapped onto the form's (`rename`); other fields are dropped.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  rename: Record<string, F>,
): { field: F; message: string }[] {
  // 409: a value another product holds (a SKU; docs/search.md, "Part fields").
  if (!isApiError(error, 400) && !isApiError(error, 409)) return [];
  try {
    const parsed = JSON.parse(error.body) as { errors?: unknown };
    if (!Array.isArray(parsed.errors)) return [];
    return parsed.errors.flatMap((e: unknown) => {
      const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
      if (typeof field !== 'string' || typeof message !== 'string') return [];
      // A list's value may be named by its index ("supersedes[3]"): the list's field shows it.
      const name = Object.prototype.hasOwnProperty.call(rename, field) ? field : field.replace(/\[\d+\]$/, '');
      const to = Object.prototype.hasOwnProperty.call(rename, name) ? rename[name] : undefined;
      return to ? [{ field: to, message }] : [];
    });
  } catch {
    return [];
  }
}
