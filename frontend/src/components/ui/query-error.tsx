import { format, useMessages } from '@/i18n';
import common from 'virtual:en/common';
import { Button } from './button';

/** A failed load, with a manual retry (queries never retry by themselves). */
export function QueryError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { loadError } = useMessages('common', common);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-slate-700">
      <p>{format(loadError.message, { what })}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {loadError.retry}
      </Button>
    </div>
  );
}
