import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { StatusMessage } from '@/components/ui/status';
import { ProductDetails, ProductNotFound } from '@/features/product/components/product-details';
import { useMessages } from '@/i18n';
import type { Product } from '@/types/api';
import productTexts from 'virtual:en/product';

// The charter booking is code of its own (docs/frontend.md, "The initial JavaScript's
// budget"): asked for only on a vessel with charter terms, once the page has hydrated.
const CharterBooking = lazy(() => import('@/features/charter/components/charter-booking'));

const noSubscription = () => () => undefined;
/** False on the server and while hydrating (so the page HTML and the first render agree), true after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The vessel's booking, in a box of a fixed least height that the placeholder fills too, so
 * the page does not move when the calendar arrives (docs/first-paint.md).
 */
function BookingSlot({ product }: { product: Product }) {
  const hydrated = useHydrated();
  const t = useMessages('product', productTexts);
  if (product.category !== 'vessel-chartering' || !product.charter) return null;
  const placeholder = (
    <StatusMessage loading className="h-full rounded-xl border border-slate-200 bg-white py-10">
      {t.bookingLoading}
    </StatusMessage>
  );
  return (
    <div className="mt-8 flex min-h-[50rem] flex-col lg:min-h-[36rem] [&>*]:flex-1" data-testid="charter-slot">
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <CharterBooking product={{ ...product, charter: product.charter }} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

export function ProductRoute() {
  const { id } = useParams();
  if (!id) return <ProductNotFound />;
  return <ProductDetails id={id} booking={(product) => <BookingSlot product={product} />} />;
}
