import { PRICE_SUFFIX } from '@/config/site';
import { useSite } from '@/lib/site-settings';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Product } from '@/types/api';

/** "AED 1,250.00 per unit/day" (then " incl. VAT" when the settings say so), or "Contact For Pricing". */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'showContactForPricing'>;
  className?: string;
}) {
  const { pricesIncludeVat } = useSite();
  if (product.showContactForPricing) {
    return <p className={cn('font-semibold text-sky-900', className)}>Contact For Pricing</p>;
  }
  return (
    <p className={cn('font-semibold text-sky-900', className)}>
      {formatPrice(product.price)}{' '}
      <span className="text-sm font-normal text-slate-600">
        {pricesIncludeVat ? `${PRICE_SUFFIX} incl. VAT` : PRICE_SUFFIX}
      </span>
    </p>
  );
}
