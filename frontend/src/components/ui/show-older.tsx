import { Button } from '@/components/ui/button';

type OlderPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** A staff list's 'Show older …' under its table (an infinite query read newest first). */
export function ShowOlder({ pages, label }: { pages: OlderPages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="border-t border-slate-200 p-4 text-center">
      <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
        {pages.isFetchingNextPage ? 'Loading...' : label}
      </Button>
    </div>
  );
}
