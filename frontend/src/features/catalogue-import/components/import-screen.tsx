import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import texts from 'virtual:en/catalogueImport';
import { Button, buttonVariants } from '@/components/ui/button';
import { format, useMessages } from '@/i18n';
import { apiUrl, isApiError } from '@/lib/api';
import { productKeys } from '@/lib/query-keys';
import { applyImport, dryRun, ImportFailure, type ImportReport } from '../api/import';
import { autoMapping, mappingProblem, rowsFromRecords, type ColumnMapping } from '../lib/mapping';
import { ApplyPanel, type ApplyState } from './apply-panel';
import { ColumnMappingStep } from './column-mapping';
import { DryRunReport } from './dry-run-report';
import { FileStep, type ChosenFile } from './file-step';

export const EXPORT_PATH = '/api/admin/products/export.csv';

type Checked = { report: ImportReport; rows: ReturnType<typeof rowsFromRecords> };

/**
 * /admin/import (docs/catalogue-io.md, "The import screen"): a file read in the browser, its
 * columns matched to the fields, a dry run's report, then Apply through an import session.
 */
export function ImportScreen() {
  const t = useMessages('catalogueImport', texts);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mapping, setMapping] = useState<{ columns: ColumnMapping; complete: boolean }>({
    columns: {},
    complete: false,
  });
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [apply, setApply] = useState<ApplyState>({ status: 'idle' });
  const running = checking || apply.status === 'running';

  const choose = (chosen: ChosenFile | null) => {
    const auto = autoMapping(chosen?.headers ?? []);
    setFile(chosen);
    setMapping({ columns: auto.mapping, complete: auto.complete });
    setChecked(null);
    setCheckError(null);
    setApply({ status: 'idle' });
  };

  const check = async () => {
    if (!file) return;
    const rows = rowsFromRecords(file.headers, file.records, mapping.columns);
    setChecking(true);
    setCheckError(null);
    setApply({ status: 'idle' });
    try {
      setChecked({ report: await dryRun(rows), rows });
    } catch (error) {
      setCheckError(isApiError(error) ? (error.serverMessage ?? error.message) : String(error));
    } finally {
      setChecking(false);
    }
  };

  const run = async () => {
    if (!checked) return;
    setApply({ status: 'running', progress: { sent: 0, total: checked.rows.length, committing: false } });
    try {
      const report = await applyImport(checked.rows, (progress) => setApply({ status: 'running', progress }));
      setApply({ status: 'done', report });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    } catch (error) {
      const failure = error instanceof ImportFailure ? error : new ImportFailure(String(error));
      setApply({ status: 'failed', message: failure.message, report: failure.report });
    }
  };

  const shownReport = apply.status === 'failed' && apply.report ? apply.report : checked?.report;
  return (
    <div className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">{t.intro}</p>
        <a href={apiUrl(EXPORT_PATH)} download className={buttonVariants({ variant: 'secondary' })}>
          <Download aria-hidden="true" />
          {t.export}
        </a>
      </div>
      <FileStep disabled={running} onFile={choose} />
      {file ? (
        <>
          <p className="text-sm text-slate-700">
            <bdi className="font-semibold">
              {format(t.fileSummary, { name: file.name, rows: file.dataRows, columns: file.headers.length })}
            </bdi>
          </p>
          {mapping.complete ? (
            <p className="text-sm text-slate-600">{t.mappingSkipped}</p>
          ) : (
            <ColumnMappingStep
              headers={file.headers}
              mapping={mapping.columns}
              disabled={running}
              onChange={(columns) => {
                setMapping({ columns, complete: false });
                setChecked(null);
              }}
            />
          )}
          <div>
            <Button onClick={() => void check()} disabled={running || mappingProblem(mapping.columns) !== null}>
              {checking ? t.checking : t.check}
            </Button>
          </div>
          {checkError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {format(t.checkFailed, { reason: checkError })}
            </p>
          ) : null}
        </>
      ) : null}
      {checked && shownReport ? (
        <section aria-labelledby="import-report-heading" className="grid gap-4">
          <h2 id="import-report-heading" className="text-lg font-semibold text-slate-900">
            {t.reportStep}
          </h2>
          <DryRunReport key={shownReport === checked.report ? 'dry-run' : 'refused'} report={shownReport} />
          <ApplyPanel dryRun={checked.report} state={apply} onApply={() => void run()} />
        </section>
      ) : null}
    </div>
  );
}
