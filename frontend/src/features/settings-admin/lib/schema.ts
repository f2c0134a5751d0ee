/**
 * The settings form's rules: the server's, with its messages (src/domain/settings/settings_validation.cpp),
 * so the owner sees the same text before and after a save. Limits count characters (code points,
 * as the server does); control characters are refused, but line breaks and tabs in the multi-line
 * texts; values are trimmed of spaces, tabs and line breaks at either end before they are saved.
 */
import { isApiError } from '@/lib/api';
import { isHttpsUrl } from '@/lib/url-rules';
import { z } from '@/lib/zod';
import type { SiteSettings, SiteSettingsArabic } from '@/types/api';

export const MAX_HOURS_ROWS = 7;
const MAX_EMAIL_LENGTH = 254;

export const trimEnds = (v: string) => v.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
const characters = (v: string) => [...v].length;
// C0, DEL and C1; the multi-line texts may hold \t, \n and \r.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A text of at most `max` characters (required unless `optional`), on one line or (`multiLine`) several. */
export function text(label: string, max: number, multiLine = false, optional = false) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if ((multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value)) {
        fail(
          multiLine
            ? `${label} must not contain control characters other than line breaks and tabs`
            : `${label} must be one line without control characters`,
        );
      } else if (trimEnds(value) === '') {
        if (!optional) fail(`${label} is required`);
      } else if (characters(value) > max) fail(`${label} must be at most ${max} characters`);
    })
    .transform(trimEnds);
}

export const UAE_PHONE = /^971\d{8,9}$/;

export const phone = (label: string) =>
  z
    .string()
    .transform(trimEnds)
    .refine(
      (v) => UAE_PHONE.test(v),
      `${label} must be a UAE number in digits with the country code: 971 then 8 or 9 digits`,
    );

// eslint-disable-next-line no-control-regex
const EMAIL = /^[^@\u0000-\u0020\u007f]+@[^@.\u0000-\u0020\u007f]+(\.[^@.\u0000-\u0020\u007f]+)+$/;

/** The server's e-mail rule: something@domain.tld, no spaces or control characters, no second '@'. */
export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

const link = (label: string, required: boolean) =>
  z
    .string()
    .transform(trimEnds)
    .superRefine((v, ctx) => {
      if (v === '' && !required) return;
      const message = v === '' ? `${label} is required` : isHttpsUrl(v) ? '' : `${label} must be an https:// address`;
      if (message) ctx.addIssue({ code: 'custom', message });
    });

const HOURS_ROWS = `Business hours need 1 to ${MAX_HOURS_ROWS} rows`;

/** An Arabic text of the settings: optional (Arabic pages then show the English one), the English field's limit. */
const arabicText = (label: string, max: number, multiLine = false) => text(`${label} (Arabic)`, max, multiLine, true);
const arabic = (label: string, max: number, multiLine = false) => arabicText(label, max, multiLine).optional();

/** The settings' Arabic texts, every one optional (docs/frontend.md, "Languages"). */
export const ARABIC_SETTINGS_DEFAULTS: SiteSettingsArabic = {
  companyNameAr: '',
  addressAr: '',
  heroHeadingAr: '',
  heroTextAr: '',
  categoryDescriptionsAr: { 'marine-spares': '', 'vessel-chartering': '', 'vessel-sales-purchase': '' },
  businessHoursAr: [],
};

export const settingsSchema = z
  .object({
    companyName: text('Company name', 100),
    legalEntity: text('Legal entity', 150),
    phone: phone('Phone'),
    whatsappNumber: phone('WhatsApp number'),
    email: z
      .string()
      .transform(trimEnds)
      .refine((v) => isEmail(v), 'Email must be a valid email address'),
    address: text('Address', 300),
    businessHours: z
      .array(z.object({ days: text('Days', 60), hours: text('Hours', 60) }).strict())
      .min(1, HOURS_ROWS)
      .max(MAX_HOURS_ROWS, HOURS_ROWS),
    categoryDescriptions: z
      .object({
        'marine-spares': text('Marine Supplies description', 300, true),
        'vessel-chartering': text('Vessel Chartering description', 300, true),
        'vessel-sales-purchase': text('Vessel Sales & Purchase description', 300, true),
      })
      .strict(),
    heroHeading: text('Home heading', 150),
    heroText: text('Home text', 500, true),
    creditName: text('Credit name', 100),
    creditUrl: link('Credit link', true),
    social: z
      .object({
        instagram: link('Instagram link', false),
        facebook: link('Facebook link', false),
        linkedin: link('LinkedIn link', false),
        youtube: link('YouTube link', false),
        tiktok: link('TikTok link', false),
      })
      .strict(),
    mapUrl: link('Map link', false),
    pricesIncludeVat: z.boolean(),
    companyNameAr: arabic('Company name', 100),
    addressAr: arabic('Address', 300),
    heroHeadingAr: arabic('Home heading', 150),
    heroTextAr: arabic('Home text', 500, true),
    categoryDescriptionsAr: z
      .object({
        'marine-spares': arabicText('Marine Supplies description', 300, true),
        'vessel-chartering': arabicText('Vessel Chartering description', 300, true),
        'vessel-sales-purchase': arabicText('Vessel Sales & Purchase description', 300, true),
      })
      .strict()
      .optional(),
    // What the booking page says when online payment is off (docs/payments.md, "Calls"): may be empty.
    paymentInstructions: text('Payment instructions', 1000, true, true).optional(),
    paymentInstructionsAr: arabic('Payment instructions', 1000, true),
    // No rows: Arabic pages show the English ones.
    businessHoursAr: z
      .array(z.object({ days: text('Days (Arabic)', 60), hours: text('Hours (Arabic)', 60) }).strict())
      .max(MAX_HOURS_ROWS, `Arabic business hours need at most ${MAX_HOURS_ROWS} rows`)
      .optional(),
  })
  .strict();

export type SettingsFormValues = z.input<typeof settingsSchema>;

// The schema checks every field of the API's object, no more and no fewer.
const sameShape: SiteSettings = {} as z.output<typeof settingsSchema>;
void sameShape;

export type ServerFieldError = { field: string; message: string };

/**
 * The server's field errors ({"errors":[{field, message}]}), fields named by path
 * ("businessHours.0.days", "social.instagram", "categoryDescriptions.marine-spares"), which are
 * the form's own field names.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error)) return [];
  try {
    const { errors } = JSON.parse(error.body) as { errors?: unknown };
    if (!Array.isArray(errors)) return [];
    return errors.flatMap((e: unknown) => {
      const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
      return typeof field === 'string' && typeof message === 'string'
        ? [{ field: field.replace(/\[(\d+)\]/g, '.$1'), message }]
        : [];
    });
  } catch {
    return [];
  }
}
