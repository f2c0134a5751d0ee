import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import {
  emptyDatePrice,
  emptyExtra,
  emptyRule,
  EXTRA_UNITS,
  MAX_DATE_PRICES,
  MAX_EXTRAS,
  MAX_RULES,
  WEEKDAYS,
  type CharterFormValues,
} from '../lib/charter-schema';

type Values = { charter: CharterFormValues };
const message = (errors: FieldErrors<Values>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/** One list of the terms: its rows, each with a Remove button, and Add under them. */
function ListGroup({
  title,
  count,
  max,
  addLabel,
  onAdd,
  error,
  children,
}: {
  title: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {count ? <ol className="grid gap-4">{children}</ol> : <p className="text-sm text-slate-600">None.</p>}
      <div>
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={count >= max}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
        <FieldError id={`${title.replace(/\W+/g, '-').toLowerCase()}-error`}>{error}</FieldError>
      </div>
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" className="self-end" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
      Remove
    </Button>
  );
}

/** Minimum hours by weekday and start-time window ('Fri–Sun from 17:00: 4 hours'). */
export function MinimumRulesList() {
  const { control, register, formState } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'charter.minimumRules' });
  const err = (path: string) => message(formState.errors, path);
  return (
    <ListGroup
      title="Minimum hours by day and start time"
      count={fields.length}
      max={MAX_RULES}
      addLabel="Add minimum rule"
      onAdd={() => append(emptyRule())}
      error={err('charter.minimumRules')}
    >
      {fields.map((row, i) => {
        const at = `charter.minimumRules.${i}` as const;
        const daysError = err(`${at}.days`);
        return (
          <li key={row.id} className="grid gap-3 border-b border-slate-100 pb-3 sm:grid-cols-4">
            <fieldset className="sm:col-span-4" aria-describedby={daysError ? `${row.id}-days-error` : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-700">Days (rule {i + 1})</legend>
              <div className="flex flex-wrap gap-3">
                {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                  <label key={d} className="flex items-center gap-1 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      value={String(d)}
                      className="size-5 accent-sky-700"
                      {...register(`${at}.days`)}
                    />
                    {WEEKDAYS[d]}
                  </label>
                ))}
              </div>
              <FieldError id={`${row.id}-days-error`}>{daysError}</FieldError>
            </fieldset>
            <Field label={`Starts from (rule ${i + 1})`} error={err(`${at}.from`)}>
              {(c) => <Input {...c} type="time" step={1800} {...register(`${at}.from`)} />}
            </Field>
            <Field label={`Starts before (rule ${i + 1})`} hint="00:00: until midnight" error={err(`${at}.to`)}>
              {(c) => <Input {...c} type="time" step={1800} {...register(`${at}.to`)} />}
            </Field>
            <Field label={`At least hours (rule ${i + 1})`} error={err(`${at}.hours`)}>
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  inputMode="decimal"
                  min="0.5"
                  max="24"
                  step="0.5"
                  {...register(`${at}.hours`)}
                />
              )}
            </Field>
            <RemoveButton label={`Remove minimum rule ${i + 1}`} onClick={() => remove(i)} />
          </li>
        );
      })}
    </ListGroup>
  );
}

/** Date ranges (events, seasons) whose rates replace the usual ones. */
export function DatePricesList() {
  const { control, register, formState } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'charter.datePrices' });
  const err = (path: string) => message(formState.errors, path);
  return (
    <ListGroup
      title="Date prices (events, seasons)"
      count={fields.length}
      max={MAX_DATE_PRICES}
      addLabel="Add date price"
      onAdd={() => append(emptyDatePrice())}
      error={err('charter.datePrices')}
    >
      {fields.map((row, i) => {
        const at = `charter.datePrices.${i}` as const;
        return (
          <li key={row.id} className="grid gap-3 border-b border-slate-100 pb-3 sm:grid-cols-3">
            <Field label={`First day (date price ${i + 1})`} error={err(`${at}.from`)}>
              {(c) => <Input {...c} type="date" {...register(`${at}.from`)} />}
            </Field>
            <Field label={`Last day (date price ${i + 1})`} error={err(`${at}.to`)}>
              {(c) => <Input {...c} type="date" {...register(`${at}.to`)} />}
            </Field>
            <Field label={`Hourly rate, AED (date price ${i + 1})`} error={err(`${at}.hourlyRate`)}>
              {(c) => <Input {...c} type="text" inputMode="decimal" {...register(`${at}.hourlyRate`)} />}
            </Field>
            <Field label={`Daily rate, AED (date price ${i + 1})`} error={err(`${at}.dailyRate`)}>
              {(c) => <Input {...c} type="text" inputMode="decimal" {...register(`${at}.dailyRate`)} />}
            </Field>
            <Field label={`Label (date price ${i + 1})`} error={err(`${at}.label`)}>
              {(c) => <Input {...c} type="text" maxLength={100} {...register(`${at}.label`)} />}
            </Field>
            <Field label={`Label, Arabic (date price ${i + 1})`} error={err(`${at}.labelAr`)}>
              {(c) => <Input {...c} type="text" dir="rtl" lang="ar" maxLength={100} {...register(`${at}.labelAr`)} />}
            </Field>
            <RemoveButton label={`Remove date price ${i + 1}`} onClick={() => remove(i)} />
          </li>
        );
      })}
    </ListGroup>
  );
}

/** Extras with a price per booking, per guest or per hour, named in both languages. */
export function ExtrasList() {
  const { control, register, formState } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'charter.extras' });
  const err = (path: string) => message(formState.errors, path);
  return (
    <ListGroup
      title="Extras"
      count={fields.length}
      max={MAX_EXTRAS}
      addLabel="Add extra"
      onAdd={() => append(emptyExtra())}
      error={err('charter.extras')}
    >
      {fields.map((row, i) => {
        const at = `charter.extras.${i}` as const;
        return (
          <li key={row.id} className="grid gap-3 border-b border-slate-100 pb-3 sm:grid-cols-4">
            <Field label={`Extra name (extra ${i + 1})`} error={err(`${at}.name`) ?? err(`${at}.id`)}>
              {(c) => <Input {...c} type="text" maxLength={100} {...register(`${at}.name`)} />}
            </Field>
            <Field label={`Extra name, Arabic (extra ${i + 1})`} error={err(`${at}.nameAr`)}>
              {(c) => <Input {...c} type="text" dir="rtl" lang="ar" maxLength={100} {...register(`${at}.nameAr`)} />}
            </Field>
            <Field label={`Price, AED (extra ${i + 1})`} error={err(`${at}.price`)}>
              {(c) => <Input {...c} type="text" inputMode="decimal" {...register(`${at}.price`)} />}
            </Field>
            <Field label={`Unit (extra ${i + 1})`} error={err(`${at}.unit`)}>
              {(c) => (
                <Select {...c} {...register(`${at}.unit`)}>
                  {EXTRA_UNITS.map((u) => (
                    <option key={u.value} value={u.value}>
                      {u.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <RemoveButton label={`Remove extra ${i + 1}`} onClick={() => remove(i)} />
          </li>
        );
      })}
    </ListGroup>
  );
}
