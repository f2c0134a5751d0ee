/** The banner form: its rules and limits. */
import { MAX_BANNERS } from '@/config/site';
import { optionalText, z } from '@/lib/zod';
import { isValidLink } from '@/lib/link-rules';
import type { Banner } from '@/types/api';
import type { BannerInput } from '../api/banners';

export { MAX_BANNERS };
export const MAX_FILE_MB = 10;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
export const RECOMMENDED_SIZE = '1200x400';

export const LIMIT_TITLE = 'Banner Limit Reached';
/** The refusal's words name the limit (held to tests/fixtures/banner_limit.json as well). */
export const LIMIT_MESSAGE = `Maximum ${MAX_BANNERS} banners allowed. Please delete an existing banner before creating a new one.`;

/** Fixed values the admin screen applies on save. */
export const BANNER_FIXED = {
  buttonText: 'Learn More',
  backgroundColor: 'gradient-ocean',
  iconClass: 'fas fa-anchor',
  isActive: true,
} as const;

/** A site path or an https URL: the server's link rule (src/lib/url-rules.ts). */
export { isValidLink };

export const bannerFormSchema = z.object({
  title: z.string().trim().min(1, 'Banner name is required'),
  buttonLink: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidLink(v), 'Must be a valid URL'),
  // A text field value: a whole number of at least 1.
  displayOrder: z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, 'Display order must be at least 1'),
  image: z.string().min(1, 'Please upload a banner image'),
  // The Arabic texts: optional, with the server's limits of the English fields.
  titleAr: optionalText('Title (Arabic)', 200),
  descriptionAr: optionalText('Description (Arabic)', 1000),
  buttonTextAr: optionalText('Button text (Arabic)', 100),
});

export type BannerFormValues = z.infer<typeof bannerFormSchema>;

export const emptyBannerForm = (): BannerFormValues => ({
  title: '',
  buttonLink: '',
  displayOrder: '1',
  image: '',
  titleAr: '',
  descriptionAr: '',
  buttonTextAr: '',
});

export const bannerToForm = (b: Banner): BannerFormValues => ({
  title: b.title,
  buttonLink: b.buttonLink ?? '',
  displayOrder: String(b.displayOrder),
  image: b.image ?? '',
  titleAr: b.titleAr ?? '',
  descriptionAr: b.descriptionAr ?? '',
  buttonTextAr: b.buttonTextAr ?? '',
});

/** The saved fields: description = title, an empty link stored as '/', and the fixed values. */
export function formToBanner(values: BannerFormValues): Omit<BannerInput, 'id'> {
  const title = values.title.trim();
  return {
    title,
    description: title,
    buttonLink: values.buttonLink.trim() || '/',
    image: values.image,
    displayOrder: Number(values.displayOrder),
    titleAr: values.titleAr.trim(),
    descriptionAr: values.descriptionAr.trim(),
    buttonTextAr: values.buttonTextAr.trim(),
    ...BANNER_FIXED,
  };
}
