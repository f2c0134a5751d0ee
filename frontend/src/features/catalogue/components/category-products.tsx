import { icon } from '@/components/ui/icons';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import type { Category } from '@/config/site';
import { format, useMessages } from '@/i18n';
import texts from 'virtual:en/category';
import { type FilterKey } from '@/lib/product-search';
import { defaultSort } from '../lib/search-params';
import { useSite } from '@/lib/site-settings';
import { CategoryFilters } from './category-filters';
import { CategoryIcon } from './category-icon';
import { SearchField, SortField } from './search-fields';
import { SearchResults } from './search-results';
import { useCategoryUrl } from '../lib/use-category-url';
import { useSearchList } from '../lib/use-search-list';
import { useIncrementalList, useScrollBack } from '../lib/use-incremental-list';

// lucide's SlidersHorizontal (components/ui/page-icons.tsx says why not lucide-react).
const SlidersHorizontal = icon(
  <>
    <path d="M10 5H3" />
    <path d="M12 19H3" />
    <path d="M14 3v4" />
    <path d="M16 17v4" />
    <path d="M21 12h-9" />
    <path d="M21 19h-5" />
    <path d="M21 5h-7" />
    <path d="M8 10v4" />
    <path d="M8 12H3" />
  </>,
);

/** One category: title, description, search, sort, specification filters and the product grid. */
export function CategoryProducts({ category }: { category: Category }) {
  const { categoryDescriptions } = useSite();
  const t = useMessages('category', texts);
  const { input, search, sort, chosenSort, filters, type, flush, set, clear } = useCategoryUrl();
  const activeFilters = Object.keys(filters).length;
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The server searches, sorts, filters and pages (docs/search.md); the sort is sent only when
  // chosen, so the server's default (relevance while a word is typed) applies otherwise.
  const params = useMemo(
    () => ({ category: category.slug, q: search, sort: chosenSort, ...filters }),
    [category.slug, search, chosenSort, filters],
  );
  const page = useIncrementalList();
  const { reset } = page;
  const list = useSearchList(params, page.count);
  // Back (or a reload) once every page the entry showed is here again.
  useScrollBack(list.complete && list.items.length > 0);
  // Every change of the list starts again at one page of cards.
  const onFilter = useCallback(
    (key: FilterKey, value: string) => {
      reset();
      set(key, value);
    },
    [reset, set],
  );
  const onType = (value: string) => {
    reset();
    type(value);
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
      types={list.facets.types}
      brands={list.facets.brands}
      fits={list.facets.fits}
      price={list.facets.price}
      length={list.facets.length}
      year={list.facets.year}
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
        <SearchField input={input} defaultValue={search} onType={onType} onBlur={flush} />
        <SortField
          value={sort}
          withRelevance={search.trim() !== ''}
          onChange={(value) => {
            reset();
            set('sort', value, defaultSort(search));
          }}
        />
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
          {format(t.showCount, { shown: list.items.length, total: list.total })}
        </Button>
      </Drawer>

      <div className="mt-6">
        <h2 className="sr-only">{t.products}</h2>
        <SearchResults
          list={list}
          filtered={search.trim() !== '' || activeFilters > 0}
          empty={t.empty}
          onClear={clearFilters}
          onMore={page.showMore}
        />
      </div>
    </div>
  );
}
