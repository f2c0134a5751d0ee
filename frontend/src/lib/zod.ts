/**
 * zod, configured once: jitless, so that it never compiles parsers with `new Function` (nor
 * probes whether it may), which the site's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') refuses and reports as a violation. Import `z` from here, never from 'zod'.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
