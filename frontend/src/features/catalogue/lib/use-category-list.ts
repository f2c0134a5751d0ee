import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
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
  };
}

/**
 * The worker's answer for the latest query; an answer to an earlier one that comes late is
 * dropped. A product the page already has keeps its object (and the page of cards its array
 * when nothing changed): the memoised cards are not rendered again, and 'Show more' sees the
 * list grow at its end (src/lib/use-first-items-first.ts). The first answer renders in a
 * transition, which React renders in slices rather than one long task: the page's first
 * screen (with the first cards) is in view meanwhile. Later answers (a keystroke's) render at
 * once, as the keystroke itself did before the worker: scheduled as a default update, the
 * answer waited behind the previous list's cards (a transition) and other tasks, 200-650 ms at
 * CPU 4x (docs/large-catalogues.md).
 */
function useWorkerView(dataset: number | undefined, query: ViewQuery, limit: number) {
  const [state, setState] = useState<{ view?: CategoryView; error?: unknown }>({});
  const known = useRef<{ dataset?: number; byId: Map<string, Product> }>({ byId: new Map() });
  const first = useRef(true);
  useEffect(() => {
    if (dataset === undefined) return;
    let latest = true;
    viewCategory(dataset, query, limit).then(
      ({ items, matched }) => {
        if (!latest) return;
        if (known.current.dataset !== dataset) known.current = { dataset, byId: new Map() };
        const { byId } = known.current;
        const kept = items.map((p) => byId.get(p.id) ?? (byId.set(p.id, p), p));
        const show = () =>
          setState((s) => ({
            view: { items: s.view && same(s.view.items, kept) ? s.view.items : kept, matched },
          }));
        if (first.current) startTransition(show);
        else flushSync(show);
        first.current = false;
      },
      (error: unknown) => latest && setState({ error }),
    );
    return () => {
      latest = false;
    };
  }, [dataset, query, limit]);
  return state;
}
