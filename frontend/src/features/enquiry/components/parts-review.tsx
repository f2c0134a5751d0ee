import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PriceText } from '@/components/catalogue/product-price';
import { format, useLang, useMessages } from '@/i18n';
import { localizeProduct } from '@/i18n/content';
import { useSite } from '@/lib/site-settings';
import { cn } from '@/lib/utils';
import type { PartsMatchLine, Product } from '@/types/api';
import texts from 'virtual:en/partsList';
import { MissingLineRow } from './missing-lines';

/** What the visitor decided: the products to list (with quantity and old number) and the lines kept as typed. */
export type ReviewResult = {
  products: { product: Product; quantity: number; replaced?: string }[];
  missing: { text: string; quantity: number }[];
};

const NONE = 'none';
// A list of hundreds of lines: the browser lays out and paints only what is near the screen
// (benchmarks/README.md, "parts-match").
const OFFSCREEN_CHEAP = '[content-visibility:auto] [contain-intrinsic-size:auto_5rem]';

/** A product of the review: its name, the number it replaces, its price as the catalogue shows it. */
function ProductLine({ product, replaced }: { product: Product; replaced?: string }) {
  const t = useMessages('partsList', texts);
  const lang = useLang();
  const { pricesIncludeVat } = useSite();
  const shown = localizeProduct(product, lang);
  return (
    <span className="block min-w-0">
      <span dir="auto" className="block font-medium text-slate-900">
        {shown.name}
      </span>
      {replaced ? (
        <span className="block text-sm text-slate-600">
          {format(t.replaces, { number: '' })}
          <bdi dir="ltr">{replaced}</bdi>
        </span>
      ) : null}
      <PriceText product={shown} pricesIncludeVat={pricesIncludeVat} lang={lang} className="text-sm" />
    </span>
  );
}

const Typed = ({ line }: { line: PartsMatchLine }) => {
  const t = useMessages('partsList', texts);
  return (
    <span className="block text-sm text-slate-600">
      {format(t.typed, { text: '' })}
      <bdi dir="auto">{line.text}</bdi> · {format(t.quantity, { count: line.quantity })}
    </span>
  );
};

/**
 * The answer of a parts list (docs/parts-lists.md, "The screens"): found lines ticked, lines
 * to choose with their choices (none picked: a line left unpicked is left out), lines not in
 * the catalogue as typed (kept unless removed).
 */
export function PartsReview({
  lines,
  onAdd,
  onCancel,
}: {
  lines: PartsMatchLine[];
  onAdd: (result: ReviewResult) => void;
  onCancel: () => void;
}) {
  const t = useMessages('partsList', texts);
  const id = useId();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [picked, setPicked] = useState<Readonly<Record<number, string>>>({});
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [nothing, setNothing] = useState(false);
  const matched = lines.filter((l) => l.status === 'matched' && l.product);
  const choose = lines.filter((l) => l.status === 'choose' && l.choices?.length);
  const missing = lines.filter((l) => l.status === 'missing' && !removed.has(l.line));

  const add = () => {
    const result: ReviewResult = { products: [], missing: [] };
    for (const l of matched) {
      if (!unticked.has(l.line))
        result.products.push({ product: l.product!, quantity: l.quantity, replaced: l.replaced });
    }
    for (const l of choose) {
      const choice = picked[l.line];
      const product = l.choices!.find((p) => p.id === choice);
      if (product) result.products.push({ product, quantity: l.quantity });
      else if (choice === NONE) result.missing.push({ text: l.text, quantity: l.quantity });
    }
    result.missing.push(...missing.map((l) => ({ text: l.text, quantity: l.quantity })));
    setNothing(result.products.length + result.missing.length === 0);
    if (result.products.length + result.missing.length) onAdd(result);
  };

  const section = 'rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm sm:px-6';
  const heading = 'pt-3 text-lg font-semibold text-slate-900';
  return (
    <div className="mt-6 space-y-4">
      <h3 className="text-xl font-semibold text-slate-900">{t.review}</h3>
      {matched.length ? (
        <section aria-labelledby={`${id}-matched`} className={section}>
          <h4 id={`${id}-matched`} className={heading}>
            {t.matched}
          </h4>
          <ul className="divide-y divide-slate-200">
            {matched.map((l) => (
              <li key={l.line} className={cn('flex items-start gap-3 py-3', OFFSCREEN_CHEAP)}>
                <input
                  type="checkbox"
                  id={`${id}-m${l.line}`}
                  checked={!unticked.has(l.line)}
                  aria-label={format(t.include, { item: l.product!.name })}
                  aria-describedby={`${id}-d${l.line}`}
                  onChange={(e) =>
                    setUnticked((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.delete(l.line);
                      else next.add(l.line);
                      return next;
                    })
                  }
                  className="mt-1 size-5 shrink-0 accent-sky-700"
                />
                <label id={`${id}-d${l.line}`} htmlFor={`${id}-m${l.line}`} className="min-w-0 flex-1">
                  <ProductLine product={l.product!} replaced={l.replaced} />
                  <Typed line={l} />
                </label>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {choose.map((l) => (
        <fieldset key={l.line} className={cn(section, OFFSCREEN_CHEAP)}>
          <legend className="sr-only">{`${t.choose}: ${l.text}`}</legend>
          <p aria-hidden="true" className={heading}>
            {t.choose}
          </p>
          <Typed line={l} />
          <div className="divide-y divide-slate-200">
            {[...l.choices!, null].map((p) => {
              const value = p?.id ?? NONE;
              return (
                <label key={value} className="flex min-h-11 items-start gap-3 py-3">
                  <input
                    type="radio"
                    name={`${id}-c${l.line}`}
                    value={value}
                    checked={picked[l.line] === value}
                    onChange={() => setPicked((s) => ({ ...s, [l.line]: value }))}
                    className="mt-1 size-5 shrink-0 accent-sky-700"
                  />
                  {p ? <ProductLine product={p} /> : <span className="text-slate-700">{t.noneOfThese}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {missing.length ? (
        <section aria-labelledby={`${id}-missing`} aria-describedby={`${id}-missing-hint`} className={section}>
          <h4 id={`${id}-missing`} className={heading}>
            {t.missing}
          </h4>
          <p id={`${id}-missing-hint`} className="text-sm text-slate-600">
            {t.missingHint}
          </p>
          <ul className="divide-y divide-slate-200">
            {missing.map((l) => (
              <MissingLineRow key={l.line} line={l} onRemove={() => setRemoved((s) => new Set(s).add(l.line))} />
            ))}
          </ul>
        </section>
      ) : null}
      {nothing ? (
        <p role="alert" className="text-amber-800">
          {t.nothingChosen}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={add}
          className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'sm:flex-1')}
        >
          {t.add}
        </button>
        <button type="button" onClick={onCancel} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }))}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
