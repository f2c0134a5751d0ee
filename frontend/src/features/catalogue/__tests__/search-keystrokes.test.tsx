import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchAnswer } from '@/testing/fake-search';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';
import { RESULTS_PAUSE_MS, SEARCH_PAUSE_MS } from '../lib/use-category-url';

// A category page's search runs on the server (docs/search.md): the first keystroke after a
// pause asks at once, a burst of keys once more when it pauses, the request of a search typed
// past is aborted, the results on screen stay until the new ones are there, and the router's
// URL follows after a longer pause.
const parts = Array.from({ length: 60 }, (_, i) =>
  makeProduct({ id: `p${i}`, name: `Part ${String(i).padStart(2, '0')}`, partNumbers: [`PN-${1000 + i}`] }),
);
const box = () => screen.getByPlaceholderText('Search products...');
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

/**
 * Answers the search call over `parts`; with `hold`, each answer waits for the test's release.
 * `deaf` to aborts: an answer released after its request was aborted still comes (a late
 * answer the page must not show).
 */
function searchServer({ hold = false, deaf = false } = {}) {
  const asked: { url: string; signal: AbortSignal; release: () => void }[] = [];
  const fetchMock = stubApi({
    'GET /api/products/search': (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init!.signal!;
        const release = () => resolve(Response.json(searchAnswer(parts, url)));
        if (!deaf) signal.addEventListener('abort', () => reject(signal.reason));
        asked.push({ url, signal, release });
        if (!hold) release();
      }),
  });
  return { asked, fetchMock, urls: () => asked.map((a) => a.url) };
}

/** The page at `path` with its products shown, then a clock the test moves (timers only). */
async function openCategory(path: string, server = searchServer()) {
  const app = renderApp(path);
  if (server.asked.length === 0) await waitFor(() => expect(server.asked).toHaveLength(1));
  server.asked[0]!.release();
  await screen.findByText(/^Showing \d+ of \d+ products$/);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library waits a timer's turn after each user event, and moves a fake clock for
  // that only when it finds Jest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const navigate = vi.spyOn(app.router, 'navigate');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...app, navigate, user, server };
}

const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the search box of a category page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the first key at once and for a burst once it pauses, aborts the search typed past, and keeps the results meanwhile', async () => {
    const server = searchServer({ hold: true });
    const { router, navigate, user } = await openCategory('/category/marine-spares?sort=price-low', server);
    expect(screen.getByText('Showing 24 of 60 products')).toBeInTheDocument();

    await user.type(box(), 'PN-105');
    expect(box()).toHaveValue('PN-105');
    // 'P' at once (the leading edge); the burst 'N-105' that followed waits for its pause.
    expect(server.urls()).toEqual([
      '/api/products/search?category=marine-spares&sort=price-low&limit=24&view=card',
      '/api/products/search?category=marine-spares&q=P&sort=price-low&limit=24&view=card',
    ]);
    expect(navigate).not.toHaveBeenCalled();
    await pause(RESULTS_PAUSE_MS - 1);
    expect(server.asked).toHaveLength(2);
    await pause(1);
    expect(server.urls().at(-1)).toBe('/api/products/search?category=marine-spares&q=PN-105&sort=price-low&limit=24&view=card');
    expect(server.asked[1]!.signal.aborted).toBe(true);
    // The router's URL waits for the longer pause, and asks nothing again.
    expect(navigate).not.toHaveBeenCalled();
    await pause(SEARCH_PAUSE_MS - RESULTS_PAUSE_MS);
    expect(router.state.location.search).toBe('?sort=price-low&q=PN-105');
    expect(server.asked).toHaveLength(3);
    // The answer is not here yet: the previous results stay, marked as being replaced.
    expect(screen.getByText('Showing 24 of 60 products')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 60 products').parentElement).toHaveAttribute('aria-busy', 'true');

    // Typing on after a pause, before the answer: asked at once, the request for 'PN-105' aborted.
    await user.type(box(), '9');
    expect(server.asked).toHaveLength(4);
    expect(server.asked[2]!.signal.aborted).toBe(true);
    expect(server.asked[3]!.signal.aborted).toBe(false);
    // Its pause asks nothing more: the results are asked for that text already.
    await pause(RESULTS_PAUSE_MS);
    expect(server.asked).toHaveLength(4);
    server.asked[3]!.release();
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Part 59']);
    await pause(SEARCH_PAUSE_MS);
    expect(router.state.location.search).toBe('?sort=price-low&q=PN-1059');
  });

  it('writes the text at once when the box loses the focus, or with a sort chosen before the pause', async () => {
    const { router, navigate, user, server } = await openCategory('/category/marine-spares');
    await user.type(box(), 'PN-101');
    await user.tab();
    expect(router.state.location.search).toBe('?q=PN-101');
    expect(navigate).toHaveBeenCalledTimes(1);

    await user.clear(box());
    await user.type(box(), 'PN-102');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(router.state.location.search).toBe('?q=PN-102&sort=newest');
    expect(navigate).toHaveBeenCalledTimes(2);
    // The pause that follows has nothing left to write.
    await pause(SEARCH_PAUSE_MS);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Showing 10 of 10 products')).toBeInTheDocument();
    expect(server.urls().at(-1)).toBe('/api/products/search?category=marine-spares&q=PN-102&sort=newest&limit=24&view=card');
  });

  it("puts the text in the window's address bar with the results, so a reload keeps it", async () => {
    // As a browser router would be: the window at the page's URL.
    window.history.replaceState(null, '', '/category/marine-spares?sort=newest');
    const { navigate, user } = await openCategory('/category/marine-spares?sort=newest');
    // A text pasted (or filled) in one go: at once.
    await user.click(box());
    await user.paste('PN-1');
    expect(window.location.search).toBe('?sort=newest&q=PN-1');
    await pause(RESULTS_PAUSE_MS);
    // A burst: at its end, not with each of its keys.
    await user.type(box(), '05');
    expect(window.location.search).toBe('?sort=newest&q=PN-10');
    await pause(RESULTS_PAUSE_MS);
    expect(window.location.search).toBe('?sort=newest&q=PN-105');
    expect(navigate).not.toHaveBeenCalled();
    await user.clear(box());
    expect(window.location.search).toBe('?sort=newest');
  });

  it('follows the URL when it changes from elsewhere (Back), and Clear Filters empties it', async () => {
    const { router, user } = await openCategory('/category/marine-spares?q=PN-1001');
    expect(box()).toHaveValue('PN-1001');
    await act(() => router.navigate('/category/marine-spares?q=PN-104'));
    expect(box()).toHaveValue('PN-104');
    expect(await screen.findByText('Showing 10 of 10 products')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(box()).toHaveValue('PN-1001');
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();

    // A key typed, then Clear Filters before its pauses: nothing of it is written later.
    await user.type(box(), '5');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(box()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Showing 24 of 60 products')).toBeInTheDocument();
    await pause(SEARCH_PAUSE_MS);
    expect(router.state.location.search).toBe('');
  });

  it('answers each key of slow typing at once, and a burst once more at its end', async () => {
    const { user, server } = await openCategory('/category/marine-spares');
    const asked = () => server.urls().slice(1).map((u) => new URL(u, 'http://x').searchParams.get('q'));
    for (const letter of 'PN-') {
      await user.type(box(), letter);
      await pause(RESULTS_PAUSE_MS);
    }
    expect(asked()).toEqual(['P', 'PN', 'PN-']);
    // Four keys with no pause between them: the first at once, the other three as one request.
    await user.type(box(), '1059');
    expect(asked()).toEqual(['P', 'PN', 'PN-', 'PN-1']);
    await pause(RESULTS_PAUSE_MS);
    expect(asked()).toEqual(['P', 'PN', 'PN-', 'PN-1', 'PN-1059']);
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
  });

  it("never shows the answer of a search typed past, early or late", async () => {
    const server = searchServer({ hold: true, deaf: true });
    const { user } = await openCategory('/category/marine-spares', server);
    const counts = [screen.getByText(/^Showing \d+ of \d+ products$/).textContent];
    const observer = new MutationObserver(() => {
      const count = screen.queryByText(/^Showing \d+ of \d+ products$/)?.textContent;
      if (count && counts.at(-1) !== count) counts.push(count);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    // '5' (15 parts) at once, then '59' (one) once the burst pauses.
    await user.type(box(), '59');
    await pause(RESULTS_PAUSE_MS);
    expect(server.urls().slice(1)).toEqual([
      '/api/products/search?category=marine-spares&q=5&limit=24&view=card',
      '/api/products/search?category=marine-spares&q=59&limit=24&view=card',
    ]);
    expect(server.asked[1]!.signal.aborted).toBe(true);
    // The answer for '5' comes anyway, before the one for '59', then again after it.
    server.asked[1]!.release();
    for (let i = 0; i < 10; i += 1) await act(() => new Promise((resolve) => setImmediate(resolve)));
    server.asked[2]!.release();
    expect(await screen.findByText('Showing 1 of 1 products')).toBeInTheDocument();
    await pause(SEARCH_PAUSE_MS);
    observer.disconnect();
    expect(counts).toEqual(['Showing 24 of 60 products', 'Showing 1 of 1 products']);
    expect(cardNames()).toEqual(['Part 59']);
  });
});

describe('Show more on a category page', () => {
  beforeEach(() => sessionStorage.clear());

  it("asks for the next page with the previous answer's cursor, and moves the focus to the first new card", async () => {
    const server = searchServer();
    const user = userEvent.setup();
    renderApp('/category/marine-spares');
    expect(await screen.findByText('Showing 24 of 60 products')).toBeInTheDocument();
    expect(screen.getByText('24 of 60 shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await screen.findByText('Showing 48 of 60 products')).toBeInTheDocument();
    expect(server.urls()).toEqual([
      '/api/products/search?category=marine-spares&limit=24&view=card',
      '/api/products/search?category=marine-spares&limit=24&cursor=24&view=card',
    ]);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Part 24'));

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await screen.findByText('Showing 60 of 60 products')).toBeInTheDocument();
    expect(server.urls().at(-1)).toBe('/api/products/search?category=marine-spares&limit=24&cursor=48&view=card');
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it('brings back as many cards on Back from a product page', async () => {
    searchServer();
    stubApi({
      'GET /api/products/search': (url: string) => Response.json(searchAnswer(parts, url)),
      'GET /api/products/p30': parts[30],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/category/marine-spares');
    await user.click(await screen.findByRole('button', { name: 'Show more products' }));
    expect(await screen.findByText('Showing 48 of 60 products')).toBeInTheDocument();
    await act(() => router.navigate('/product/p30'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Part 30' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 48 of 60 products')).toBeInTheDocument();
  });

  it('asks again for every page an entry showed when its cache is gone (a reload, then Back)', async () => {
    // What the entry remembered before the reload (lib/use-incremental-list.ts).
    sessionStorage.setItem('category-list-memory', JSON.stringify({ default: { count: 48 } }));
    const server = searchServer();
    renderApp('/category/marine-spares');
    expect(await screen.findByText('Showing 48 of 60 products')).toBeInTheDocument();
    expect(server.urls()).toEqual([
      '/api/products/search?category=marine-spares&limit=24&view=card',
      '/api/products/search?category=marine-spares&limit=24&cursor=24&view=card',
    ]);
  });
});
