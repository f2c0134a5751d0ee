import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ProductGrid } from '@/components/catalogue/product-card';
import { api } from '@/lib/api';
import type { SearchAnswer } from '@/lib/product-search';
import { productKeys } from '@/lib/query-keys';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { Product } from '@/types/api';
import { findSimilar } from '../lib/similar-search';

const NONE: Product[] = [];

/**
 * Up to four visible products of the same category, near this one; nothing until they are
 * there, and nothing asked for until the visitor scrolls towards them (docs/large-catalogues.md,
 * "The product page's similar listings"). A few products from the search call
 * (docs/search.md, "Similar listings"), never the whole category.
 */
export function SimilarListings({ product, title }: { product: Product; title: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const similar =
    useQuery({
      queryKey: [...productKeys.all, 'similar', product.id],
      queryFn: ({ signal }) => findSimilar(product, (path) => api.get<SearchAnswer>(path, { signal })),
      enabled: near,
    }).data ?? NONE;
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
