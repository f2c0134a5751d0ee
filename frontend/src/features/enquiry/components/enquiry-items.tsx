import { Trash2 } from './trash-icon';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { PriceText } from '@/components/catalogue/product-price';
import { paths } from '@/config/paths';
import { format, useLang, useLocalize, useMessages } from '@/i18n';
import { localizeProduct } from '@/i18n/content';
import { hasQuantity, MAX_QUANTITY, removeEnquiryItem, setEnquiryQuantity } from '@/lib/enquiry-list';
import { useSite } from '@/lib/site-settings';
import { cn } from '@/lib/utils';
import texts from 'virtual:en/enquiry';
import common from 'virtual:en/common';
import type { ListedProduct } from '../api/send-enquiry';

/** One product of the list: its name (a link while listed), price, quantity and Remove. */
function EnquiryRow({ listed }: { listed: ListedProduct }) {
  const t = useMessages('enquiry', texts);
  const { enquiry } = useMessages('common', common);
  const lang = useLang();
  const localize = useLocalize();
  const { pricesIncludeVat } = useSite();
  const { item, state } = listed;
  const product = listed.product && localizeProduct(listed.product, lang);
  const name = product?.name ?? item.name;
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const unavailable = state === 'unavailable';
  return (
    <li
      data-enquiry-item={item.productId}
      data-state={state}
      className={cn('flex flex-wrap items-center gap-3 py-4', unavailable && 'opacity-80')}
    >
      <div className="min-w-0 flex-1 basis-48">
        {unavailable ? (
          <p dir="auto" className="font-medium text-slate-700 line-through">
            {name}
          </p>
        ) : (
          <Link
            to={localize(paths.product.getHref(item.productId))}
            dir="auto"
            className="font-medium text-slate-900 hover:text-sky-800 hover:underline"
          >
            {name}
          </Link>
        )}
        {unavailable ? (
          <p className="text-sm text-amber-800">{t.unavailable}</p>
        ) : product ? (
          <PriceText product={product} pricesIncludeVat={pricesIncludeVat} lang={lang} />
        ) : null}
      </div>
      {hasQuantity(item.category) && !unavailable ? (
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={draft ?? String(item.quantity)}
          aria-label={format(enquiry.quantityOf, { item: name })}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value !== '') setEnquiryQuantity(item.productId, Number(e.target.value));
          }}
          onBlur={() => setDraft(undefined)}
          className="h-11 w-24 rounded-md border border-slate-300 bg-white px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        />
      ) : null}
      <button
        type="button"
        onClick={() => removeEnquiryItem(item.productId)}
        aria-label={format(t.remove, { item: name })}
        className="grid size-11 place-items-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
    </li>
  );
}

export function EnquiryItems({ listed }: { listed: ListedProduct[] }) {
  const t = useMessages('enquiry', texts);
  return (
    <section
      aria-labelledby="enquiry-items"
      className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
    >
      <h2 id="enquiry-items" className="sr-only">
        {t.items}
      </h2>
      <ul className="divide-y divide-slate-200">
        {listed.map((l) => (
          <EnquiryRow key={l.item.productId} listed={l} />
        ))}
      </ul>
    </section>
  );
}
