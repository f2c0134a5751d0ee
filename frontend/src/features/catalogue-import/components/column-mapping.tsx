import texts from 'virtual:en/catalogueImport';
import { Select } from '@/components/ui/input';
import { StaffTable } from '@/components/ui/staff-table';
import { useMessages } from '@/i18n';
import { IMPORT_COLUMNS, mappingProblem, type ColumnMapping } from '../lib/mapping';

/** mappingProblem's messages (English, lib/mapping.ts) as the catalogue's keys. */
const PROBLEM_KEYS = {
  'Map a column to id, sku or name.': 'needsIdentity',
  'Each field can be chosen for one column only.': 'fieldTwice',
} as const;

/** Step 2, when a header names no field exactly: each column of the file → a field, or left out. */
export function ColumnMappingStep({
  headers,
  mapping,
  disabled,
  onChange,
}: {
  headers: readonly string[];
  mapping: ColumnMapping;
  disabled: boolean;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const t = useMessages('catalogueImport', texts);
  const problem = mappingProblem(mapping);
  const problemText = problem ? (t[PROBLEM_KEYS[problem as keyof typeof PROBLEM_KEYS]] ?? problem) : null;
  return (
    <section aria-labelledby="import-mapping-heading" className="grid gap-3">
      <h2 id="import-mapping-heading" className="text-lg font-semibold text-slate-900">
        {t.mappingStep}
      </h2>
      <p id="import-mapping-intro" className="text-sm text-slate-600">
        {t.mappingIntro}
      </p>
      <StaffTable
        columns={[
          [t.fileColumn, 'px-3 py-2'],
          [t.field, 'px-3 py-2'],
        ]}
      >
        {headers.map((header, i) => (
          <tr key={`${header}-${i}`}>
            <th scope="row" className="px-3 py-2 text-start font-medium break-all text-slate-900">
              <label htmlFor={`import-map-${i}`}>{header || `#${i + 1}`}</label>
            </th>
            <td className="px-3 py-2">
              <Select
                id={`import-map-${i}`}
                value={mapping[header] ?? ''}
                disabled={disabled}
                aria-invalid={problem ? 'true' : 'false'}
                aria-describedby={problem ? 'import-mapping-problem' : 'import-mapping-intro'}
                onChange={(event) => onChange({ ...mapping, [header]: event.target.value || null })}
              >
                <option value="">{t.leaveOut}</option>
                {IMPORT_COLUMNS.map((field) => (
                  <option key={field} value={field}>
                    {field}
                  </option>
                ))}
              </Select>
            </td>
          </tr>
        ))}
      </StaffTable>
      {problemText ? (
        <p id="import-mapping-problem" role="alert" className="text-sm font-medium text-red-700">
          {problemText}
        </p>
      ) : null}
    </section>
  );
}
