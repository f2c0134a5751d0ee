import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { actionLabels, entityLabels } from '@/api/activity';
import type { StaffUser } from '@/types/api';
import { usePeople } from '../api/people';
import { emptyFilters, filterSchema, type FilterValues } from '../lib/filter-schema';

/** A select of `labels`' keys, after an option for "any" (the empty value). */
function ChoiceField({
  label,
  any,
  labels,
  registration,
}: {
  label: string;
  any: string;
  labels: Record<string, string>;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} {...registration}>
          <option value="">{any}</option>
          {Object.entries(labels).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Person, action, kind and dates; 'Show' applies them, 'Clear' goes back to everything. */
export function ActivityFilters({ admin, onApply }: { admin: StaffUser; onApply: (values: FilterValues) => void }) {
  const people = usePeople();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterValues>({ resolver: zodResolver(filterSchema), defaultValues: emptyFilters });

  return (
    <form
      noValidate
      aria-label="Filter activity"
      onSubmit={handleSubmit(onApply)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-6"
    >
      <Field label="Person">
        {(control) => (
          <Select {...control} {...register('actor')}>
            <option value="">Everyone</option>
            <option value={admin.id}>{admin.username} (admin)</option>
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.username} ({p.name})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ChoiceField label="Action" any="Any action" labels={actionLabels} registration={register('action')} />
      <ChoiceField label="Kind" any="Everything" labels={entityLabels} registration={register('entity')} />
      <Field label="From" error={errors.from?.message}>
        {(control) => <Input type="date" {...control} {...register('from')} />}
      </Field>
      <Field label="To" error={errors.to?.message}>
        {(control) => <Input type="date" {...control} {...register('to')} />}
      </Field>
      <div className="flex items-end gap-2">
        <Button type="submit">Show</Button>
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
