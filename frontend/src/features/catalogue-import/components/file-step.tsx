import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import texts from 'virtual:en/catalogueImport';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { format, useMessages } from '@/i18n';
import { parseImportFile, type ParsedFile } from '../lib/parse-file';

/** What the file input offers: CSV and XLSX, by type and by name (some systems know one only). */
const SPREADSHEETS = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ChosenFile = ParsedFile & { name: string };

/**
 * Step 1: the drop zone, which is the file input's label, then the file read in the browser.
 * `onFile` hears null as a new file is chosen (the last one's steps go), then the file read.
 */
export function FileStep({ disabled, onFile }: { disabled: boolean; onFile: (file: ChosenFile | null) => void }) {
  const t = useMessages('catalogueImport', texts);
  const [reading, setReading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (file: File) => {
    setProblem(null);
    setReading(file.name);
    onFile(null);
    const parsed = await parseImportFile(file);
    setReading(null);
    if ('problem' in parsed) {
      setProblem(parsed.problem === 'unreadable' ? format(t.unreadable, { reason: parsed.reason }) : t[parsed.problem]);
      return;
    }
    onFile({ ...parsed, name: file.name });
  };

  return (
    <section aria-labelledby="import-file-heading" className="grid gap-3">
      <h2 id="import-file-heading" className="text-lg font-semibold text-slate-900">
        {t.fileStep}
      </h2>
      <FileDropZone
        id="import-file"
        title={t.dropTitle}
        accept={SPREADSHEETS}
        icon={FileSpreadsheet}
        disabled={disabled || reading !== null}
        error={problem !== null}
        describedBy={problem ? 'import-file-hint import-file-problem' : 'import-file-hint'}
        onFiles={(files) => void read(files[0]!)}
      >
        <span id="import-file-hint" className="text-slate-600">
          {t.dropHint}
        </span>
      </FileDropZone>
      <p role="status" className="text-sm text-slate-700">
        {reading ? format(t.reading, { name: reading }) : null}
      </p>
      {problem ? (
        <p id="import-file-problem" role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
