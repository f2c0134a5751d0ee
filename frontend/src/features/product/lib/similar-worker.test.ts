import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/test-utils';
import { similarListings } from './similar';
import { similarHandler } from './similar-worker';

// The similar listings' worker answers what the page would work out itself (docs/large-catalogues.md).
const parts = Array.from({ length: 40 }, (_, i) =>
  makeProduct({ id: `s${i}`, name: `Part ${i}`, price: `${100 + i * 10}.00`, specs: { brand: i % 3 ? 'Yanmar' : 'MTU' } }),
);

describe('the similar listings worker', () => {
  it('answers with the nearest four of the category, as similarListings does', async () => {
    const handle = similarHandler((async () => Response.json(parts)) as typeof fetch);
    const answer = await handle({ id: 7, url: '/api/products/category/marine-spares', product: parts[9]! });
    expect(answer).toEqual({ id: 7, ok: true, value: similarListings(parts[9]!, parts) });
    expect(answer.ok && answer.value).toHaveLength(4);
  });

  it('answers a failed request with its status', async () => {
    const handle = similarHandler((async () => new Response('gone', { status: 404, statusText: 'Not Found' })) as typeof fetch);
    const answer = await handle({ id: 8, url: '/api/products/category/marine-spares', product: parts[0]! });
    expect(answer).toEqual({ id: 8, ok: false, failure: { status: 404, statusText: 'Not Found', body: 'gone' } });
  });
});
