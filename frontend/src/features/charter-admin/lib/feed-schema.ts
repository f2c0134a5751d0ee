/**
 * The 'Add a channel calendar' form's rules, the server's own (docs/frontend.md, "Channel
 * calendars"): a label of 1–60 characters, an address of at most 2000 that starts with https://,
 * or http:// when plain http is allowed for the feed. Whether the host may be read at all is the
 * server's call (an error on `url`).
 */
import { z } from '@/lib/zod';

export const LABEL_MAX = 60;
export const URL_MAX = 2000;

export const feedMessages = {
  labelRequired: 'Enter a label, e.g. the channel’s name',
  labelMax: `At most ${LABEL_MAX} characters`,
  urlRequired: 'Enter the calendar’s address',
  urlMax: `At most ${URL_MAX} characters`,
  urlInvalid: 'Enter a web address, e.g. https://example.com/calendar.ics',
  urlHttps: 'The address must start with https:// (or allow plain http for this host)',
} as const;

/** An http(s) address the browser can read (`URL.canParse` is newer than some staff browsers). */
const parsedScheme = (value: string): string | null => {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
};

export const feedSchema = z
  .object({
    // Characters as the server counts them: code points, not UTF-16 units.
    label: z
      .string()
      .trim()
      .min(1, feedMessages.labelRequired)
      .refine((v) => [...v].length <= LABEL_MAX, feedMessages.labelMax),
    url: z.string().trim().min(1, feedMessages.urlRequired).max(URL_MAX, feedMessages.urlMax),
    allowHttp: z.boolean(),
  })
  .superRefine(({ url, allowHttp }, ctx) => {
    if (!url || url.length > URL_MAX) return;
    const scheme = parsedScheme(url);
    if (scheme !== 'https:' && scheme !== 'http:')
      ctx.addIssue({ code: 'custom', path: ['url'], message: feedMessages.urlInvalid });
    else if (scheme === 'http:' && !allowHttp)
      ctx.addIssue({ code: 'custom', path: ['url'], message: feedMessages.urlHttps });
  });

export type FeedFormValues = z.infer<typeof feedSchema>;
