import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { MAX_HOURS_ROWS, type SettingsFormValues } from '../lib/schema';
import { SettingField, SettingsGroup } from './setting-field';

/**
 * The opening hours: 1 to 7 rows of days and hours, added and removed here; `arabic`: their
 * Arabic rows, 0 to 7 (none: Arabic pages show the English ones).
 */
export function BusinessHoursFields({ arabic = false }: { arabic?: boolean }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const name = arabic ? 'businessHoursAr' : 'businessHours';
  const { fields, append, remove } = useFieldArray({ control, name });
  const rowsError = errors[name]?.root?.message ?? errors[name]?.message;
  const suffix = arabic ? ' (Arabic)' : '';
  return (
    <SettingsGroup title={`Business Hours${suffix}`}>
      <ol className="grid gap-4 sm:col-span-2">
        {fields.map((row, i) => (
          <li key={row.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <SettingField
              name={`${name}.${i}.days`}
              label={`Days${suffix} (row ${i + 1})`}
              required
              arabic={arabic}
              placeholder={arabic ? 'الأحد إلى الخميس' : 'Sunday to Thursday'}
            />
            <SettingField
              name={`${name}.${i}.hours`}
              label={`Hours${suffix} (row ${i + 1})`}
              required
              arabic={arabic}
              placeholder="8:00 AM-6:00 PM"
            />
            <Button
              variant="secondary"
              className="sm:mt-6"
              onClick={() => remove(i)}
              disabled={!arabic && fields.length <= 1}
              aria-label={`Remove row ${i + 1}${suffix}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className="sm:col-span-2">
        <Button
          variant="secondary"
          onClick={() => append({ days: '', hours: '' })}
          disabled={fields.length >= MAX_HOURS_ROWS}
        >
          <Plus aria-hidden="true" />
          Add row{suffix}
        </Button>
        <p className="mt-1 text-xs text-slate-500">Up to {MAX_HOURS_ROWS} rows.</p>
        <FieldError id={`business-hours-error${arabic ? '-ar' : ''}`}>{rowsError}</FieldError>
      </div>
    </SettingsGroup>
  );
}
