/**
 * The built index.html made into one page's document (entry-server.tsx): the page's language,
 * its head's tags in place of the template's own title and description, its markup in
 * `#root`, and its data beside it (docs/first-paint.md).
 */
import type { Lang } from '@/i18n/lang';

export type PageParts = {
  lang: Lang;
  /** React's rendering: the hoisted tags (<title>, <meta>, <link>) first, then the page. */
  markup: string;
  /** The page's data as JSON, '<' escaped (lib/page-data.ts). */
  pageData: string;
  /** The note for a browser without JavaScript, in the page's language. */
  noscript: string;
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * React 19 writes what belongs to <head> (the page's <title>, <meta> and <link>, and its
 * preloads) first, to be hoisted; in <body> it would be invalid HTML. The browser's hydration
 * finds them in <head>.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

export function documentOf(template: string, { lang, markup, pageData, noscript }: PageParts): string {
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const body = markup.slice(hoisted.length);
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s[^>]*name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${escapeHtml(noscript)}</noscript>`)
    // The Arabic pages' chunk and stylesheet, listed inert in the template (vite.config.ts):
    // real links on an Arabic page, so they come with the page (docs/arabic.md); gone on others.
    .replace(/<template id="arabic-assets">([\s\S]*?)<\/template>/, (_, links: string) => (lang === 'ar' ? links : ''))
    .replace('</head>', () => `${hoisted}\n</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  // The data after the page (and after #root-end, which releases the first frame), so its
  // bytes never hold the first paint back; non-executable JSON, which the CSP allows.
  const data = `<script type="application/json" id="page-data">${pageData}</script>`;
  const end = '<template id="root-end"></template>';
  html = html.includes(end)
    ? html.replace(end, () => `${end}\n${data}`)
    : html.replace('</body>', () => `${data}\n</body>`);
  if (lang === 'ar') html = html.replace(/<html[^>]*>/, '<html lang="ar" dir="rtl">');
  return html;
}
