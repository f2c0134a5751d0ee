import { memo, useId, useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { Site } from '@/config/site';
import { format, messagesIn, useLang, useLocalize } from '@/i18n';
import common from 'virtual:en/common';
import { localizeProduct } from '@/i18n/content';
import type { CardProduct, Desk } from '@/types/api';
import { CategoryBadge } from './category-badge';
import { ContactButtons } from './contact-buttons';
import { EnquiryButton } from './enquiry-button';
import { CARD_SIZES } from '@/lib/image-variants';
import { ProductImage } from './product-image';
import { PriceText } from './product-price';
import { deskIn, desksOf } from '@/lib/desk-of';
import { useSettings } from '@/lib/site-settings';

/**
 * A clickable product card: the name's link is stretched over the card, and the call and
 * chat buttons sit above it, so they work without opening the product page. Memoised: a
 * category page's search renders its grid again per keystroke, and the cards that stay need
 * no work (docs/large-catalogues.md).
 */
export const ProductCard = memo(function ProductCard({
  product: given,
  site,
  eagerImage = false,
}: {
  product: CardProduct;
  site: CardSite;
  eagerImage?: boolean;
}) {
  const nameId = useId();
  const product = localizeProduct(given, site.lang);
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
        <h3 id={nameId} dir="auto" className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={localize(paths.product.getHref(product.id))}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-sky-800"
          >
            {product.name}
          </Link>
        </h3>
        {/* Found through an old number (docs/parts-lists.md): "Replaces 1R-0749". */}
        {product.replaced ? (
          <p className="text-sm text-slate-600">
            {format(messagesIn(site.lang, 'common', common).replaces, { number: '' })}
            <bdi dir="ltr">{product.replaced}</bdi>
          </p>
        ) : null}
        <PriceText product={product} pricesIncludeVat={site.pricesIncludeVat} lang={site.lang} />
        <EnquiryButton product={product} className="mt-auto pt-2" />
        <ContactButtons desk={deskIn(site.desks, product.category)} lang={site.lang} item={product.name} />
      </div>
    </article>
  );
});

/** What a card shows of the site's settings: the desks its buttons go to (docs/desks.md). */
type CardSite = Pick<Site, 'pricesIncludeVat' | 'lang'> & { desks: Desk[] };

/**
 * Product cards in a responsive grid; the first `eagerCount` images load eagerly. The grid
 * reads the settings for its cards: a card mounted per keystroke of a search then subscribes
 * to nothing. Cards from `lazyFrom` on (below the first screen) are laid out and painted only
 * once they near the viewport (`content-visibility: auto`, a card's height kept in between; its
 * width is the grid's, a kept width would widen a phone's page):
 * a search's results then cost the browser the cards in view (docs/large-catalogues.md).
 * `reserved` empty rows of a lazy card's kept height follow the cards: the room of cards whose
 * render comes next (useFirstItemsFirst's `held`), hidden from assistive technology.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  eagerCount = 0,
  lazyFrom = Infinity,
  reserved = 0,
}: {
  products: readonly CardProduct[];
  eagerCount?: number;
  lazyFrom?: number;
  reserved?: number;
}) {
  const settings = useSettings();
  const lang = useLang();
  const { pricesIncludeVat } = settings;
  const site = useMemo(
    () => ({ desks: desksOf(settings), pricesIncludeVat, lang }),
    [settings, pricesIncludeVat, lang],
  );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((p, i) => (
        <li
          key={p.id}
          className={i < lazyFrom ? 'flex' : 'flex [contain-intrinsic-height:auto_30rem] [content-visibility:auto]'}
        >
          <ProductCard product={p} site={site} eagerImage={i < eagerCount} />
        </li>
      ))}
      {Array.from({ length: reserved }, (_, i) => (
        <li key={`reserved-${i}`} aria-hidden="true" className="h-[30rem]" />
      ))}
    </ul>
  );
});
