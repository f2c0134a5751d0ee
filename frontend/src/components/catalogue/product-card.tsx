import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLang, useLocalize } from '@/i18n';
import { localizeProduct } from '@/i18n/content';
import type { Product } from '@/types/api';
import { CategoryBadge } from './category-badge';
import { ContactButtons } from './contact-buttons';
import { CARD_SIZES } from '@/lib/image-variants';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/**
 * A clickable product card: the name's link is stretched over the card, and the call and
 * chat buttons sit above it, so they work without opening the product page.
 */
export function ProductCard({ product: given, eagerImage = false }: { product: Product; eagerImage?: boolean }) {
  const nameId = useId();
  const product = localizeProduct(given, useLang());
  const localize = useLocalize();
  return (
    <article
      aria-labelledby={nameId}
      data-product={product.id}
      className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-sky-500 hover:shadow-md"
    >
      <ProductImage
        src={product.image}
        alt={product.name}
        width={400}
        height={300}
        eager={eagerImage}
        sizes={CARD_SIZES}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CategoryBadge category={product.category} />
        <h3 id={nameId} className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={localize(paths.product.getHref(product.id))}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-sky-800"
          >
            {product.name}
          </Link>
        </h3>
        <ProductPrice product={product} />
        <ContactButtons item={product.name} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** Product cards in a responsive grid; the first `eagerCount` images load eagerly. */
export function ProductGrid({ products, eagerCount = 0 }: { products: Product[]; eagerCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <ProductCard product={p} eagerImage={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
