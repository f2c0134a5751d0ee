/**
 * A stand-in for `GET /api/products/search` (docs/search.md) over a fixed list, for component
 * tests: the category, a case-insensitive substring of the name, description, SKU or part
 * numbers, the brand, fits, type and price filters, the price range facet, the sorts, and the cursor (here the offset). Not the
 * server's matching (stemming, typos): the tests check what the page does with the answers.
 */
import type { SearchAnswer } from '@/lib/product-search';
import type { Product } from '@/types/api';

const price = (p: Product) => Number.parseFloat(p.price) || 0;

export function searchAnswer(products: readonly Product[], url: string): SearchAnswer {
  const params = new URL(url, 'http://test').searchParams;
  const q = params.get('q')?.trim().toLowerCase() ?? '';
  const category = params.get('category');
  const sort = params.get('sort') ?? (q ? 'relevance' : 'name');
  const limit = Number(params.get('limit') ?? 24);
  const from = Number(params.get('cursor') ?? 0);
  const texts = (p: Product) => [
    p.name,
    p.description,
    p.sku ?? '',
    ...(p.partNumbers ?? []),
    p.specs?.partNumber ?? '',
  ];
  const found = products.filter(
    (p) => (!category || p.category === category) && (!q || texts(p).some((t) => t.toLowerCase().includes(q))),
  );
  const filtered = found.filter(
    (p) =>
      (!params.get('brand') || p.specs?.brand?.toLowerCase() === params.get('brand')?.toLowerCase()) &&
      (!params.get('type') || p.specs?.vesselType === params.get('type')) &&
      (!params.get('fits') || (p.fits ?? []).some((f) => f.toLowerCase() === params.get('fits')?.toLowerCase())) &&
      (!params.get('priceMin') || price(p) >= Number(params.get('priceMin'))) &&
      (!params.get('priceMax') || price(p) <= Number(params.get('priceMax'))),
  );
  const byName = (a: Product, b: Product) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const order: Record<string, (a: Product, b: Product) => number> = {
    name: byName,
    relevance: byName,
    'price-low': (a, b) => price(a) - price(b) || byName(a, b),
    'price-high': (a, b) => price(b) - price(a) || byName(a, b),
    newest: (a, b) => b.timestamp.localeCompare(a.timestamp) || byName(a, b),
  };
  const sorted = [...filtered].sort(order[sort] ?? byName);
  const count = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => Boolean(v)))]
      .sort()
      .map((value) => ({ value, count: values.filter((v) => v === value).length }));
  return {
    items: sorted.slice(from, from + limit),
    total: sorted.length,
    nextCursor: from + limit < sorted.length ? String(from + limit) : null,
    facets: {
      types: count(found.map((p) => p.specs?.vesselType)),
      brands: count(found.map((p) => p.specs?.brand)),
      fits: count(found.flatMap((p) => p.fits ?? [])),
      ...(found.length && {
        price: { min: Math.min(...found.map(price)).toFixed(2), max: Math.max(...found.map(price)).toFixed(2) },
      }),
    },
  };
}

/** A `stubApi` handler answering the search call over `products`. */
export const fakeSearch = (products: readonly Product[]) => (url: string) => Response.json(searchAnswer(products, url));
