import { PRICE_SUFFIX } from '@/config/site';
import { useSite } from '@/lib/site-settings';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Product, ProductSpecs } from '@/types/api';

/**
 * "per hour", "per day", "per week" after the price of a listing with a rate basis; the spec's
 * "per unit/day" without one (tests/fixtures/price_format.json, which the page HTML follows too).
 */
export const priceSuffix = (specs?: ProductSpecs) => (specs?.rateBasis ? `per ${specs.rateBasis}` : PRICE_SUFFIX);

/** "AED 1,250.00 per unit/day" (then " incl. VAT" when the settings say so), or "Contact For Pricing". */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'showContactForPricing' | 'specs'>;
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
        {priceSuffix(product.specs)}
        {pricesIncludeVat ? ' incl. VAT' : ''}
      </span>
    </p>
  );
}
