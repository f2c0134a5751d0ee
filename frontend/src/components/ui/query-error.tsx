import { Button } from './button';

/** A failed load, with a manual retry (queries never retry by themselves). */
export function QueryError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-slate-700">
      <p>Sorry, {what} could not be loaded right now.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
