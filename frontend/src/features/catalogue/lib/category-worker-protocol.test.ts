import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/test-utils';
import type { Product } from '@/types/api';
import type { Answer } from '@/lib/worker-client';
import { categoryHandler, type CategoryRequest, type Loaded } from './category-worker-protocol';
import { brandsOf, filterProducts, SORT_OPTIONS, type ViewQuery } from './filter-products';

// The category worker's answers are the page's own search, sorts and filters
// (docs/large-catalogues.md, "A large category in a worker"): a view through the protocol is
// the first cards and the count filterProducts gives the page in its thread.
const BRANDS = ['Volvo Penta', 'Yanmar', 'caterpillar', 'MTU'];
const products: Product[] = Array.from({ length: 300 }, (_, i) =>
  makeProduct({
    id: `p${i}`,
    name: `${BRANDS[i % 4]} part ${(i * 7919) % 300}`,
    nameAr: i % 3 === 0 ? `مضخة ${i}` : undefined,
    price: `${(i * 37) % 500}.00`,
    showContactForPricing: i % 11 === 0,
    timestamp: new Date(Date.UTC(2024, 0, 1 + ((i * 13) % 200))).toISOString(),
    specs: { brand: BRANDS[i % 4], partNumber: `PN-${String(i).padStart(4, '0')}` },
  }),
);
const URL_ = '/api/products/category/marine-spares';
const answering = (body: unknown, status = 200) => (async () => Response.json(body, { status })) as typeof fetch;

let ids = 0;
async function ask(handle: ReturnType<typeof categoryHandler>, request: CategoryRequest): Promise<Answer<unknown>> {
  const answer = await handle({ ...request, id: ++ids });
  expect(answer.id).toBe(ids);
  return answer;
}

async function kept(handle = categoryHandler(answering(products))) {
  const answer = await ask(handle, { type: 'load', url: URL_, keepFrom: 0 });
  if (!answer.ok) throw new Error('load failed');
  const loaded = answer.value as Loaded;
  if (loaded.kind !== 'kept') throw new Error('not kept');
  return { handle, loaded };
}

const queries: ViewQuery[] = [
  ...SORT_OPTIONS.map((o) => ({ search: '', sort: o.value, filters: {}, lang: 'en' as const })),
  { search: ' pn-01 ', sort: 'price-low', filters: {}, lang: 'en' },
  { search: 'مضخة', sort: 'name', filters: {}, lang: 'ar' },
  { search: '', sort: 'newest', filters: { brand: 'CATERPILLAR', priceMax: '250' }, lang: 'en' },
  { search: 'no such part', sort: 'name', filters: {}, lang: 'en' },
];

describe('the category worker protocol', () => {
  it('keeps a large category and answers each view as filterProducts does in the page', async () => {
    const { handle, loaded } = await kept();
    expect(loaded).toMatchObject({ total: 300, brands: brandsOf(products) });
    for (const query of queries) {
      for (const limit of [24, 48]) {
        const answer = await ask(handle, { type: 'view', dataset: loaded.dataset, query, limit });
        const expected = filterProducts(products, query.search, query.sort, query.filters, query.lang);
        expect(answer.ok && answer.value, JSON.stringify(query)).toEqual({
          items: expected.slice(0, limit),
          matched: expected.length,
        });
      }
    }
  });

  it('hands a category under the size back whole', async () => {
    const handle = categoryHandler(answering(products));
    const answer = await ask(handle, { type: 'load', url: URL_, keepFrom: 10 * 1024 * 1024 });
    expect(answer.ok && answer.value).toEqual({ kind: 'all', products });
  });

  it('answers an HTTP failure with its status and body, and a view of a replaced copy with a failure', async () => {
    const failing = await ask(categoryHandler(answering({ message: 'Database unavailable' }, 503)), {
      type: 'load',
      url: URL_,
      keepFrom: 0,
    });
    expect(failing).toMatchObject({ ok: false, failure: { status: 503, body: '{"message":"Database unavailable"}' } });

    const { handle, loaded } = await kept();
    const again = await kept(handle);
    expect(again.loaded.dataset).not.toBe(loaded.dataset);
    const stale = await ask(handle, { type: 'view', dataset: loaded.dataset, query: queries[0]!, limit: 24 });
    expect(stale).toMatchObject({ ok: false, failure: { message: expect.any(String) } });
  });
});
