import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSearch, searchAnswer } from '@/testing/fake-search';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';

// Fitment and superseded numbers in the catalogue (docs/parts-lists.md, "The screens").
// Arabic pages load their font late; jsdom has no FontFace.
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));
const filter = makeProduct({ id: 'f1', name: 'Fuel Filter', fits: ['Caterpillar 3516B', 'Caterpillar 3412'] });
const impeller = makeProduct({ id: 'i1', name: 'Impeller', fits: ['Volvo Penta D13'] });
const rope = makeProduct({ id: 'r1', name: 'Mooring Rope' });
const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('parts in the catalogue', () => {
  it("Marine Supplies filters by the engine a part fits, from the search's facet", async () => {
    const fetchMock = stubApi({ 'GET /api/products/search': fakeSearch([filter, impeller, rope]) });
    const user = userEvent.setup();
    const { router } = renderApp('/category/marine-spares');
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    const select = screen.getAllByLabelText('Fits engine')[0]!;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All engines', 'Caterpillar 3412', 'Caterpillar 3516B', 'Volvo Penta D13']);
    await user.selectOptions(select, 'Volvo Penta D13');
    await waitFor(() => expect(cardNames()).toEqual(['Impeller']));
    expect(router.state.location.search).toContain('fits=Volvo+Penta+D13');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('fits=Volvo+Penta+D13');
  });

  it('keeps the filter out of the vessel categories', async () => {
    stubApi({ 'GET /api/products/search': fakeSearch([]) });
    renderApp('/category/vessel-sales-purchase');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Fits engine')).toBeNull();
  });

  it('says on a card found through an old number which number it replaces, in both languages', async () => {
    const answer = (url: string) => {
      const found = searchAnswer([filter, rope], url);
      return Response.json({
        ...found,
        items: found.items.map((p) => (p.id === 'f1' ? { ...p, replaced: '1R-0749' } : p)),
      });
    };
    stubApi({ 'GET /api/products/search': answer });
    const { unmount } = renderApp('/search?q=filter');
    const card = (await screen.findByRole('heading', { name: 'Fuel Filter' })).closest('article')!;
    expect(card).toHaveTextContent('Replaces 1R-0749');
    expect(within(card).getByText('1R-0749').tagName).toBe('BDI');
    unmount();
    renderApp('/ar/search?q=filter');
    const arCard = (await screen.findByRole('heading', { name: 'Fuel Filter' })).closest('article')!;
    expect(arCard).toHaveTextContent('بديل عن 1R-0749');
    expect(screen.getAllByRole('article').filter((a) => a.textContent?.includes('بديل عن'))).toHaveLength(1);
  });
});
