import { lazy, Suspense, useId } from 'react';
import { useParams } from 'react-router';
import { StatusMessage } from '@/components/ui/status';
import { ProductDetails, ProductNotFound } from '@/features/product/components/product-details';
import { useMessages } from '@/i18n';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { Product } from '@/types/api';
import productTexts from 'virtual:en/product';

// The charter booking is code of its own (docs/frontend.md, "The initial JavaScript's
// budget"): asked for only on a vessel with charter terms, once its place nears the screen.
const CharterBooking = lazy(() => import('@/features/charter/components/charter-booking'));

/**
 * How near the screen the booking's place must come before its code is fetched: a quarter of a
 * screen's height. On a phone the section starts about 1.4 screens down, so a wider margin (one
 * screen) would fetch it with the page, inside Lighthouse's window (docs/charter.md, "The vessel
 * page's booking on approach").
 */
const BOOKING_MARGIN = '25% 0px';

/**
 * The vessel's booking, in a box of a fixed least height, with its heading and intro from the
 * first paint; the calendar and the form replace the placeholder inside it once the box nears
 * the screen or the visitor points at or focuses it, so nothing on the page moves when they
 * arrive (docs/first-paint.md).
 */
function BookingSlot({ product }: { product: Product }) {
  const [ref, near, bringNear] = useNearViewport<HTMLElement>(BOOKING_MARGIN);
  const t = useMessages('product', productTexts);
  const headingId = useId();
  if (product.category !== 'vessel-chartering' || !product.charter) return null;
  const placeholder = (
    <StatusMessage loading className="mt-4 flex-1 rounded-lg bg-slate-50 py-10">
      {t.bookingLoading}
    </StatusMessage>
  );
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="mt-8 flex min-h-[50rem] flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-6 lg:min-h-[36rem]"
      data-testid="charter-slot"
      onPointerEnter={bringNear}
      onFocus={bringNear}
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t.bookingHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.bookingIntro}</p>
      {near ? (
        <Suspense fallback={placeholder}>
          <CharterBooking product={{ ...product, charter: product.charter }} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}

export function ProductRoute() {
  const { id } = useParams();
  if (!id) return <ProductNotFound />;
  return <ProductDetails id={id} booking={(product) => <BookingSlot product={product} />} />;
}
