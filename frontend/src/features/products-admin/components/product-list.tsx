import { useId, useMemo, useState, type ReactNode } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { Input, Select } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { StaffTable, type Column } from '@/components/ui/staff-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { CATEGORIES, categoryName } from '@/config/site';
import { searchMatcher } from '@/api/specs';
import { useFirstItemsFirst } from '@/lib/use-first-items-first';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Product } from '@/types/api';
import { useStaffProducts } from '../api/products';
import { TablePager, useTablePages } from './table-pager';

const ALL = 'all';
/** The rows a first screen shows (a table page has 50): the rest render right after. */
const FIRST_ROWS = 15;
const NONE: Product[] = [];

/** Category, price and status fold under the name on phones (their columns are hidden). */
const wide = 'hidden px-2 py-3 sm:table-cell';
const COLUMNS: Column[] = [
  ['Image', 'w-16 py-3 pr-2 pl-4 sm:pl-6'],
  ['Name', 'px-2 py-3'],
  ['Category', wide],
  ['Price', wide],
  ['Status', wide],
  ['Actions', 'py-3 pr-4 pl-2 text-right sm:pr-6'],
];

function Status({ product }: { product: Product }) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge on={product.isVisible} yes="Visible" no="Hidden" />
      <StatusBadge on={product.inStock} yes="In Stock" no="Out of Stock" />
    </span>
  );
}

const priceText = (p: Product) => (p.showContactForPricing ? 'Contact For Pricing' : formatPrice(p.price));

/** "Showing X of Y products", with the category as a suffix when one is chosen. */
export function countText(shown: number, total: number, category: string) {
  return `Showing ${shown} of ${total} products${category === ALL ? '' : ` in ${categoryName(category)}`}`;
}

/**
 * The staff product list: a category filter and a search box (api/specs.ts) with
 * their count line, then a table
 * with Image, Name, Category, Price, Status and Actions. On phones the Category, Price and
 * Status columns fold under the name, so the table fits 360 px. Without `onDelete` (the
 * sub-user screen) there is no delete button.
 */
export function ProductList({
  title,
  action,
  onEdit,
  onDelete,
  activeId,
  busyIds = [],
}: {
  title: string;
  action?: ReactNode;
  onEdit: (product: Product) => void;
  onDelete?: (product: Product) => void;
  /** The product being edited (highlighted). */
  activeId?: string;
  /** Products whose buttons wait (loading for edit, deleting). */
  busyIds?: string[];
}) {
  const products = useStaffProducts();
  const [category, setCategory] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const titleId = useId();
  const filterId = useId();
  const searchId = useId();
  const all = products.data ?? NONE;
  // Worked out again only when the list, the category or the search changes (not for an edit's
  // busy row, say): thousands of products.
  const shown = useMemo(() => {
    const matches = searchMatcher(search);
    return all.filter((p) => (category === ALL || p.category === category) && matches(p));
  }, [all, category, search]);
  // Thousands of products: a page of rows at a time, the first screen's rows first
  // (docs/large-catalogues.md).
  const pages = useTablePages(shown, `${category}\n${search}`);
  const { items: rows } = useFirstItemsFirst(pages.rows, FIRST_ROWS, { splitFirstArrival: true });

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
        <div className="w-full sm:w-64">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-slate-700">
            Filter by category
          </label>
          <Select id={filterId} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value={ALL}>All Categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-full sm:w-64">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
            Search
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, builder, brand, part no."
          />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {products.isSuccess ? countText(shown.length, all.length, category) : null}
        </p>
      </div>

      <QueryState
        query={products}
        texts={{
          loading: 'Loading products...',
          what: 'the products',
          empty:
            category === ALL || search.trim()
              ? 'No products found.'
              : `No products found in ${categoryName(category)} category.`,
        }}
        isEmpty={() => shown.length === 0}
        emptyClassName="px-6 py-10 text-center"
      >
        {() => (
          <StaffTable columns={COLUMNS}>
            {rows.map((p) => {
              const busy = busyIds.includes(p.id);
              return (
                <tr key={p.id} className={cn(activeId === p.id && 'bg-sky-50')}>
                  <td className="py-2 pr-2 pl-4 sm:pl-6">
                    <ProductImage
                      src={p.image}
                      alt=""
                      width={56}
                      height={56}
                      sizes="56px"
                      className="size-14 rounded-md"
                    />
                  </td>
                  <th scope="row" className="px-2 py-3 align-middle font-medium break-words text-slate-900">
                    {p.name}
                    {/* Phones: category, price and status under the name (their columns are hidden). */}
                    <span className="mt-1 flex flex-col gap-1 font-normal text-slate-600 sm:hidden">
                      <span>{categoryName(p.category)}</span>
                      <span>{priceText(p)}</span>
                      <Status product={p} />
                    </span>
                  </th>
                  <td className="hidden px-2 py-3 text-slate-700 sm:table-cell">{categoryName(p.category)}</td>
                  <td className="hidden px-2 py-3 whitespace-nowrap text-slate-700 sm:table-cell">{priceText(p)}</td>
                  <td className="hidden px-2 py-3 sm:table-cell">
                    <Status product={p} />
                  </td>
                  <td className="py-2 pr-4 pl-2 sm:pr-6">
                    <RowActions
                      name={p.name}
                      busy={busy}
                      onEdit={() => onEdit(p)}
                      onDelete={onDelete ? () => onDelete(p) : undefined}
                    />
                  </td>
                </tr>
              );
            })}
          </StaffTable>
        )}
      </QueryState>
      {products.isSuccess ? <TablePager pages={pages} label={`${title} pages`} /> : null}
    </section>
  );
}
