import { Copy, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { WeekDay } from '@/types/api';
import { MAX_RANGES, WEEK, type DesksFormValues } from '../lib/desks-schema';
import { DeskField, ListError, useDeskError } from './desk-field';

/** A field-array path of the form, as react-hook-form's types name one. */
type RangesPath = `desks.${number}.hours.${WeekDay}`;
const WORKWEEK: WeekDay[] = ['mon', 'tue', 'wed', 'thu'];

function RangeError({ path }: { path: string }) {
  // The range's own error (overlapping another); its fields show theirs.
  const error = useDeskError(path);
  return error ? <p className="col-span-3 text-sm text-red-700">{error}</p> : null;
}

/** One day's ranges (0 to 4, "Closed" without any), each `from`–`to`, added and removed here. */
function DayRanges({ base, day, name, context }: { base: string; day: WeekDay; name: string; context: string }) {
  const { control } = useFormContext<DesksFormValues>();
  const path = `${base}.${day}` as RangesPath;
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const headingId = `${base}-${day}`.replace(/\./g, '-');
  return (
    <li className="border-t border-slate-100 pt-3 first:border-0 first:pt-0">
      <div role="group" aria-labelledby={headingId} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={headingId} className="font-medium text-slate-900">
            {name}
            {fields.length === 0 ? <span className="ms-2 text-sm font-normal text-slate-600">Closed</span> : null}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => append({ from: '', to: '' })}
            disabled={fields.length >= MAX_RANGES}
            aria-label={`Add range on ${name} (${context})`}
          >
            <Plus aria-hidden="true" />
            Add range
          </Button>
        </div>
        {fields.length ? (
          <ol className="grid gap-2">
            {fields.map((field, r) => (
              <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <DeskField
                  name={`${path}.${r}.from`}
                  label="From"
                  spoken={`${name} from (${context}, range ${r + 1})`}
                  placeholder="09:00"
                  autoComplete="off"
                />
                <DeskField
                  name={`${path}.${r}.to`}
                  label="To"
                  spoken={`${name} to (${context}, range ${r + 1})`}
                  placeholder="18:00"
                  autoComplete="off"
                />
                <Button
                  variant="secondary"
                  size="icon"
                  className="mt-6"
                  onClick={() => remove(r)}
                  aria-label={`Remove range ${r + 1} on ${name} (${context})`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                <RangeError path={`${path}.${r}`} />
              </li>
            ))}
          </ol>
        ) : null}
        <ListError id={`${headingId}-error`} path={path} />
      </div>
    </li>
  );
}

/**
 * A week's hours in Dubai time: per day up to 4 ranges, "HH:MM" with 24:00 ending the day (a
 * range never crosses midnight: 22:00–24:00 and the next day's 00:00–02:00 are one opening).
 * `base` is the form's path of the week (a desk's, or an exception's).
 */
export function WeekHoursFields({ base, context }: { base: string; context: string }) {
  const { getValues, setValue } = useFormContext<DesksFormValues>();
  const copySunday = () => {
    const sunday = getValues(`${base}.sun` as RangesPath);
    for (const day of WORKWEEK)
      setValue(
        `${base}.${day}` as RangesPath,
        sunday.map((r) => ({ ...r })),
        { shouldDirty: true },
      );
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        Dubai time, such as 09:00 to 18:00; 24:00 ends the day. A day without ranges is closed; a week without any has
        no hours, and the site then says neither open nor closed.
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={copySunday}
          aria-label={`Copy Sunday's hours to Mon–Thu (${context})`}
        >
          <Copy aria-hidden="true" />
          {"Copy Sunday's hours to Mon–Thu"}
        </Button>
      </div>
      <ul className="grid gap-3">
        {WEEK.map(({ day, name }) => (
          <DayRanges key={day} base={base} day={day} name={name} context={context} />
        ))}
      </ul>
    </div>
  );
}
