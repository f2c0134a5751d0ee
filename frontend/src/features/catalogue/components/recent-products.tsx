import { ProductGrid } from '@/components/catalogue/product-card';
import { StatusMessage } from '@/components/ui/status';
import { useRecentProducts } from '../api/get-recent-products';
import { QueryError } from '@/components/ui/query-error';

export function RecentProducts() {
  const { data, isPending, isError, refetch } = useRecentProducts();

  return (
    <section aria-labelledby="recent-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="recent-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Recently Added Products
      </h2>
      <div className="mt-8">
        {isPending ? (
          <StatusMessage loading>Loading products...</StatusMessage>
        ) : isError ? (
          <QueryError what="the products" onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <StatusMessage>No products available yet.</StatusMessage>
        ) : (
          <ProductGrid products={data} />
        )}
      </div>
    </section>
  );
}
