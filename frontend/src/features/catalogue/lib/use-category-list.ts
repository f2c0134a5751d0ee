import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CategorySlug } from '@/config/site';
import { categoryProductsQueryOptions } from '@/lib/category-products';
import { productKeys } from '@/lib/query-keys';
import type { Product } from '@/types/api';
import { loadCategory, viewCategory } from './category-worker-client';
import { brandsOf, viewOf, type CategoryView, type ViewQuery } from './filter-products';

/** What a category page shows of its products (the first `limit` matches) and its counts. */
export type CategoryList = {
  status: 'pending' | 'error' | 'success';
  refetch: () => void;
  items: readonly Product[];
  /** How many products the search and filters find. */
  matched: number;
  /** How many products the category has. */
  total: number;
  /** The brand filter's choices: the category's brands. */
  brands: readonly string[];
  /**
   * A large category (kept in the worker): asks now for what `query` shows, and resolves once
   * the answer is here, so that the render showing `query` shows it at once; otherwise nothing
   * (this thread filters while rendering).
   */
  prepare: (query: ViewQuery, limit: number) => Promise<void> | undefined;
};

const NONE: never[] = [];
const same = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A category's products as its page shows them (docs/large-catalogues.md, "A large category in
 * a worker"). Products already in the query cache (the page HTML's data, an earlier visit)
 * are filtered and sorted here. Otherwise the category worker fetches them: a small category
 * comes back whole and goes into the cache (then as above); a large one stays in the worker,
 * which answers each search, sort, filter and 'Show more' with the cards shown and the
 * counts, so this thread never parses, sorts or searches thousands of products.
 */
export function useCategoryList(slug: CategorySlug, query: ViewQuery, limit: number): CategoryList {
  const queryClient = useQueryClient();
  const [seeded] = useState(() => queryClient.getQueryData(productKeys.category(slug)) !== undefined);
  // A staff change (invalidating every product key) fetches again whichever of the two is used.
  const whole = useQuery({ ...categoryProductsQueryOptions(slug), enabled: seeded });
  const loaded = useQuery({
    queryKey: [...productKeys.category(slug), 'worker'],
    queryFn: async () => {
      const answer = await loadCategory(slug);
      if (answer.kind === 'kept') return answer;
      queryClient.setQueryData(productKeys.category(slug), answer.products);
      return { kind: answer.kind };
    },
    enabled: !seeded,
    // No route loader asks for it (the worker is this page's): mounting is a new visit, which
    // asks again after a failure (app/__tests__/no-refetch-after-failure.test.tsx).
    retryOnMount: true,
  });

  const products = whole.data;
  const here = useMemo(() => (products ? viewOf(products, query, limit) : undefined), [products, query, limit]);
  const brands = useMemo(() => (products && slug === 'marine-spares' ? brandsOf(products) : NONE), [products, slug]);
  const kept = loaded.data?.kind === 'kept' ? loaded.data : undefined;
  const away = useWorkerView(kept?.dataset, query, limit);
  const prepare = kept ? away.prepare : () => undefined;

  const refetch = () => void (seeded ? whole : loaded).refetch();
  if (kept) {
    const failed = away.error !== undefined;
    return {
      status: loaded.isError || failed ? 'error' : away.view ? 'success' : 'pending',
      refetch,
      items: away.view?.items ?? NONE,
      matched: away.view?.matched ?? 0,
      total: kept.total,
      brands: kept.brands,
      prepare,
    };
  }
  const error = (seeded ? whole : loaded).isError;
  return {
    status: error ? 'error' : here ? 'success' : 'pending',
    refetch,
    items: here?.items ?? NONE,
    matched: here?.matched ?? 0,
    total: products?.length ?? 0,
    brands,
    prepare,
  };
}

/**
 * The worker's answer for the latest query; an answer to an earlier one that comes late is
 * dropped. A product the page already has keeps its object (and the page of cards its array
 * when nothing changed): the memoised cards are not rendered again, and 'Show more' sees the
 * list grow at its end (src/lib/use-first-items-first.ts). The first answer renders in a
 * transition, which React renders in slices rather than one long task: the page's first
 * screen (with the first cards) is in view meanwhile. Later answers render at once, as the
 * keystroke itself did before the worker: scheduled as a default update, the answer waited
 * behind the previous list's cards (a transition) and other tasks, 200-650 ms at CPU 4x.
 *
 * `prepare` asks before the page renders a query (a keystroke: docs/large-catalogues.md); the
 * render of that query then takes the prepared answer, in the same render as the query.
 */
function useWorkerView(dataset: number | undefined, query: ViewQuery, limit: number) {
  const [state, setState] = useState<{ key?: string; view?: CategoryView; error?: unknown }>({});
  const known = useRef<{ dataset?: number; byId: Map<string, Product> }>({ byId: new Map() });
  const prepared = useRef<{ key: string; view: CategoryView } | undefined>(undefined);
  const first = useRef(true);
  const key = keyOf(dataset, query, limit);

  /** The worker's answer with the product objects the page already has (see above). */
  const adopt = useCallback((answered: number, { items, matched }: CategoryView): CategoryView => {
    if (known.current.dataset !== answered) known.current = { dataset: answered, byId: new Map() };
    const { byId } = known.current;
    return { items: items.map((p) => byId.get(p.id) ?? (byId.set(p.id, p), p)), matched };
  }, []);
  const show = useCallback((shownKey: string, view: CategoryView) => {
    setState((s) => ({
      key: shownKey,
      view: s.view && same(s.view.items, view.items) ? { ...view, items: s.view.items } : view,
    }));
  }, []);

  // The answer prepared for this render's query: shown by this render (React renders again at
  // once with the new state, before anything is committed).
  const ready = prepared.current;
  if (ready?.key === key && state.key !== key) show(key, ready.view);

  useEffect(() => {
    if (dataset === undefined || prepared.current?.key === key) return;
    let latest = true;
    viewCategory(dataset, query, limit).then(
      (answer) => {
        if (!latest) return;
        const view = adopt(dataset, answer);
        if (first.current) startTransition(() => show(key, view));
        else flushSync(() => show(key, view));
        first.current = false;
      },
      (error: unknown) => latest && setState({ error }),
    );
    return () => {
      latest = false;
    };
    // `key` stands for dataset, query and limit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const prepare = useCallback(
    (next: ViewQuery, nextLimit: number) => {
      if (dataset === undefined) return undefined;
      return viewCategory(dataset, next, nextLimit).then(
        (answer) => void (prepared.current = { key: keyOf(dataset, next, nextLimit), view: adopt(dataset, answer) }),
        () => undefined, // the render asks again, and shows the failure
      );
    },
    [dataset, adopt],
  );
  return { view: state.view, error: state.error, prepare };
}

const keyOf = (dataset: number | undefined, query: ViewQuery, limit: number) =>
  JSON.stringify([dataset, query.search, query.sort, query.filters, query.lang, limit]);
