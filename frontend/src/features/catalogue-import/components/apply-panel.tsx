import texts from 'virtual:en/catalogueImport';
import { Button } from '@/components/ui/button';
import { format, useMessages } from '@/i18n';
import type { ApplyProgress, ImportReport } from '../api/import';

export type ApplyState =
  | { status: 'idle' }
  | { status: 'running'; progress: ApplyProgress }
  | { status: 'done'; report: ImportReport }
  | { status: 'failed'; message: string; report?: ImportReport };

/**
 * Step 4: Apply, offered only when the dry run found no error and something to change; the
 * batches' progress while it runs, then the outcome (docs/catalogue-io.md, "The import screen").
 */
export function ApplyPanel({
  dryRun,
  state,
  onApply,
}: {
  dryRun: ImportReport;
  state: ApplyState;
  onApply: () => void;
}) {
  const t = useMessages('catalogueImport', texts);
  const changes = dryRun.summary.create + dryRun.summary.update;
  const running = state.status === 'running';
  return (
    <div className="grid gap-3">
      {dryRun.summary.error > 0 ? (
        <p className="text-sm font-medium text-red-700">{t.fixErrors}</p>
      ) : changes === 0 ? (
        <p className="text-sm text-slate-700">{t.nothingToDo}</p>
      ) : state.status === 'done' ? null : (
        <div>
          <Button onClick={onApply} disabled={running}>
            {running ? t.applying : format(t.apply, { n: changes })}
          </Button>
        </div>
      )}
      {running ? <ApplyProgressBar progress={state.progress} /> : null}
      <div role="status" aria-live="polite" className="text-sm">
        {state.status === 'done' ? (
          <p className="font-semibold text-emerald-800">
            {format(t.applied, { create: state.report.summary.create, update: state.report.summary.update })}
          </p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.report ? t.refused : format(t.applyFailed, { reason: state.message })}
        </p>
      ) : null}
    </div>
  );
}

function ApplyProgressBar({ progress }: { progress: ApplyProgress }) {
  const t = useMessages('catalogueImport', texts);
  const label = progress.committing ? t.committing : format(t.sending, { sent: progress.sent, total: progress.total });
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <progress
        value={progress.sent}
        max={progress.total}
        aria-label={t.progressLabel}
        aria-valuetext={label}
        className="h-2 w-full accent-sky-700"
      />
      <span>{label}</span>
    </div>
  );
}
