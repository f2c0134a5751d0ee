import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageShown, sendEvent } from './insights';

const beacon = vi.fn<(url: string, body: string) => boolean>();

function setNavigator(props: Record<string, unknown>) {
  for (const [key, value] of Object.entries(props))
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

const sent = (): Record<string, string | undefined>[] =>
  beacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(body) as Record<string, string>) }));

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true);
  setNavigator({ sendBeacon: beacon, doNotTrack: null, globalPrivacyControl: undefined, webdriver: false });
  sessionStorage.clear();
  window.history.replaceState(null, '', '/?utm_source=Instagram&utm_medium=social');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('sendEvent', () => {
  it('sends the event with the path and the visit source kept in sessionStorage', () => {
    sendEvent({ type: 'view' });
    window.history.replaceState(null, '', '/contact');
    sendEvent({ type: 'email' });
    expect(sent()).toEqual([
      { url: '/api/events', type: 'view', path: '/', utmSource: 'Instagram', utmMedium: 'social' },
      { url: '/api/events', type: 'email', path: '/contact', utmSource: 'Instagram', utmMedium: 'social' },
    ]);
    expect(document.cookie).toBe('');
  });

  it.each([{ doNotTrack: '1' }, { globalPrivacyControl: true }, { webdriver: true }])(
    'sends nothing with %o',
    (props) => {
      setNavigator(props);
      sendEvent({ type: 'view' });
      expect(beacon).not.toHaveBeenCalled();
    },
  );

  it('sends nothing from the staff screens', () => {
    sendEvent({ type: 'call' }, '/admin/settings');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is refused', () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    sendEvent({ type: 'view' });
    expect(fetchMock).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST', keepalive: true }));
    vi.unstubAllGlobals();
  });
});

describe('pageShown', () => {
  it('counts a view per route change and every contact link click, with the card product', () => {
    pageShown('/');
    pageShown('/'); // the same page again (StrictMode runs effects twice): no second view
    pageShown('/category/marine-spares');
    window.history.replaceState(null, '', '/category/marine-spares');
    document.body.innerHTML = `
      <article data-product="p_1"><a href="tel:+971500000000"><span>Call</span></a></article>
      <a href="https://wa.me/971500000000?text=hi">WhatsApp</a>
      <a href="mailto:info@example.ae">Mail</a>
      <a href="/contact">Contact</a>`;
    // jsdom would try to follow the links: the page stops them after the site saw the click.
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    for (const a of document.querySelectorAll('a')) {
      (a.firstElementChild ?? a).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    document.removeEventListener('click', stop);
    expect(sent().map((e) => [e.type, e.path, e.productId])).toEqual([
      ['view', '/', undefined],
      ['view', '/category/marine-spares', undefined],
      ['call', '/category/marine-spares', 'p_1'],
      ['whatsapp', '/category/marine-spares', undefined],
      ['email', '/category/marine-spares', undefined],
    ]);
  });
});
