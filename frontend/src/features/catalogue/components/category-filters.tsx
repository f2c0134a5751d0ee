import { memo, useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { CategorySlug } from '@/config/site';
import { useMessages } from '@/i18n';
import texts from 'virtual:en/category';
import specTexts from 'virtual:en/specs';
import { capitalize } from '@/api/specs';
import type { Facet, FilterKey, SpecFilters } from '@/lib/product-search';

export const filterFieldClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

type Change = (key: FilterKey, value: string) => void;
type FilterProps = { label: string; name: FilterKey; filters: SpecFilters; onChange: Change };

/** A labelled filter control, bound to its URL parameter. */
function Filter({
  label,
  name,
  filters,
  onChange,
  children,
}: FilterProps & {
  children: (control: {
    id: string;
    value: string;
    onChange: (e: { target: { value: string } }) => void;
    ref: RefObject<HTMLInputElement & HTMLSelectElement | null>;
  }) => ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
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
      {children({ id, value: filters[name] ?? '', onChange: (e) => onChange(name, e.target.value), ref })}
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
 * The specification filters of a category: for vessels type, length, guests, year and price
 * ranges; for marine supplies the brand. `className` lays them out (a grid inline, a column
 * in the drawer). The types and brands to choose from are the search's facets. Memoised: a
 * search keystroke renders the page around them (docs/large-catalogues.md).
 */
export const CategoryFilters = memo(function CategoryFilters({
  category,
  types,
  brands,
  filters,
  onChange,
  className,
}: {
  category: CategorySlug;
  types: readonly Facet[] | undefined;
  brands: readonly Facet[] | undefined;
  filters: SpecFilters;
  onChange: Change;
  className?: string;
}) {
  const { filter: t } = useMessages('category', texts);
  const common = { filters, onChange };
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
      </div>
    );
  }
  return (
    <div className={className}>
      <ChoiceFilter label={t.type} name="type" all={t.allTypes} options={choicesOf(types, filters.type)} {...common} />
      <NumberFilter label={t.lengthMin} name="lengthMin" step="0.5" {...common} />
      <NumberFilter label={t.lengthMax} name="lengthMax" step="0.5" {...common} />
      <NumberFilter label={t.guests} name="guests" {...common} />
      <NumberFilter label={t.yearMin} name="yearMin" {...common} />
      <NumberFilter label={t.yearMax} name="yearMax" {...common} />
      <NumberFilter label={t.priceMin} name="priceMin" step="any" {...common} />
      <NumberFilter label={t.priceMax} name="priceMax" step="any" {...common} />
    </div>
  );
});
