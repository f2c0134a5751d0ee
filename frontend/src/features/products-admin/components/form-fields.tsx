import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

/** What a control needs to be labelled and to have its hint and error read with it. */
export type ControlProps = {
  id: string;
  'aria-invalid': 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: 'true';
};

/** A labelled control with an optional hint and error (tied to it by aria-describedby). */
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
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
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
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
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
