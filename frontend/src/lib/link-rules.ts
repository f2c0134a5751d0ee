/**
 * The link rule (a banner's button: a path of this site or an https URL) and the own-media path
 * of the staff's forms, beside lib/url-rules.ts (docs/security.md, "URLs we store"): only the
 * staff screens use these, so they stay out of the chunk every catalogue page loads.
 */
import { CONTROL, isHttpsUrl, percentDecode, plainCharacters } from './url-rules';

const PATH_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=@]$/;

/** A path of this site: after decoding, no '//', backslash, dot segment, ':' or control character. */
export function isSitePath(link: string): boolean {
  if (!plainCharacters(link) || !link.startsWith('/')) return false;
  const cut = link.search(/[?#]/);
  const path = percentDecode(cut < 0 ? link : link.slice(0, cut));
  if (path === null || !plainCharacters(path)) return false;
  const segments = path.slice(1).split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] ?? '';
    if (segment === '') {
      if (i === segments.length - 1) break; // '/', or a trailing slash
      return false;
    }
    if (segment === '.' || segment === '..') return false;
    for (const ch of segment) if (ch.charCodeAt(0) < 0x80 && !PATH_CHARACTER.test(ch)) return false;
  }
  if (cut < 0) return true;
  // The query and fragment cannot move the link to another host: only decodable text.
  const rest = percentDecode(link.slice(cut));
  return rest !== null && !CONTROL.test(rest);
}

/** What a banner's button may link to: a path of this site or an https URL (not empty). */
export function isValidLink(link: string): boolean {
  return isSitePath(link) || isHttpsUrl(link);
}

/**
 * A URL of this site's own media store written out in full, on one of `origins` (the site's,
 * whatever its scheme: a local run is http://): its site-relative path, '/uploads/…', which
 * is what is stored; any other text as it is. The server does the same with its own origins.
 */
export function ownMediaPath(url: string, origins: readonly string[]): string {
  for (const origin of origins) {
    if (!origin || url.length <= origin.length) continue;
    const path = url.slice(origin.length);
    if (url.slice(0, origin.length).toLowerCase() === origin.toLowerCase() && path.startsWith('/uploads/')) return path;
  }
  return url;
}
