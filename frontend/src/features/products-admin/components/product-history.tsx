import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import {
  actionLabels,
  describeChanges,
  productVersionAfter,
  useActivity,
  useRestoreProduct,
  type ActivityEntry,
} from '@/api/activity';
import type { Product } from '@/types/api';

const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', hour12: false });

/**
 * The product's changes from the activity log, newest first. 'Restore this version' on an
 * earlier entry saves the product as it was right after that change, through the normal product
 * update (validated, and logged as a change of its own). `onRestored` closes the form, whose
 * fields still hold the values before the restore.
 */
export function ProductHistory({ product, onRestored }: { product: Product; onRestored: () => void }) {
  const titleId = useId();
  const history = useActivity({ entity: 'product', entityId: product.id });
  const restore = useRestoreProduct();

  const restoreVersion = (entries: ActivityEntry[], index: number) =>
    restore.mutate(
      { id: product.id, version: productVersionAfter(entries, index, { ...product }), exists: true },
      {
        onSuccess: () => {
          toast({ title: 'Version restored', description: `${product.name} is back as it was.` });
          onRestored();
        },
      },
    );

  return (
    <section aria-labelledby={titleId} className="mt-8 border-t border-slate-200 pt-6">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        History
      </h3>
      <QueryState
        query={history}
        texts={{ loading: 'Loading history...', what: 'the history', empty: 'No recorded changes yet.' }}
        isEmpty={(data) => data.pages[0]?.entries.length === 0}
        emptyClassName="py-4"
      >
        {(data) => {
          const entries = data.pages.flatMap((p) => p.entries);
          return (
            <>
              <ol className="mt-3 divide-y divide-slate-200">
                {entries.map((e, index) => (
                  <li key={e.id} className="py-3 text-sm">
                    <p className="font-medium text-slate-900">
                      {actionLabels[e.action]} by {e.actor?.username ?? 'the server'},{' '}
                      <time dateTime={e.at}>{when(e.at)}</time>
                    </p>
                    {e.action === 'update' ? (
                      <ul className="mt-1 text-slate-700">
                        {describeChanges(e).map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    ) : null}
                    {index > 0 && e.action !== 'delete' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        className="mt-2"
                        disabled={restore.isPending}
                        onClick={() => restoreVersion(entries, index)}
                        aria-label={`Restore this version (${when(e.at)})`}
                      >
                        Restore this version
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ol>
              {history.hasNextPage ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                >
                  Show older changes
                </Button>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
