import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { channelLabels, statusLabels } from '../api/enquiries';
import { useDeskNames } from '@/lib/desk-names';
import { emptyFilters, filterSchema, type FilterValues } from '../lib/filter-schema';

/**
 * Search, status, channel, desk (when there are several: docs/desks.md) and dates; 'Show' applies them. A reference typed in the search
 * (Q-7K4M, q7k4m) opens that lead (the inbox screen decides, after asking the server).
 */
export function LeadFilters({ onApply, busy }: { onApply: (values: FilterValues) => void; busy?: boolean }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterValues>({ resolver: zodResolver(filterSchema), defaultValues: emptyFilters });
  const { desks } = useDeskNames();
  const byDesk = desks.length > 1;

  return (
    <form
      noValidate
      role="search"
      aria-label="Find leads"
      onSubmit={handleSubmit(onApply)}
      className={cn(
        'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3',
        byDesk ? 'lg:grid-cols-7' : 'lg:grid-cols-6',
      )}
    >
      <div className="sm:col-span-3 lg:col-span-2">
        <Field label="Reference or product" hint="A reference such as Q-7K4M opens that lead" error={errors.q?.message}>
          {(control) => <Input type="search" autoComplete="off" {...control} {...register('q')} />}
        </Field>
      </div>
      <Field label="Status">
        {(control) => (
          <Select {...control} {...register('status')}>
            <option value="">Any status</option>
            {Object.entries(statusLabels).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Channel">
        {(control) => (
          <Select {...control} {...register('channel')}>
            <option value="">Any channel</option>
            {Object.entries(channelLabels).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {byDesk ? (
        <Field label="Desk">
          {(control) => (
            <Select {...control} {...register('desk')}>
              <option value="">Any desk</option>
              {desks.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field label="From" error={errors.from?.message}>
        {(control) => <Input type="date" {...control} {...register('from')} />}
      </Field>
      <Field label="To" error={errors.to?.message}>
        {(control) => <Input type="date" {...control} {...register('to')} />}
      </Field>
      <div className={cn('flex items-end gap-2 sm:col-span-3', byDesk ? 'lg:col-span-7' : 'lg:col-span-6')}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Opening...' : 'Show'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset(emptyFilters);
            onApply(emptyFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
