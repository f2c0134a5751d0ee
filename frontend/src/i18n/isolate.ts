/**
 * Owner-written text in a page title (docs/security.md, "Direction controls"): inside U+2068
 * FIRST STRONG ISOLATE … U+2069 when it holds direction controls or letters of the other
 * direction than the page's (right-to-left letters on an English page, Latin ones on an Arabic
 * page), so that it cannot reorder the words around it (" | Company"); other text as it is, the
 * titles the pages always had. The server's page titles do the same (src/api/pages/page_texts.hpp).
 */
import type { Lang } from './lang';

const CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const RIGHT_TO_LEFT = /[\u0580-\u08ff\ufb00-\ufeff]/;
const LATIN = /[A-Za-z]/;

export function isolated(text: string, lang: Lang): string {
  const turns = CONTROLS.test(text) || (lang === 'en' ? RIGHT_TO_LEFT : LATIN).test(text);
  return turns ? `\u2068${text}\u2069` : text;
}
