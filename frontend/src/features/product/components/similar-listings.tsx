import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { ProductGrid } from '@/components/catalogue/product-card';
import { findCategory } from '@/config/site';
import { categoryProductsQueryOptions } from '@/lib/category-products';
import { useNearViewport } from '@/lib/use-near-viewport';
import { productKeys } from '@/lib/query-keys';
import type { Product } from '@/types/api';
import { similarListings } from '../lib/similar';
import { similarInWorker } from '../lib/similar-worker';

const NONE: Product[] = [];

/**
 * Up to four visible products of the same category, nearest to this one; nothing until they
 * are there, and nothing asked for until the visitor scrolls towards them (a category is a
 * request, and thousands of products are megabytes of JSON on a phone's data). From the
 * category in the query cache when the page has it (a category page seen, a small one), else
 * from a worker, which fetches and reads the category off the page's thread
 * (docs/large-catalogues.md, "A large category in a worker").
 */
export function SimilarListings({ product, title }: { product: Product; title: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const category = findCategory(product.category);
  const slug = category?.slug ?? 'marine-spares';
  const cached = useQuery({ ...categoryProductsQueryOptions(slug), enabled: false }).data;
  const away = useQuery({
    queryKey: [...productKeys.category(slug), 'similar', product.id],
    queryFn: () => similarInWorker(slug, product),
    enabled: near && category !== undefined && cached === undefined,
  }).data;
  const similar = useMemo(
    () => (!near ? NONE : category && cached ? similarListings(product, cached) : (away ?? NONE)),
    [near, category, cached, away, product],
  );
  // The cards render at a transition's priority, in slices that yield to the page (a scroll
  // goes on), not in the one synchronous task an answering query gets.
  const shown = useDeferredValue(similar, NONE);
  return (
    <div ref={ref}>
      {shown.length > 0 && (
        <section aria-labelledby="similar-listings" className="mt-12">
          <h2 id="similar-listings" className="mb-4 text-2xl font-bold text-slate-900">
            {title}
          </h2>
          <ProductGrid products={shown} />
        </section>
      )}
    </div>
  );
}
