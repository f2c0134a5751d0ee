import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';
import type * as WorkerClient from '../lib/category-worker-client';
import { viewCategory } from '../lib/category-worker-client';

// The category worker's client, counted (jsdom has no Worker: its handler runs in this thread).
vi.mock('../lib/category-worker-client', async (importOriginal) => {
  const actual = await importOriginal<typeof WorkerClient>();
  return { ...actual, viewCategory: vi.fn(actual.viewCategory) };
});

// Over 256 KiB of JSON (KEEP_FROM_BYTES): the category stays in the worker.
const many = Array.from({ length: 1500 }, (_, i) =>
  makeProduct({
    id: `w${i}`,
    name: `Pump ${String(i).padStart(4, '0')}`,
    description: `Raw water pump, rebuilt and tested. ${'Spare part for twin-engine workboats. '.repeat(6)}`,
    specs: { partNumber: `WP-${i}` },
  }),
);
const searches = () => vi.mocked(viewCategory).mock.calls.map(([, query]) => query.search);

describe('a keystroke in a category kept in the worker', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks the worker once per text, writes the address bar at once, and shows the text with its answer', async () => {
    stubApi({ 'GET /api/products/category/marine-spares': many });
    // As a browser router would be: the window at the page's URL (the address bar is written).
    window.history.replaceState(null, '', '/category/marine-spares');
    const user = userEvent.setup();
    renderApp('/category/marine-spares');
    expect(await screen.findByText('Showing 1500 of 1500 products')).toBeInTheDocument();
    vi.mocked(viewCategory).mockClear();

    const box = screen.getByPlaceholderText('Search products...');
    await user.type(box, 'WP-149');
    // WP-149 and WP-1490 to 1499.
    expect(await screen.findByText('Showing 11 of 1500 products')).toBeInTheDocument();
    // Each text asked for once (by the keystroke), not again by the render that shows it.
    expect(searches()).toEqual(['W', 'WP', 'WP-', 'WP-1', 'WP-14', 'WP-149']);

    // Until the answer is here, the page still shows the previous results.
    let answer!: () => void;
    vi.mocked(viewCategory).mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return vi.mocked(viewCategory).getMockImplementation()!(...args);
    });
    await user.type(box, '{Backspace}');
    expect(screen.getByText('Showing 11 of 1500 products')).toBeInTheDocument();
    // The address bar has the text already: a reload now keeps it.
    expect(window.location.search).toBe('?q=WP-14');
    answer();
    // WP-14, WP-140 to 149, WP-1400 to 1499.
    expect(await screen.findByText('Showing 111 of 1500 products')).toBeInTheDocument();
    expect(searches().slice(6)).toEqual(['WP-14']);
  });
});
