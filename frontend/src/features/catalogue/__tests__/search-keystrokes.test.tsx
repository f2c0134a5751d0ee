import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchAnswer } from '@/testing/fake-search';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';
import { RESULTS_PAUSE_MS, SEARCH_PAUSE_MS } from '../lib/use-category-url';

// A category page's search runs on the server (docs/search.md): a keystroke asks once typing
// pauses, the request of a search typed past is aborted, the results on screen stay until the
// new ones are there, and the router's URL follows after a longer pause.
const parts = Array.from({ length: 60 }, (_, i) =>
  makeProduct({ id: `p${i}`, name: `Part ${String(i).padStart(2, '0')}`, partNumbers: [`PN-${1000 + i}`] }),
);
const box = () => screen.getByPlaceholderText('Search products...');
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

/** Answers the search call over `parts`; with `hold`, each answer waits for the test's release. */
function searchServer({ hold = false } = {}) {
  const asked: { url: string; signal: AbortSignal; release: () => void }[] = [];
  const fetchMock = stubApi({
    'GET /api/products/search': (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init!.signal!;
        const release = () => resolve(Response.json(searchAnswer(parts, url)));
        signal.addEventListener('abort', () => reject(signal.reason));
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

  it('asks once typing pauses, aborts the search typed past, and keeps the results meanwhile', async () => {
    const server = searchServer({ hold: true });
    const { router, navigate, user } = await openCategory('/category/marine-spares?sort=price-low', server);
    expect(screen.getByText('Showing 24 of 60 products')).toBeInTheDocument();

    await user.type(box(), 'PN-105');
    expect(box()).toHaveValue('PN-105');
    expect(server.asked).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    await pause(RESULTS_PAUSE_MS - 1);
    expect(server.asked).toHaveLength(1);
    await pause(1);
    expect(server.urls().at(-1)).toBe('/api/products/search?category=marine-spares&q=PN-105&sort=price-low&limit=24');
    // The router's URL waits for the longer pause, and asks nothing again.
    expect(navigate).not.toHaveBeenCalled();
    await pause(SEARCH_PAUSE_MS - RESULTS_PAUSE_MS);
    expect(router.state.location.search).toBe('?sort=price-low&q=PN-105');
    expect(server.asked).toHaveLength(2);
    // The answer is not here yet: the previous results stay, marked as being replaced.
    expect(screen.getByText('Showing 24 of 60 products')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 60 products').parentElement).toHaveAttribute('aria-busy', 'true');

    // Typing on before the answer: the request for 'PN-105' is aborted.
    await user.type(box(), '9');
    await pause(RESULTS_PAUSE_MS);
    expect(server.asked).toHaveLength(3);
    expect(server.asked[1]!.signal.aborted).toBe(true);
    expect(server.asked[2]!.signal.aborted).toBe(false);
    server.asked[2]!.release();
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
    expect(server.urls().at(-1)).toBe('/api/products/search?category=marine-spares&q=PN-102&sort=newest&limit=24');
  });

  it("puts the text in the window's address bar at once, so a reload keeps it", async () => {
    // As a browser router would be: the window at the page's URL.
    window.history.replaceState(null, '', '/category/marine-spares?sort=newest');
    const { navigate, user } = await openCategory('/category/marine-spares?sort=newest');
    await user.type(box(), 'PN-10');
    expect(window.location.search).toBe('?sort=newest&q=PN-10');
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

    await user.type(box(), '5');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(box()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Showing 24 of 60 products')).toBeInTheDocument();
    await pause(SEARCH_PAUSE_MS);
    expect(router.state.location.search).toBe('');
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
      '/api/products/search?category=marine-spares&limit=24',
      '/api/products/search?category=marine-spares&limit=24&cursor=24',
    ]);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Part 24'));

    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(await screen.findByText('Showing 60 of 60 products')).toBeInTheDocument();
    expect(server.urls().at(-1)).toBe('/api/products/search?category=marine-spares&limit=24&cursor=48');
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
      '/api/products/search?category=marine-spares&limit=24',
      '/api/products/search?category=marine-spares&limit=24&cursor=24',
    ]);
  });
});
