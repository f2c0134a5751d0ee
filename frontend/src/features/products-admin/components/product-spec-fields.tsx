import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { capitalize, maxOf, specFieldsFor, type SpecField } from '@/api/specs';
import type { ProductCoreValues } from '../lib/schema';

/** "Length (m)"; "Minimum hours" (its unit is in its name already). */
const labelOf = (f: SpecField) => (f.unit && !f.label.endsWith(f.unit) ? `${f.label} (${f.unit})` : f.label);

/** "0.5-500", "1900-2027": the range a number field takes, as its hint. */
const hintOf = (f: SpecField) => (f.kind === 'whole' || f.kind === 'decimal' ? `${f.min}-${maxOf(f)}` : undefined);

/**
 * The chosen category's specifications (all optional), with their units and ranges; the
 * messages are the server's (api/specs.ts), and so are its field errors when it answers.
 */
export function ProductSpecFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductCoreValues>();
  const fields = specFieldsFor(watch('category'));
  const rateBasis = watch('specs.rateBasis');
  if (fields.length === 0) return null;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Specifications</legend>
      {fields.map((f) => {
        const error = errors.specs?.[f.key]?.message;
        // A minimum of hours belongs to an hourly rate (and is not sent without one).
        if (f.key === 'minimumHours' && rateBasis !== 'hour' && !error) return null;
        return (
          <Field key={f.key} label={labelOf(f)} hint={hintOf(f)} error={error}>
            {(c) =>
              f.kind === 'choice' ? (
                <Select {...c} {...register(`specs.${f.key}`)}>
                  <option value="">Not given</option>
                  {f.choices?.map((choice) => (
                    <option key={choice} value={choice}>
                      {capitalize(choice)}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  {...c}
                  type="text"
                  inputMode={f.kind === 'decimal' ? 'decimal' : f.kind === 'whole' ? 'numeric' : 'text'}
                  autoComplete="off"
                  {...register(`specs.${f.key}`)}
                />
              )
            }
          </Field>
        );
      })}
    </fieldset>
  );
}
