import type { Product } from '@/types/api';

const VESSEL_CATEGORIES = ['vessel-chartering', 'vessel-sales-purchase'];

/** How far apart two positive amounts are, by ratio (10 m and 20 m as far as 20 m and 40 m); 1 when one is missing. */
function ratioDistance(a: number | undefined, b: number | undefined): number {
  if (!a || !b || a <= 0 || b <= 0) return 1;
  return Math.abs(Math.log(a / b));
}

const price = (p: Product) => (p.showContactForPricing ? undefined : Number.parseFloat(p.price) || undefined);

/** A vessel's distance from another: in type, length and price; a part's: in brand and price. */
export function distance(from: Product, to: Product): number {
  const a = from.specs ?? {};
  const b = to.specs ?? {};
  const priceGap = ratioDistance(price(from), price(to));
  if (VESSEL_CATEGORIES.includes(from.category)) {
    const typeGap = a.vesselType && a.vesselType === b.vesselType ? 0 : 1;
    return typeGap + ratioDistance(a.lengthM, b.lengthM) + priceGap;
  }
  const brandGap = a.brand && a.brand.toLocaleLowerCase() === b.brand?.toLocaleLowerCase() ? 0 : 1;
  return brandGap + priceGap;
}

/** Up to `limit` other products of `product`'s category list, nearest first (then by name). */
export function similarListings(product: Product, candidates: readonly Product[], limit = 4): Product[] {
  return candidates
    .filter((p) => p.id !== product.id && p.category === product.category)
    .map((p) => ({ p, d: distance(product, p) }))
    .sort((x, y) => x.d - y.d || x.p.name.localeCompare(y.p.name))
    .slice(0, limit)
    .map((x) => x.p);
}
