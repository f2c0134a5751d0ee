import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { DesksFormValues } from '../lib/desks-schema';

export type DeskPath = FieldPath<DesksFormValues>;

/**
 * An error of the desks form at `path`: a field's, or a list's (react-hook-form keeps a field
 * array's own error under `root`; the server's, set by path, on the list itself).
 */
export function useDeskError(path: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<DesksFormValues>();
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.root?.message ?? error?.message;
}

/**
 * One text field of the desks form: its label, control, hint and error (the form's or the
 * server's). `spoken` is its accessible name when the short visible label ("From") needs the
 * field's place to be told apart from its like ("Sunday from (desk 1, range 2)").
 */
export function DeskField({
  name,
  label,
  spoken,
  hint,
  required = false,
  arabic = false,
  className,
  ...input
}: {
  name: DeskPath;
  label: string;
  spoken?: string;
  hint?: string;
  required?: boolean;
  /** An Arabic text: typed right to left. */
  arabic?: boolean;
  className?: string;
  type?: string;
  inputMode?: 'numeric' | 'email';
  autoComplete?: string;
  placeholder?: string;
}) {
  const { register } = useFormContext<DesksFormValues>();
  const error = useDeskError(name);
  const direction = arabic ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <Input {...control} aria-label={spoken} {...input} {...direction} {...register(name)} />}
    </Field>
  );
}

/** A list's error (too many, none on duty, overlapping ranges), read out when it appears. */
export function ListError({ id, path }: { id: string; path: string }) {
  const error = useDeskError(path);
  return (
    <div aria-live="polite">
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
