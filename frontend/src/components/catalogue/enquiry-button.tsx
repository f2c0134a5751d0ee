import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import common from 'virtual:en/common';
import { format, useMessages } from '@/i18n';
import {
  addEnquiryItem,
  clampQuantity,
  hasQuantity,
  MAX_QUANTITY,
  removeEnquiryItem,
  setEnquiryQuantity,
  useEnquiryItems,
} from '@/lib/enquiry-list';
import { cn } from '@/lib/utils';

type Props = {
  product: { id: string; name: string; category: string };
  className?: string;
};

/**
 * 'Add to enquiry' (docs/enquiries.md): a toggle over the enquiry list, with a quantity for
 * parts. It sits above a card's stretched link, like the contact buttons. Its name begins
 * with its visible words (a name that lacks them is an accessibility failure), then the
 * product's; it stays the same, and `aria-pressed` (and the ✓) says whether the product is listed.
 */
export function EnquiryButton({ product, className }: Props) {
  const { enquiry } = useMessages('common', common);
  const listed = useEnquiryItems().find((i) => i.productId === product.id);
  // What is typed (shown as typed until the field is left) and the quantity to add it with.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [wanted, setWanted] = useState(1);
  const [full, setFull] = useState(false);
  const quantity = listed?.quantity ?? wanted;
  const item = { productId: product.id, name: product.name, category: product.category };

  const toggle = () => {
    if (listed) {
      removeEnquiryItem(product.id);
      setFull(false);
    } else {
      setFull(!addEnquiryItem({ ...item, quantity }));
    }
  };

  return (
    <div className={cn('relative z-10 flex flex-wrap items-center gap-2', className)}>
      {hasQuantity(product.category) ? (
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={draft ?? String(quantity)}
          aria-label={format(enquiry.quantityOf, { item: product.name })}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value === '' || !Number.isFinite(n)) return;
            setWanted(clampQuantity(n));
            if (listed) setEnquiryQuantity(product.id, n);
          }}
          onBlur={() => setDraft(undefined)}
          className="h-9 w-20 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        />
      ) : null}
      <button
        type="button"
        aria-pressed={Boolean(listed)}
        aria-label={`${enquiry.add}: ${product.name}`}
        onClick={toggle}
        className={cn(buttonVariants({ variant: listed ? 'primary' : 'secondary', size: 'sm' }), 'flex-1')}
      >
        {/* characters, not icons: this control is in every page's initial JavaScript */}
        <span aria-hidden="true" className="text-base leading-none">
          {listed ? '✓' : '+'}
        </span>
        {enquiry.add}
      </button>
      {full ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {enquiry.full}
        </p>
      ) : null}
    </div>
  );
}
