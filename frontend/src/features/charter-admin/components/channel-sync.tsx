import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { useSyncFeeds, type SyncOutcome } from '../api/channels';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "GetMyBoat: 3 added, 1 moved, 0 removed, 1 conflict"; unchanged or failed in words. */
export function syncLine(f: SyncOutcome): string {
  if (f.outcome === 'failed') return `${f.label}: failed${f.error ? ` (${f.error})` : ''}`;
  if (f.outcome === 'not_modified') return `${f.label}: unchanged since the last sync`;
  return `${f.label}: ${f.added} added, ${f.moved} moved, ${f.removed} removed, ${count(f.conflicts, 'conflict')}`;
}

/**
 * (Administrator) 'Sync now': reads every channel calendar of the vessel at once; the answer's
 * summary per channel is announced (a polite live region, there before the answer so it is read),
 * and the calendar, its blocks and the conflicts are asked again (api/channels.ts).
 */
export function ChannelSync({ productId, hasFeeds }: { productId: string; hasFeeds: boolean }) {
  const sync = useSyncFeeds(productId);
  const [result, setResult] = useState<{ lines: SyncOutcome[] } | { error: string } | null>(null);
  const run = () => {
    setResult(null);
    sync.mutate(undefined, {
      onSuccess: ({ feeds }) => setResult({ lines: feeds }),
      onError: (error) =>
        setResult({
          error:
            (isApiError(error) && error.status < 500 && error.serverMessage) ||
            'The channels could not be synced. Please try again.',
        }),
    });
  };
  return (
    <div className="grid gap-2">
      <div>
        <Button variant="secondary" disabled={!hasFeeds || sync.isPending} onClick={run}>
          <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin motion-reduce:animate-none' : ''} />
          {sync.isPending ? 'Syncing...' : 'Sync now'}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {result && 'lines' in result ? (
          <>
            <p className="font-medium text-slate-900">Sync finished.</p>
            <ul className="list-disc ps-5">
              {result.lines.map((f) => (
                <li key={f.id} className={f.outcome === 'failed' ? 'text-red-700' : 'text-slate-800'}>
                  {syncLine(f)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {result && 'error' in result ? <p className="text-red-700">{result.error}</p> : null}
      </div>
    </div>
  );
}
