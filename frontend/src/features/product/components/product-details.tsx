import { MessageCircle, Phone } from '@/components/ui/icons';
import { ArrowLeft, Mail } from '@/components/ui/page-icons';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { PageHead } from '@/components/seo/page-head';
import { CategoryBadge } from '@/components/catalogue/category-badge';
import { EnquiryButton } from '@/components/catalogue/enquiry-button';
import { ProductPrice } from '@/components/catalogue/product-price';
import { Button, buttonVariants } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-error';
import { StatusMessage } from '@/components/ui/status';
import { paths } from '@/config/paths';
import { findCategory, mailtoHref } from '@/config/site';
import { formatPhone } from '@/lib/phone';
import { DeskStatusLine, useDeskChat } from '@/components/desks/desk-status';
import { isApiError } from '@/lib/api';
import { deskFor } from '@/lib/desk-of';
import { useSettings, useSite } from '@/lib/site-settings';
import { format, useLang, useLocalize, useMessages } from '@/i18n';
import { localizeProduct } from '@/i18n/content';
import common from 'virtual:en/common';
import texts from 'virtual:en/product';
import specTexts from 'virtual:en/specs';
import { cn } from '@/lib/utils';
import type { Product } from '@/types/api';
import { useProduct } from '../api/get-product';
import { ImageGallery } from './image-gallery';
import { ProductHead } from './product-head';
import { minimumHoursText, ProductSpecsTable } from './product-specs';
import { SimilarListings } from './similar-listings';

export function ProductNotFound() {
  const t = useMessages('product', texts);
  const { categories } = useMessages('common', common);
  const localize = useLocalize();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageHead title={t.notFound} />
      <h1 className="text-3xl font-bold text-slate-900">{t.notFound}</h1>
      <p className="mt-3 text-slate-600">{t.notFoundText}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={localize(paths.home.getHref())} className={buttonVariants({ variant: 'primary' })}>
          {t.backHome}
        </Link>
        <Link
          to={localize(paths.category.getHref('marine-spares'))}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {categories['marine-spares']}
        </Link>
      </div>
    </div>
  );
}

/** `booking`: what the page shows under the listing (the route gives a vessel's charter booking). */
type BookingSlot = (product: Product) => ReactNode;

function Details({ product: given, booking }: { product: Product; booking?: BookingSlot }) {
  const navigate = useNavigate();
  const site = useSite();
  const lang = useLang();
  const localize = useLocalize();
  const t = useMessages('product', texts);
  const product = localizeProduct(given, lang);
  const category = findCategory(product.category);
  const images = [product.image, ...(product.images ?? [])].filter(Boolean);
  const minimum = minimumHoursText(product.specs, useMessages('specs', specTexts));
  const titleId = useId();
  // The desk of the product's category (docs/desks.md): its phone, its agent, its hours.
  const desk = deskFor(useSettings(), product.category);
  const chat = useDeskChat(desk, product.name);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ProductHead product={given} />
      <Button
        variant="ghost"
        size="sm"
        className="-ms-3"
        onClick={() => navigate(localize(category ? paths.category.getHref(category.slug) : paths.home.getHref()))}
      >
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t.back}
      </Button>

      {/* The listing itself, as a region named by its title (apart from the similar listings). */}
      <section aria-labelledby={titleId} className="mt-4 grid gap-8 lg:grid-cols-2">
        <ImageGallery key={product.id} images={images} name={product.name} />

        <div className="flex flex-col gap-4">
          <CategoryBadge category={product.category} />
          <h1 id={titleId} dir="auto" className="text-3xl font-bold text-slate-900">
            {product.name}
          </h1>
          <div>
            <ProductPrice product={product} className="text-2xl" />
            {minimum && !product.showContactForPricing ? (
              <p className="mt-1 text-sm text-slate-700">{minimum}</p>
            ) : null}
          </div>
          <p dir="auto" className="whitespace-pre-line text-slate-700">
            {product.description}
          </p>
          {/* The engines a spare fits (docs/parts-lists.md, "The screens"); each model reads left to right. */}
          {product.category === 'marine-spares' && product.fits?.length ? (
            <p className="text-slate-800">
              <span className="font-medium">{format(t.fits, { models: '' })}</span>
              {product.fits.map((m, i) => (
                <span key={m}>
                  {i ? (lang === 'ar' ? '، ' : ', ') : ''}
                  <bdi dir="ltr">{m}</bdi>
                </span>
              ))}
            </p>
          ) : null}

          <DeskStatusLine line={chat.line} state={chat.state} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <a
              href={`tel:+${desk.phone}`}
              className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'sm:flex-1')}
            >
              <Phone aria-hidden="true" />
              {t.callNow}
            </a>
            <a
              href={chat.href}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: 'whatsapp', size: 'lg' }), 'sm:flex-1')}
            >
              <MessageCircle aria-hidden="true" />
              {t.whatsapp}
            </a>
          </div>
          <EnquiryButton product={product} />

          <ProductSpecsTable specs={product.specs} title={t.specifications} parts={product} />

          <section aria-labelledby="product-contact" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="product-contact" className="font-semibold text-slate-900">
              {t.contactInformation}
            </h2>
            <ul className="mt-3 space-y-2 text-slate-700">
              <li className="flex items-center gap-2">
                <Phone className="size-4 text-sky-800" aria-hidden="true" />
                <a href={`tel:+${desk.phone}`} dir="ltr" className="hover:text-sky-800 hover:underline">
                  {formatPhone(desk.phone)}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail className="size-4 text-sky-800" aria-hidden="true" />
                <a href={mailtoHref(site)} className="hover:text-sky-800 hover:underline">
                  {site.email}
                </a>
              </li>
            </ul>
          </section>
        </div>
      </section>
      {booking?.(given)}
      <SimilarListings product={given} title={t.similar} />
    </div>
  );
}

export function ProductDetails({ id, booking }: { id: string; booking?: BookingSlot }) {
  const { data, isPending, isError, error, refetch } = useProduct(id);
  const t = useMessages('product', texts);
  const { loadError } = useMessages('common', common);
  if (isPending)
    return (
      // As tall as the screen, so the footer is not in view and does not jump when the product arrives.
      <StatusMessage loading className="min-h-[calc(100dvh-4rem)] py-24">
        {t.loading}
      </StatusMessage>
    );
  if (isError) {
    return isApiError(error, 404) ? (
      <ProductNotFound />
    ) : (
      <QueryError what={loadError.product} onRetry={() => void refetch()} />
    );
  }
  return <Details product={data} booking={booking} />;
}
