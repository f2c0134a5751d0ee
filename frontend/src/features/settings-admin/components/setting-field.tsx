import type { ReactNode } from 'react';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { SettingsFormValues } from '../lib/schema';

export type SettingName = FieldPath<SettingsFormValues>;

/** One text setting: its label, control, hint and error (the form's or the server's). */
export function SettingField({
  name,
  label,
  hint,
  required = false,
  multiLine = false,
  arabic = false,
  className,
  ...input
}: {
  name: SettingName;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  multiLine?: boolean;
  /** An Arabic text: typed right to left. */
  arabic?: boolean;
  className?: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'url';
  autoComplete?: string;
  placeholder?: string;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const direction = arabic ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(control) =>
        multiLine ? (
          <Textarea {...control} rows={3} {...direction} {...register(name)} />
        ) : (
          <Input {...control} {...input} {...direction} {...register(name)} />
        )
      }
    </Field>
  );
}

/** A titled group of settings. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
      <legend className="float-left mb-1 text-lg font-semibold text-slate-900 sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}
