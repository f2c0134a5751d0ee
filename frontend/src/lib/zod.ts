/**
 * zod, configured once: jitless, so that it never compiles parsers with `new Function` (nor
 * probes whether it may), which the site's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') refuses and reports as a violation. Import `z` from here, never from 'zod'.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };

/**
 * An optional translation (the Arabic texts of the staff forms): empty is fine, else at most
 * `max` characters (code points, as the server counts), like the English field.
 */
export const optionalText = (label: string, max: number) =>
  z.string().refine((v) => [...v.trim()].length <= max, `${label} must be at most ${max} characters`);
