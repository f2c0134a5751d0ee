import { SlidersHorizontal, Search } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { ProductGrid } from '@/components/catalogue/product-card';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { QueryError } from '@/components/ui/query-error';
import { StatusMessage } from '@/components/ui/status';
import type { Category } from '@/config/site';
import { format, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/category';
import common from 'virtual:en/common';
import { useSite } from '@/lib/site-settings';
import { useFirstItemsFirst } from '@/lib/use-first-items-first';
import { DEFAULT_SORT, SORT_OPTIONS, type FilterKey } from '../lib/filter-products';
import { CategoryFilters, filterFieldClass as fieldClass } from './category-filters';
import { CategoryIcon } from './category-icon';
import { ShowMore } from './show-more';
import { useCategoryUrl } from '../lib/use-category-url';
import { useCategoryList } from '../lib/use-category-list';
import { PAGE_SIZE, useIncrementalList, useScrollBack } from '../lib/use-incremental-list';

/**
 * The cards a screen holds, which a new list renders before the rest: two in the phone's one
 * column, two rows of the grid's two or three columns on wider screens (ProductGrid's
 * breakpoints, Tailwind's `sm` and `lg`). On a phone, a keystroke's results then wait for the
 * two cards in view, not for six (docs/large-catalogues.md).
 */
function firstCards() {
  // On the server (entry-server.tsx), the phone's: only later lists split (see below).
  const wider = (rem: number) =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(min-width: ${rem}rem)`).matches;
  return wider(64) ? 6 : wider(40) ? 4 : 2;
}

/** One category: title, description, search, sort, specification filters and the product grid. */
export function CategoryProducts({ category }: { category: Category }) {
  const { categoryDescriptions } = useSite();
  const t = useMessages('category', texts);
  const { loadError, loadingProducts } = useMessages('common', common);
  const { input, search, sort, filters, type, showSearch, flush, set, clear } = useCategoryUrl();
  const activeFilters = Object.keys(filters).length;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const searchId = useId();
  const sortId = useId();

  const lang = useLang();
  const query = useMemo(() => ({ search, sort, filters, lang }), [search, sort, filters, lang]);
  // A category of thousands renders a page of cards at a time (docs/large-catalogues.md).
  const page = useIncrementalList();
  const { reset } = page;
  const list = useCategoryList(category.slug, query, page.count);
  const isPending = list.status === 'pending';
  useScrollBack(list.items.length > 0);
  // A keystroke waits for the cards in view, not for the page of 24. The first list renders
  // whole: the server rendered it whole, and hydration must find the same cards.
  const [firstCount] = useState(firstCards);
  const cards = useFirstItemsFirst(list.items, firstCount);
  // Every change of the list starts again at one page of cards.
  const onFilter = useCallback(
    (key: FilterKey, value: string) => {
      reset();
      set(key, value);
    },
    [reset, set],
  );
  // A keystroke in a large category asks the worker first and renders once, with its answer
  // (in the keystroke's task, the page would render twice: the text, then the answer).
  const onType = (value: string) => {
    const prepared = list.prepare({ ...query, search: value }, PAGE_SIZE);
    if (!prepared) {
      reset();
      return type(value);
    }
    type(value, true);
    void prepared.then(() => {
      // A later keystroke (or a change of the page) came first: its own answer shows it.
      if (input.current?.value !== value) return;
      flushSync(() => {
        reset();
        showSearch(value);
      });
    });
  };
  // Typed into the server-rendered search before the app had hydrated it (docs/architecture.md,
  // "First paint"): the field kept the text, and the list follows it once the app is there.
  const followEarlyTyping = useEffectEvent(() => {
    const typed = input.current?.value ?? '';
    if (typed !== search) onType(typed);
  });
  useEffect(() => followEarlyTyping(), []);
  const clearFilters = () => {
    reset();
    clear();
  };
  const filterFields = (className: string) => (
    <CategoryFilters
      category={category.slug}
      brands={list.brands}
      filters={filters}
      onChange={onFilter}
      className={className}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 place-items-center rounded-xl bg-sky-100 text-sky-800 sm:grid">
          <CategoryIcon slug={category.slug} className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{category.name}</h1>
          <p dir="auto" className="mt-2 max-w-3xl text-slate-600">
            {categoryDescriptions[category.slug]}
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
            {t.search}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute start-3 top-3 size-5 text-slate-400" aria-hidden="true" />
            <input
              id={searchId}
              type="search"
              ref={input}
              defaultValue={search}
              onChange={(e) => onType(e.target.value)}
              onBlur={flush}
              placeholder={t.searchPlaceholder}
              // On an Arabic page, an English query starting with a number would read reordered:
              // what is typed takes its direction from its first letter, while the field's own
              // direction (placeholder, the room beside the icon) stays the page's.
              className={`${fieldClass} ps-10 [unicode-bidi:plaintext]`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={sortId} className="mb-1 block text-sm font-medium text-slate-700">
            {t.sortBy}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => {
              reset();
              set('sort', e.target.value, DEFAULT_SORT);
            }}
            className={fieldClass}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t.sort[o.value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" className="flex-1 sm:hidden" onClick={() => setDrawerOpen(true)}>
            <SlidersHorizontal aria-hidden="true" />
            {activeFilters ? format(t.filtersCount, { count: activeFilters }) : t.filters}
          </Button>
          <Button variant="secondary" className="flex-1" onClick={clearFilters}>
            {t.clearFilters}
          </Button>
        </div>
        {filterFields('hidden gap-3 sm:col-span-3 sm:grid sm:grid-cols-4')}
      </div>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t.filters} closeLabel={t.close}>
        {filterFields('grid gap-3')}
        <Button className="mt-5 w-full" onClick={() => setDrawerOpen(false)}>
          {format(t.showCount, { shown: list.matched, total: list.total })}
        </Button>
      </Drawer>

      <div className="mt-6">
        <h2 className="sr-only">{t.products}</h2>
        {isPending ? (
          // Tall enough to keep the footer out of view, so nothing jumps when the products arrive.
          <StatusMessage loading className="min-h-dvh items-start py-10">
            {loadingProducts}
          </StatusMessage>
        ) : list.status === 'error' ? (
          <QueryError what={loadError.products} onRetry={list.refetch} />
        ) : list.total === 0 ? (
          <StatusMessage>{t.empty}</StatusMessage>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-slate-600">
              {format(t.showing, { shown: list.matched, total: list.total })}
            </p>
            {list.matched === 0 ? (
              <div className="flex flex-col items-center gap-3 py-10 text-center">
                <p className="text-lg font-semibold text-slate-800">{t.noneFound}</p>
                <Button variant="secondary" onClick={clearFilters}>
                  {t.clearAll}
                </Button>
              </div>
            ) : (
              <>
                <ProductGrid
                  products={cards.items}
                  eagerCount={2}
                  lazyFrom={cards.split ? firstCount : undefined}
                  reserved={cards.held}
                />
                <ShowMore count={list.items.length} total={list.matched} onMore={page.showMore} />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
