import { PRICE_SUFFIX } from '@/config/site';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Product } from '@/types/api';

/** "AED 1,250.00 per unit/day", or "Contact For Pricing". */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'showContactForPricing'>;
  className?: string;
}) {
  if (product.showContactForPricing) {
    return <p className={cn('font-semibold text-sky-900', className)}>Contact For Pricing</p>;
  }
  return (
    <p className={cn('font-semibold text-sky-900', className)}>
      {formatPrice(product.price)} <span className="text-sm font-normal text-slate-600">{PRICE_SUFFIX}</span>
    </p>
  );
}
