/**
 * A number as the pages show it. Not in config/site.ts: the initial JavaScript shows no number
 * (the header's and the home page's buttons link them), so the pages that do carry it.
 */

/** Digits with the country code, as shown: "971501234567" → "+971 50 123 4567", "97141234567" → "+971 4 123 4567", others "+<digits>". */
export function formatPhone(digits: string): string {
  const m = /^971(\d\d?)(\d{3})(\d{4})$/.exec(digits);
  return m ? `+971 ${m[1]} ${m[2]} ${m[3]}` : `+${digits}`;
}
