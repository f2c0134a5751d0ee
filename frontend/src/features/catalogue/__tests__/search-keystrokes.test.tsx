import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';
import { SEARCH_PAUSE_MS } from '../lib/use-category-url';

// A keystroke in a category's search box renders the page, not the whole route: the router
// navigates once typing pauses (docs/large-catalogues.md).
const parts = Array.from({ length: 60 }, (_, i) =>
  makeProduct({ id: `p${i}`, name: `Part ${String(i).padStart(2, '0')}`, specs: { partNumber: `PN-${1000 + i}` } }),
);
const box = () => screen.getByPlaceholderText('Search products...');

/** The page at `path` with its products shown, then a clock the test moves (timers only). */
async function openCategory(path: string) {
  stubApi({ 'GET /api/products/category/marine-spares': parts });
  const app = renderApp(path);
  await screen.findByText(/^Showing \d+ of 60 products$/);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library waits a timer's turn after each user event, and moves a fake clock for
  // that only when it finds Jest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const navigate = vi.spyOn(app.router, 'navigate');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...app, navigate, user };
}

const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the search box of a category page', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('updates the results per keystroke without a router navigation, and writes ?q= once typing pauses', async () => {
    const { router, navigate, user } = await openCategory('/category/marine-spares?sort=price-low');
    await user.type(box(), 'PN-105');
    expect(box()).toHaveValue('PN-105');
    expect(screen.getByText('Showing 10 of 60 products')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?sort=price-low');

    await pause(SEARCH_PAUSE_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await pause(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?sort=price-low&q=PN-105');
    expect(box()).toHaveValue('PN-105');
    expect(screen.getByText('Showing 10 of 60 products')).toBeInTheDocument();

    // Typing on after the pause: again nothing until the next pause.
    await user.type(box(), '9');
    expect(screen.getByText('Showing 1 of 60 products')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);
    await pause(SEARCH_PAUSE_MS);
    expect(router.state.location.search).toBe('?sort=price-low&q=PN-1059');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('writes the text at once when the box loses the focus, or with a sort chosen before the pause', async () => {
    const { router, navigate, user } = await openCategory('/category/marine-spares');
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
    expect(screen.getByText('Showing 10 of 60 products')).toBeInTheDocument();
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
    expect(screen.getByText('Showing 10 of 60 products')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(box()).toHaveValue('PN-1001');
    expect(screen.getByText('Showing 1 of 60 products')).toBeInTheDocument();

    await user.type(box(), '5');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(box()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Showing 60 of 60 products')).toBeInTheDocument();
    await pause(SEARCH_PAUSE_MS);
    expect(router.state.location.search).toBe('');
  });
});
