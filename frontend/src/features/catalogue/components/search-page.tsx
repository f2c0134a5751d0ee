import { useEffect, useEffectEvent, useMemo } from 'react';
import { StatusMessage } from '@/components/ui/status';
import { useMessages } from '@/i18n';
import texts from 'virtual:en/search';
import { defaultSort } from '../lib/search-params';
import { SearchField, SortField } from './search-fields';
import { SearchResults } from './search-results';
import { useCategoryUrl } from '../lib/use-category-url';
import { useSearchList } from '../lib/use-search-list';
import { useIncrementalList, useScrollBack } from '../lib/use-incremental-list';

/**
 * The site-wide search (`/search?q=`, the header's field): the search call without a category
 * (docs/search.md), so a part, a charter or a vessel for sale, with the category page's
 * search box, sorts, 'Show more' and Back. Nothing is asked before a word is typed.
 */
export function SearchPage() {
  const t = useMessages('search', texts);
  const { input, search, sort, chosenSort, type, flush, set, clear } = useCategoryUrl();
  const params = useMemo(() => ({ q: search, sort: chosenSort }), [search, chosenSort]);
  const page = useIncrementalList();
  const { reset } = page;
  const typed = search.trim() !== '';
  const list = useSearchList(params, page.count, typed);
  // Back (or a reload) once every page the entry showed is here again.
  useScrollBack(list.complete && list.items.length > 0);
  const onType = (value: string) => {
    reset();
    type(value);
  };
  // Typed before the app had hydrated the server's page: the list follows the field.
  const followEarlyTyping = useEffectEvent(() => {
    const early = input.current?.value ?? '';
    if (early !== search) onType(early);
  });
  useEffect(() => followEarlyTyping(), []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t.intro}</p>
      <div
        role="search"
        className="mt-8 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem] sm:items-end"
      >
        <SearchField input={input} defaultValue={search} onType={onType} onBlur={flush} label={t.label} />
        <SortField
          value={sort}
          withRelevance={typed}
          onChange={(value) => {
            reset();
            set('sort', value, defaultSort(search));
          }}
        />
      </div>
      <div className="mt-6">
        {typed ? (
          <>
            {/* The cards' names are h3: the results' heading keeps the levels in order. */}
            <h2 className="sr-only">{t.results}</h2>
            <SearchResults
              list={list}
              filtered
              empty=""
              onClear={() => {
                reset();
                clear();
                input.current?.focus();
              }}
              onMore={page.showMore}
            />
          </>
        ) : (
          <StatusMessage>{t.prompt}</StatusMessage>
        )}
      </div>
    </div>
  );
}
