import { memo, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CategorySlug } from '@/config/site';
import { format, useMessages } from '@/i18n';
import texts from 'virtual:en/category';
import specTexts from 'virtual:en/specs';
import { capitalize } from '@/api/specs';
import type { Facet, FilterKey, SearchFacets, SpecFilters } from '@/lib/product-search';

export const filterFieldClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

type Change = (key: FilterKey, value: string) => void;
type FilterProps = {
  label: string;
  name: FilterKey;
  filters: SpecFilters;
  onChange: Change;
  /** A range's bound in the results (RangeFilter), and the id of the text that says the range. */
  placeholder?: string;
  describedBy?: string;
};

/** A labelled filter control, bound to its URL parameter. */
function Filter({
  label,
  name,
  filters,
  onChange,
  placeholder,
  describedBy,
  children,
}: FilterProps & {
  children: (control: {
    id: string;
    value: string;
    placeholder?: string;
    'aria-describedby'?: string;
    onChange: (e: { target: { value: string } }) => void;
    ref: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  }) => ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  // The field holds what is typed; the URL follows each change, a render later. Bound to the
  // URL alone, a digit typed before the URL had caught up was undone (1, 17, 179 typed quickly
  // left 19). The field follows the URL when it changes from elsewhere: Clear Filters, Back.
  const inUrl = filters[name] ?? '';
  const [text, setText] = useState(inUrl);
  useEffect(() => {
    if (document.activeElement !== ref.current) setText(inUrl);
  }, [inUrl]);
  // Chosen in the server-rendered field before the app had hydrated it (docs/architecture.md,
  // "First paint"): the field kept the choice, and the list follows it once the app is there.
  const followEarlyChoice = useEffectEvent(() => {
    const chosen = ref.current?.value ?? '';
    if (chosen !== (filters[name] ?? '')) onChange(name, chosen);
  });
  useEffect(() => followEarlyChoice(), []);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        value: text,
        onChange: (e) => {
          setText(e.target.value);
          onChange(name, e.target.value);
        },
        ref,
        placeholder,
        'aria-describedby': describedBy,
      })}
    </div>
  );
}

function NumberFilter({ step = '1', ...props }: FilterProps & { step?: string }) {
  return (
    <Filter {...props}>
      {(control) => (
        <input type="number" inputMode="decimal" min="0" step={step} className={filterFieldClass} {...control} />
      )}
    </Filter>
  );
}

function ChoiceFilter({ all, options, ...props }: FilterProps & { all: string; options: readonly string[] }) {
  const { choices } = useMessages('specs', specTexts);
  return (
    <Filter {...props}>
      {(control) => (
        <select className={filterFieldClass} {...control}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {choices[o as keyof typeof choices] ?? capitalize(o)}
            </option>
          ))}
        </select>
      )}
    </Filter>
  );
}

/** A range's bound as a visitor types it: a whole number, `down` for the lower; grouped (1,250) unless a year. */
function bound(value: number | string, down: boolean, grouped: boolean) {
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  const whole = String(down ? Math.floor(n) : Math.ceil(n));
  return grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
}

/**
 * A range filter: its two bounds side by side (a phone's drawer too), grouped under `legend`
 * for a screen reader, each field showing the results' own bound as its placeholder, and the
 * range the results span (the search's facet, docs/search.md) said under them and read with
 * each field. Without a facet (no product has the field) the fields stay, without the range.
 */
function RangeFilter({
  legend,
  range,
  from,
  to,
  grouped = true,
  ...common
}: {
  legend: string;
  range: { min: number | string; max: number | string } | undefined;
  from: { label: string; name: FilterKey };
  to: { label: string; name: FilterKey };
  /** Years are not grouped (2,024). */
  grouped?: boolean;
  filters: SpecFilters;
  onChange: Change;
}) {
  const { filter: t } = useMessages('category', texts);
  const hint = useId();
  const [min, max] = range ? [bound(range.min, true, grouped), bound(range.max, false, grouped)] : ['', ''];
  const said = min && max ? hint : undefined;
  const step = from.name.startsWith('length') ? '0.5' : from.name.startsWith('price') ? 'any' : '1';
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2">
      <legend className="sr-only">{legend}</legend>
      <NumberFilter {...from} {...common} step={step} placeholder={min || undefined} describedBy={said} />
      <NumberFilter {...to} {...common} step={step} placeholder={max || undefined} describedBy={said} />
      {said && (
        <p id={hint} className="col-span-2 -mt-2 text-sm text-slate-600">
          {format(t.range, { min, max })}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A choice's options: the search's facet values (what the search finds before the filters,
 * docs/search.md), and the chosen value even when the search finds none of it, so the field
 * still shows what filters the list.
 */
const choicesOf = (facet: readonly Facet[] | undefined, chosen: string | undefined) => {
  const values = (facet ?? []).map((f) => f.value);
  return chosen && !values.some((v) => v.toLowerCase() === chosen.toLowerCase()) ? [chosen, ...values] : values;
};

/**
 * The specification filters of a category: for vessels type, guests and the length, year and
 * price ranges; for marine supplies the brand, the engine parts fit and the price range. `className` lays them out
 * (a grid inline, a column in the drawer). The types and brands to choose from, and the ranges
 * the results span, are the search's facets. Memoised: a search keystroke renders the page
 * around them (docs/large-catalogues.md).
 */
export const CategoryFilters = memo(function CategoryFilters({
  category,
  types,
  brands,
  fits,
  price,
  length,
  year,
  filters,
  onChange,
  className,
}: {
  category: CategorySlug;
  types: readonly Facet[] | undefined;
  brands: readonly Facet[] | undefined;
  /** The engines parts fit (docs/parts-lists.md): the search's facet, as the brands are. */
  fits?: readonly Facet[] | undefined;
  filters: SpecFilters;
  onChange: Change;
  className?: string;
} & Pick<SearchFacets, 'price' | 'length' | 'year'>) {
  const { filter: t } = useMessages('category', texts);
  const common = { filters, onChange };
  const priceRange = (
    <RangeFilter
      legend={t.price}
      range={price}
      from={{ label: t.priceMin, name: 'priceMin' }}
      to={{ label: t.priceMax, name: 'priceMax' }}
      {...common}
    />
  );
  if (category === 'marine-spares') {
    return (
      <div className={className}>
        <ChoiceFilter
          label={t.brand}
          name="brand"
          all={t.allBrands}
          options={choicesOf(brands, filters.brand)}
          {...common}
        />
        <ChoiceFilter label={t.fits} name="fits" all={t.allFits} options={choicesOf(fits, filters.fits)} {...common} />
        {priceRange}
      </div>
    );
  }
  return (
    <div className={className}>
      <ChoiceFilter label={t.type} name="type" all={t.allTypes} options={choicesOf(types, filters.type)} {...common} />
      <NumberFilter label={t.guests} name="guests" {...common} />
      <RangeFilter
        legend={t.length}
        range={length}
        from={{ label: t.lengthMin, name: 'lengthMin' }}
        to={{ label: t.lengthMax, name: 'lengthMax' }}
        {...common}
      />
      <RangeFilter
        legend={t.year}
        range={year}
        grouped={false}
        from={{ label: t.yearMin, name: 'yearMin' }}
        to={{ label: t.yearMax, name: 'yearMax' }}
        {...common}
      />
      {priceRange}
    </div>
  );
});
