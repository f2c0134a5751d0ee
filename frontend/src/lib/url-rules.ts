/**
 * The link rule and the image-URL rule, as the server holds them (src/domain/rules/url_rules.cpp
 * and docs/security.md): our own path, checked after percent-decoding, or an https URL
 * with a host and no user info. Nothing that a browser or React Router would resolve to
 * another host (//host, /\host, /%5Chost), no other scheme (javascript:, data:, and http:,
 * mixed content on an https site), no credentials. The forms check with these so that the
 * server's refusal never comes as a surprise; the server decides. The link rule and the
 * staff's own-media paths are lib/link-rules.ts: only the staff screens use them, and this
 * module comes with every catalogue page (the product page checks its share image).
 */

export const MAX_URL_LENGTH = 2048; // bytes of UTF-8, as the server counts them

// eslint-disable-next-line no-control-regex -- the control characters are what it finds
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|svg)$/i;

const utf8 = new TextEncoder();

/** Nothing a browser reads as a separator or skips: no spaces, backslashes or controls. */
export function plainCharacters(text: string): boolean {
  if (!text || utf8.encode(text).length > MAX_URL_LENGTH || LONE_SURROGATE.test(text)) return false;
  return !/[ \\]/.test(text) && !CONTROL.test(text);
}

/** '%41b' → 'Ab'; null when a '%' is not followed by two hex digits or the bytes are not UTF-8. */
export function percentDecode(text: string): string | null {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const cp = text.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      bytes.push(...utf8.encode(ch));
      i += ch.length - 1;
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

const URI_TAIL =
  /^(\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*)?(\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?$/;

/** https://host[:port]/…: an https URL with a host and without user info. */
export function isHttpsUrl(url: string): boolean {
  if (!plainCharacters(url)) return false;
  const m = /^https:\/\/([^/?#]*)(.*)$/i.exec(url);
  if (!m) return false;
  const [, authority = '', tail = ''] = m;
  if (authority.includes('@')) return false; // user info
  const hostPort = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=]+)(:\d*)?$/.exec(authority);
  if (!hostPort) return false;
  if (!URI_TAIL.test(tail)) return false;
  // Every '%' starts an escape.
  return !/%(?![0-9A-Fa-f]{2})/.test(tail);
}

function isSafeMediaPath(path: string): boolean {
  if (!path || utf8.encode(path).length > 512) return false;
  return path.split('/').every((name) => name !== '' && !name.startsWith('.'));
}

/** An image we may show: a file of our media store (/uploads/… of an image type) or an https URL. */
export function isValidImageUrl(url: string): boolean {
  const uploads = '/uploads/';
  if (!url.startsWith(uploads)) return isHttpsUrl(url);
  if (!plainCharacters(url) || /[?#]/.test(url)) return false;
  const path = percentDecode(url.slice(uploads.length));
  return path !== null && plainCharacters(path) && isSafeMediaPath(path) && IMAGE_EXTENSION.test(path);
}
