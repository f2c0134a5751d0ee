import { useMemo } from 'react';
import { ProductGrid } from '@/components/catalogue/product-card';
import { findCategory } from '@/config/site';
import { useCategoryProducts } from '@/lib/category-products';
import type { Product } from '@/types/api';
import { similarListings } from '../lib/similar';

/** Up to four visible products of the same category, nearest to this one; nothing until they are there. */
export function SimilarListings({ product, title }: { product: Product; title: string }) {
  const category = findCategory(product.category);
  const { data } = useCategoryProducts(category?.slug ?? 'marine-spares');
  const similar = useMemo(() => (category && data ? similarListings(product, data) : []), [category, data, product]);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-listings" className="mt-12">
      <h2 id="similar-listings" className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ProductGrid products={similar} />
    </section>
  );
}
