/**
 * The import's calls (docs/catalogue-io.md, "The import"): the dry run, then the apply through
 * an import session (open, send the rows in batches, commit; abandoned on any failure).
 */
import { api, isApiError } from '@/lib/api';
import { batches, type ImportRow } from '../lib/mapping';

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';
export type ImportReportRow = {
  row: number;
  action: ImportAction;
  id?: string;
  changes?: Record<string, { before: string; after: string }>;
  errors?: { field: string; message: string }[];
};
export type ImportReport = {
  summary: Record<ImportAction, number>;
  applied: boolean;
  rows: ImportReportRow[];
};

const IMPORT = '/api/admin/products/import';
const sessionPath = (session: string) => `${IMPORT}/sessions/${encodeURIComponent(session)}`;

export const dryRun = (rows: readonly ImportRow[]) => api.post<ImportReport>(IMPORT, { rows, dryRun: true });

/** A failed apply: the server's report when it refused a row (422), else the reason in words. */
export class ImportFailure extends Error {
  readonly report?: ImportReport;
  constructor(message: string, report?: ImportReport) {
    super(message);
    this.name = 'ImportFailure';
    this.report = report;
  }
}

function failureOf(error: unknown): ImportFailure {
  if (isApiError(error, 422)) {
    try {
      return new ImportFailure(error.message, JSON.parse(error.body) as ImportReport);
    } catch {
      // not the report: fall through to the message
    }
  }
  if (isApiError(error)) return new ImportFailure(error.serverMessage ?? error.message);
  return new ImportFailure(error instanceof Error ? error.message : String(error));
}

export type ApplyProgress = { sent: number; total: number; committing: boolean };

/**
 * Applies the rows as one import: every batch staged, then one commit that writes all or
 * nothing. `onProgress` hears after each batch. On any failure the session is deleted (a
 * closed tab leaves it to the server's time-out) and an ImportFailure is thrown.
 */
export async function applyImport(
  rows: readonly ImportRow[],
  onProgress: (progress: ApplyProgress) => void,
): Promise<ImportReport> {
  let session: string;
  try {
    session = (await api.post<{ session: string }>(`${IMPORT}/sessions`)).session;
  } catch (error) {
    throw failureOf(error);
  }
  const path = sessionPath(session);
  try {
    let sent = 0;
    onProgress({ sent, total: rows.length, committing: false });
    for (const batch of batches(rows)) {
      await api.post<{ staged: number }>(`${path}/rows`, { rows: batch });
      sent += batch.length;
      onProgress({ sent, total: rows.length, committing: sent === rows.length });
    }
    return await api.post<ImportReport>(`${path}/commit`);
  } catch (error) {
    // The commit ends the session either way; deleting an ended one answers 404, which is fine.
    await api.delete(path).catch(() => undefined);
    throw failureOf(error);
  }
}
