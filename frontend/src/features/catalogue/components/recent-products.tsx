import { ProductGrid } from '@/components/catalogue/product-card';
import { StatusMessage } from '@/components/ui/status';
import { useRecentProducts } from '../api/get-recent-products';
import { QueryError } from '@/components/ui/query-error';
import { useMessages } from '@/i18n';
import common from 'virtual:en/common';
import home from 'virtual:en/home';

export function RecentProducts() {
  const { data, isPending, isError, refetch } = useRecentProducts();
  const t = useMessages('home', home);
  const { loadError, loadingProducts } = useMessages('common', common);

  return (
    <section aria-labelledby="recent-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="recent-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t.recent}
      </h2>
      <div className="mt-8">
        {isPending ? (
          <StatusMessage loading>{loadingProducts}</StatusMessage>
        ) : isError ? (
          <QueryError what={loadError.products} onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <StatusMessage>{t.noProducts}</StatusMessage>
        ) : (
          <ProductGrid products={data} />
        )}
      </div>
    </section>
  );
}
