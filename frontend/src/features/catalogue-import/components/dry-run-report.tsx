import { useState } from 'react';
import texts from 'virtual:en/catalogueImport';
import { Button } from '@/components/ui/button';
import { StaffTable, type Column } from '@/components/ui/staff-table';
import { format, useMessages } from '@/i18n';
import { cn } from '@/lib/utils';
import type { ImportAction, ImportReport, ImportReportRow } from '../api/import';

/** Rows drawn at a time: a 50,000-row file's table grows by 'Show more', never all at once. */
export const REPORT_PAGE = 100;
const ACTIONS: readonly ImportAction[] = ['create', 'update', 'unchanged', 'error'];
const ACTION_LOOK: Record<ImportAction, string> = {
  create: 'bg-emerald-50 text-emerald-800',
  update: 'bg-sky-50 text-sky-800',
  unchanged: 'bg-slate-100 text-slate-700',
  error: 'bg-red-50 text-red-800',
};

/** The counts of a dry run (or of a refused apply), and its rows filtered by action. */
export function DryRunReport({ report }: { report: ImportReport }) {
  const t = useMessages('catalogueImport', texts);
  const [filter, setFilter] = useState<ImportAction | 'all'>(report.summary.error > 0 ? 'error' : 'all');
  const [shown, setShown] = useState(REPORT_PAGE);
  const rows = filter === 'all' ? report.rows : report.rows.filter((r) => r.action === filter);
  const choose = (next: ImportAction | 'all') => {
    setFilter(next);
    setShown(REPORT_PAGE);
  };
  return (
    <div className="grid gap-4">
      <dl aria-label={t.summaryLabel} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ACTIONS.map((action) => (
          <div key={action} className={cn('rounded-lg px-3 py-2', ACTION_LOOK[action])}>
            <dt className="text-xs font-semibold uppercase">{t[action]}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid={`import-count-${action}`}>
              {report.summary[action]}
            </dd>
          </div>
        ))}
      </dl>
      <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-2">
        {(['all', ...ACTIONS] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={filter === option ? 'primary' : 'secondary'}
            aria-pressed={filter === option}
            onClick={() => choose(option)}
          >
            {t[option]} ({option === 'all' ? report.rows.length : report.summary[option]})
          </Button>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noRowsShown}</p>
      ) : (
        <ReportRows rows={rows.slice(0, shown)} />
      )}
      {rows.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span role="status">{format(t.showing, { shown: Math.min(shown, rows.length), total: rows.length })}</span>
          {shown < rows.length ? (
            <Button size="sm" variant="secondary" onClick={() => setShown((n) => n + REPORT_PAGE)}>
              {t.showMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ReportRows({ rows }: { rows: readonly ImportReportRow[] }) {
  const t = useMessages('catalogueImport', texts);
  const columns: Column[] = [
    [t.row, 'px-3 py-2'],
    [t.action, 'px-3 py-2'],
    [t.details, 'px-3 py-2'],
  ];
  return (
    <StaffTable columns={columns} label={t.rowsTable}>
      {rows.map((row) => (
        <tr key={row.row} data-action={row.action}>
          <td className="px-3 py-2 align-top tabular-nums">{row.row}</td>
          <td className="px-3 py-2 align-top">
            <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', ACTION_LOOK[row.action])}>
              {t[row.action]}
            </span>
          </td>
          <td className="px-3 py-2 align-top">
            <RowDetails row={row} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** An update's changed fields, before → after; an error's field and message. */
function RowDetails({ row }: { row: ImportReportRow }) {
  const t = useMessages('catalogueImport', texts);
  const shown = (text: string) => (text === '' ? <em className="text-slate-500">{t.empty}</em> : <bdi>{text}</bdi>);
  if (row.errors?.length)
    return (
      <ul className="grid gap-1 text-red-800">
        {row.errors.map((e) => (
          <li key={`${e.field}:${e.message}`}>
            <span className="font-semibold">{e.field}</span>: {e.message}
          </li>
        ))}
      </ul>
    );
  if (row.changes)
    return (
      <ul className="grid gap-1">
        {Object.entries(row.changes).map(([field, { before, after }]) => (
          <li key={field} className="break-words">
            <span className="font-semibold">{field}</span>: {shown(before)} <span aria-hidden="true">→</span>
            <span className="sr-only">{t.to}</span> {shown(after)}
          </li>
        ))}
      </ul>
    );
  return <span className="text-slate-500">{row.id ?? ''}</span>;
}
