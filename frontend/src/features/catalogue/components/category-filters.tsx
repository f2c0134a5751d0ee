import { useId, type ReactNode } from 'react';
import type { CategorySlug } from '@/config/site';
import { capitalize, VESSEL_TYPES } from '@/lib/specs';
import type { Product } from '@/types/api';
import type { FilterKey, SpecFilters } from '../lib/filter-products';

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
  children: (control: { id: string; value: string; onChange: (e: { target: { value: string } }) => void }) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, value: filters[name] ?? '', onChange: (e) => onChange(name, e.target.value) })}
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
  return (
    <Filter {...props}>
      {(control) => (
        <select className={filterFieldClass} {...control}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {capitalize(o)}
            </option>
          ))}
        </select>
      )}
    </Filter>
  );
}

/** The brands of the category's products, once each, in alphabetical order. */
const brandsOf = (products: readonly Product[]) =>
  [...new Set(products.flatMap((p) => (p.specs?.brand ? [p.specs.brand] : [])))].sort((a, b) => a.localeCompare(b));

/**
 * The specification filters of a category: for vessels type, length, guests, year and price
 * ranges; for marine supplies the brand. `className` lays them out (a grid inline, a column
 * in the drawer).
 */
export function CategoryFilters({
  category,
  products,
  filters,
  onChange,
  className,
}: {
  category: CategorySlug;
  products: readonly Product[];
  filters: SpecFilters;
  onChange: Change;
  className?: string;
}) {
  const common = { filters, onChange };
  if (category === 'marine-spares') {
    return (
      <div className={className}>
        <ChoiceFilter label="Brand" name="brand" all="All brands" options={brandsOf(products)} {...common} />
      </div>
    );
  }
  return (
    <div className={className}>
      <ChoiceFilter label="Vessel type" name="type" all="All types" options={VESSEL_TYPES} {...common} />
      <NumberFilter label="Length from (m)" name="lengthMin" step="0.5" {...common} />
      <NumberFilter label="Length to (m)" name="lengthMax" step="0.5" {...common} />
      <NumberFilter label="Guests (at least)" name="guests" {...common} />
      <NumberFilter label="Year built from" name="yearMin" {...common} />
      <NumberFilter label="Year built to" name="yearMax" {...common} />
      <NumberFilter label="Price from (AED)" name="priceMin" step="any" {...common} />
      <NumberFilter label="Price to (AED)" name="priceMax" step="any" {...common} />
    </div>
  );
}
