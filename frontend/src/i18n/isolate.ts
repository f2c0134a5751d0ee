/**
 * Owner-written text in a page title (docs/security.md, "Direction controls"): inside U+2068
 * FIRST STRONG ISOLATE … U+2069 when it holds right-to-left letters or direction controls, so
 * that it cannot reorder the words around it (" | Company"); other text as it is, the titles
 * the pages have always had. The server's page titles do the same (src/api/pages/page_texts.hpp).
 */
const TURNS = /[\u0580-\u08ff\ufb00-\ufeff\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const isolated = (text: string): string => (TURNS.test(text) ? `\u2068${text}\u2069` : text);
