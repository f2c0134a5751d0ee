import { CURRENCY_AR } from '@/config/site';
import { messagesIn, type Lang } from '@/i18n';
import common from 'virtual:en/common';
import { useSite } from '@/lib/site-settings';
import { formatAmount, formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Product, ProductSpecs } from '@/types/api';

/**
 * "per hour", "per day", "per week" after the price of a listing with a rate basis; "per unit/day"
 * without one (docs/behaviour.md; tests/fixtures/price_format.json, which the page HTML follows too).
 */
export const priceSuffix = (specs?: Pick<ProductSpecs, 'rateBasis'>, lang: Lang = 'en') => {
  const { price } = messagesIn(lang, 'common', common);
  return specs?.rateBasis ? price[specs.rateBasis] : price.perUnitDay;
};

type Priced = Pick<Product, 'price' | 'showContactForPricing'> & { specs?: Pick<ProductSpecs, 'rateBasis'> };

/** "AED 1,250.00 per unit/day" (then " incl. VAT" when the settings say so), or "Contact For Pricing". */
export function ProductPrice({ product, className }: { product: Priced; className?: string }) {
  const { pricesIncludeVat, lang } = useSite();
  return <PriceText product={product} className={className} pricesIncludeVat={pricesIncludeVat} lang={lang} />;
}

/**
 * `ProductPrice` with the settings it needs given: a grid of cards reads them once, rather
 * than each card subscribing to them (docs/large-catalogues.md).
 */
export function PriceText({
  product,
  className,
  pricesIncludeVat,
  lang,
}: {
  product: Priced;
  className?: string;
  pricesIncludeVat: boolean;
  lang: Lang;
}) {
  const { price } = messagesIn(lang, 'common', common);
  if (product.showContactForPricing) {
    return <p className={cn('font-semibold text-sky-900', className)}>{price.contactForPricing}</p>;
  }
  const amount = formatAmount(product.price);
  return (
    <p className={cn('font-semibold text-sky-900', className)}>
      {lang === 'ar' && amount ? (
        // The amount reads left to right inside the Arabic text.
        <>
          <bdi dir="ltr">{amount}</bdi>
          {`\u00a0${CURRENCY_AR}`}
        </>
      ) : (
        formatPrice(product.price)
      )}{' '}
      <span className="text-sm font-normal text-slate-600">
        {priceSuffix(product.specs, lang)}
        {pricesIncludeVat ? price.inclVat : ''}
      </span>
    </p>
  );
}
