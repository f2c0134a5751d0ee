import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { MAX_HOURS_ROWS, type SettingsFormValues } from '../lib/schema';
import { SettingField, SettingsGroup } from './setting-field';

/** The opening hours: 1 to 7 rows of days and hours, added and removed here. */
export function BusinessHoursFields() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'businessHours' });
  const rowsError = errors.businessHours?.root?.message ?? errors.businessHours?.message;
  return (
    <SettingsGroup title="Business Hours">
      <ol className="grid gap-4 sm:col-span-2">
        {fields.map((row, i) => (
          <li key={row.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <SettingField
              name={`businessHours.${i}.days`}
              label={`Days (row ${i + 1})`}
              required
              placeholder="Sunday to Thursday"
            />
            <SettingField
              name={`businessHours.${i}.hours`}
              label={`Hours (row ${i + 1})`}
              required
              placeholder="8:00 AM-6:00 PM"
            />
            <Button
              variant="secondary"
              className="sm:mt-6"
              onClick={() => remove(i)}
              disabled={fields.length <= 1}
              aria-label={`Remove row ${i + 1}`}
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
          Add row
        </Button>
        <p className="mt-1 text-xs text-slate-500">Up to {MAX_HOURS_ROWS} rows.</p>
        <FieldError id="business-hours-error">{rowsError}</FieldError>
      </div>
    </SettingsGroup>
  );
}
