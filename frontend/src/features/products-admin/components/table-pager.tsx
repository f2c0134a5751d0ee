import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Rows a staff product table shows at a time. */
export const ROWS_PER_PAGE = 50;

/**
 * One page of `rows` at a time. `resetKey` names what the rows were chosen by (category and
 * search): a new choice starts again at the first page. The page survives everything else,
 * an edit or a refetch included, so editing a product returns to the same place; when the
 * rows shrink below it, the last page is shown (docs/large-catalogues.md).
 */
export function useTablePages<T>(rows: readonly T[], resetKey: string) {
  const [state, setState] = useState({ resetKey, page: 0 });
  let page = state.page;
  if (state.resetKey !== resetKey) {
    page = 0;
    setState({ resetKey, page });
  }
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  page = Math.min(page, pages - 1);
  const from = page * ROWS_PER_PAGE;
  // The same array while nothing changes: the table renders what changed only.
  const shown = useMemo(() => rows.slice(from, from + ROWS_PER_PAGE), [rows, from]);
  return {
    rows: shown,
    page,
    pages,
    from,
    to: Math.min(from + ROWS_PER_PAGE, rows.length),
    goTo: (next: number) => setState({ resetKey, page: Math.max(0, Math.min(next, pages - 1)) }),
  };
}

export type TablePages = ReturnType<typeof useTablePages>;

/** Previous / next under a paged table, with the rows shown and the page; nothing for one page. */
export function TablePager({ pages, label }: { pages: TablePages; label: string }) {
  if (pages.pages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-6"
    >
      <p className="text-sm text-slate-600">
        Rows {pages.from + 1}-{pages.to}, page {pages.page + 1} of {pages.pages}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={pages.page === 0} onClick={() => pages.goTo(pages.page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous page
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={pages.page >= pages.pages - 1}
          onClick={() => pages.goTo(pages.page + 1)}
        >
          Next page
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
