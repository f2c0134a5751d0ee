import { apiUrl } from './api';

/**
 * Enquiry insights (docs/insights.md): a page view on the public pages and every tap on a tel:,
 * wa.me or mailto: link, sent to our own API with sendBeacon, never waited for. No cookie and
 * no id: the visit's source (landing referrer's host, utm_*) is kept in sessionStorage only.
 * Nothing is sent under Do Not Track, Global Privacy Control or browser automation. Kept tiny:
 * it is in a chunk every public page loads (app/routes/root-layout.tsx loads it).
 */
type Event = { type: string; productId?: string };
const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
const PUBLIC_PAGE = /^\/(?:$|contact$|category\/|product\/)/;
const KINDS: [RegExp, string][] = [
  [/^tel:/, 'call'],
  [/^https:\/\/wa\.me\//, 'whatsapp'],
  [/^mailto:/, 'email'],
];

function visitSource(): object {
  try {
    let kept = sessionStorage.getItem('visit-source');
    if (!kept) {
      const q = new URLSearchParams(location.search);
      const ref = document.referrer && new URL(document.referrer).hostname;
      kept = JSON.stringify({
        ref: ref === location.hostname ? undefined : ref || undefined,
        utmSource: q.get('utm_source') || undefined,
        utmMedium: q.get('utm_medium') || undefined,
        utmCampaign: q.get('utm_campaign') || undefined,
      });
      sessionStorage.setItem('visit-source', kept);
    }
    return JSON.parse(kept) as object;
  } catch {
    return {};
  }
}

export function sendEvent(event: Event, path = location.pathname) {
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl || nav.webdriver || !PUBLIC_PAGE.test(path)) return;
  const url = apiUrl('/api/events');
  const body = JSON.stringify({ ...visitSource(), ...event, path });
  if (!nav.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => {});
}

/** A tap on a contact link: its kind by the link, and the product of the card it is on. */
function tapped(href: string, productId?: string) {
  const kind = KINDS.find(([pattern]) => pattern.test(href))?.[1];
  if (kind) sendEvent({ type: kind, productId });
}

let shown = '';

/** A view of `path` (not twice in a row); the first call also starts listening to contact link clicks. */
export function pageShown(path: string) {
  if (!shown) {
    // Link taps before the app was there (public/early-taps.js, app/early-taps.ts).
    for (const tap of window.earlyTaps?.links.splice(0) ?? []) tapped(tap.href, tap.productId);
    document.addEventListener(
      'click',
      (e) => {
        const link = (e.target as Element).closest?.('a[href]');
        if (link) tapped(link.getAttribute('href')!, link.closest<HTMLElement>('[data-product]')?.dataset.product);
      },
      true,
    );
  }
  if (path !== shown) sendEvent({ type: 'view' }, (shown = path));
}
