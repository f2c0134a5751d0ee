import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import { CheckboxField, Field, FieldError } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { CharterFormValues } from '../lib/charter-schema';
import { DatePricesList, ExtrasList, MinimumRulesList } from './charter-lists';

type Values = { category: string; charter: CharterFormValues };
const message = (errors: FieldErrors<Values>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/**
 * 'Charter terms' of a Vessel Chartering product (docs/charter.md): rates, minimum hours and
 * their rules, overtime step, date prices, extras, deposit, turnaround and the cancellation
 * terms in both languages. Off: the vessel page shows no booking (the product's `charter` null).
 */
export function CharterTermsFields() {
  const { register, watch, formState } = useFormContext<Values>();
  if (watch('category') !== 'vessel-chartering') return null;
  const enabled = watch('charter.enabled');
  const err = (path: string) => message(formState.errors, path);
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Charter terms</legend>
      <CheckboxField
        label="Take booking requests on the vessel page"
        className="sm:col-span-2 lg:col-span-3"
        {...register('charter.enabled')}
      />
      <FieldError id="charter-error">{formState.errors.charter?.message}</FieldError>
      {enabled ? (
        <>
          <Field label="Hourly rate (AED)" hint="Empty: no hourly rate" error={err('charter.hourlyRate')}>
            {(c) => (
              <Input {...c} type="text" inputMode="decimal" placeholder="750.00" {...register('charter.hourlyRate')} />
            )}
          </Field>
          <Field label="Daily rate (AED)" hint="Empty: no daily rate" error={err('charter.dailyRate')}>
            {(c) => (
              <Input {...c} type="text" inputMode="decimal" placeholder="6000.00" {...register('charter.dailyRate')} />
            )}
          </Field>
          <Field label="Minimum hours" hint="0.5 to 24, in steps of 0.5" error={err('charter.minimumHours')}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                min="0.5"
                max="24"
                step="0.5"
                {...register('charter.minimumHours')}
              />
            )}
          </Field>
          <Field label="Overtime charged by" error={err('charter.overtimeStepMinutes')}>
            {(c) => (
              <Select {...c} {...register('charter.overtimeStepMinutes')}>
                <option value="30">30 minutes</option>
                <option value="60">60 minutes</option>
              </Select>
            )}
          </Field>
          <Field label="Deposit (%)" hint="0 to 100" error={err('charter.depositPercent')}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min="0"
                max="100"
                {...register('charter.depositPercent')}
              />
            )}
          </Field>
          <Field label="Turnaround between bookings (minutes)" error={err('charter.turnaroundMinutes')}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="numeric"
                min="0"
                max="1440"
                step="15"
                {...register('charter.turnaroundMinutes')}
              />
            )}
          </Field>
          <MinimumRulesList />
          <DatePricesList />
          <ExtrasList />
          <Field
            label="Cancellation terms"
            error={err('charter.cancellationTerms')}
            className="sm:col-span-2 lg:col-span-3"
          >
            {(c) => <Textarea {...c} rows={3} maxLength={4000} {...register('charter.cancellationTerms')} />}
          </Field>
          <Field
            label="Cancellation terms (Arabic)"
            error={err('charter.cancellationTermsAr')}
            className="sm:col-span-2 lg:col-span-3"
          >
            {(c) => (
              <Textarea
                {...c}
                rows={3}
                dir="rtl"
                lang="ar"
                maxLength={4000}
                {...register('charter.cancellationTermsAr')}
              />
            )}
          </Field>
        </>
      ) : null}
    </fieldset>
  );
}
