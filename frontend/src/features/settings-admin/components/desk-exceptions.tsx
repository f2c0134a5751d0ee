import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { MAX_EXCEPTIONS, newException, type DesksFormValues } from '../lib/desks-schema';
import { DeskField, ListError } from './desk-field';
import { WeekHoursFields } from './week-hours-fields';

/** One exception: its names, its dates, and closed all day or its own hours. */
function ExceptionFields({ desk, index, onRemove }: { desk: number; index: number; onRemove: () => void }) {
  const { register } = useFormContext<DesksFormValues>();
  const base = `desks.${desk}.exceptions.${index}` as const;
  const closed = useWatch<DesksFormValues, `${typeof base}.closed`>({ name: `${base}.closed` });
  const context = `desk ${desk + 1}, exception ${index + 1}`;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">Exception {index + 1}</legend>
      <DeskField
        name={`${base}.name`}
        label="Name"
        spoken={`Exception name (${context})`}
        required
        placeholder="Ramadan"
      />
      <DeskField
        name={`${base}.nameAr`}
        label="Arabic name"
        spoken={`Exception Arabic name (${context})`}
        arabic
        placeholder="رمضان"
      />
      <DeskField name={`${base}.from`} label="From" spoken={`From date (${context})`} type="date" required />
      <DeskField name={`${base}.to`} label="To" spoken={`To date (${context})`} type="date" required />
      <CheckboxField
        label="Closed all day"
        aria-label={`Closed all day (${context})`}
        className="sm:col-span-2"
        {...register(`${base}.closed`)}
      />
      {closed ? null : (
        <div className="sm:col-span-2">
          <p className="mb-2 text-sm font-medium text-slate-900">Hours on these days</p>
          <WeekHoursFields base={`${base}.hours`} context={context} />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove exception ${index + 1} (desk ${desk + 1})`}
        >
          <Trash2 aria-hidden="true" />
          Remove exception
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * Dates with other hours, or closed (Ramadan, Eid, National Day): 0 to 20. Where two cover a
 * date, the one that starts later wins (docs/desks.md, "The model").
 */
export function DeskExceptions({ desk }: { desk: number }) {
  const { control } = useFormContext<DesksFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `desks.${desk}.exceptions` });
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        Dates, inclusive, on which the desk is closed or keeps other hours. Where two cover a date, the one that starts
        later wins (Eid inside Ramadan).
      </p>
      {fields.length === 0 ? <p className="text-sm text-slate-600">No exceptions.</p> : null}
      {fields.map((field, j) => (
        <ExceptionFields key={field.id} desk={desk} index={j} onRemove={() => remove(j)} />
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append(newException())}
          disabled={fields.length >= MAX_EXCEPTIONS}
          aria-label={`Add exception (desk ${desk + 1})`}
        >
          <Plus aria-hidden="true" />
          Add exception
        </Button>
        <p className="mt-1 text-xs text-slate-500">Up to {MAX_EXCEPTIONS} exceptions.</p>
      </div>
      <ListError id={`desk-${desk}-exceptions-error`} path={`desks.${desk}.exceptions`} />
    </div>
  );
}
