import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** What a control needs to be labelled and to have its hint and error read with it. */
export type ControlProps = {
  id: string;
  'aria-invalid': 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: 'true';
};

/** The marker after a required field's label or legend (the requirement itself is aria-required). */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A field's error text under it (tied to the control by `id`). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  ) : null;
}

/**
 * A labelled control with an optional hint and error (tied to it by aria-describedby).
 * `children` renders the control with the props it is given (`<Input {...control} />`).
 */
export function Field({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? 'true' : 'false',
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? 'true' : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  label,
  className,
  ...input
}: { label: string; className?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <input id={id} type="checkbox" className="size-5 rounded border-slate-300 accent-sky-700" {...input} />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
    </div>
  );
}
