import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { useCreateSubUser, useUpdateSubUser, type SubUser } from '../api/sub-users';
import {
  createSubUserSchema,
  editSubUserSchema,
  PASSWORD_MIN,
  serverFieldErrors,
  type SubUserFormValues,
} from '../lib/schema';

const inputClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 aria-[invalid=true]:border-red-600';

function Field({
  label,
  hint,
  error,
  required,
  registration,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={describedBy || undefined}
        autoCapitalize="none"
        spellCheck={false}
        {...input}
        {...registration}
      />
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

/**
 * Add or edit a sub-user (SPEC §2, §5). Validates on submit and revalidates on change;
 * the password is required when adding and optional when editing (blank keeps it).
 * Calls `onDone` after a successful save (the form closes).
 */
export function SubUserForm({ editing, onDone }: { editing?: SubUser | null; onDone: () => void }) {
  const isEdit = !!editing;
  const create = useCreateSubUser();
  const update = useUpdateSubUser();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SubUserFormValues>({
    resolver: zodResolver(isEdit ? editSubUserSchema : createSubUserSchema),
    defaultValues: {
      name: editing?.name ?? '',
      username: editing?.username ?? '',
      password: '',
      isActive: editing?.isActive ?? true,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const pending = create.isPending || update.isPending;
  // The form opens above the table: take the focus there (and scroll to it on a phone).
  useEffect(() => setFocus('name'), [setFocus]);

  const onFailure = (error: unknown, fallback: string) => {
    // Point at the offending field too (server validation, username taken).
    for (const { field, message } of serverFieldErrors(error)) setError(field, { message });
    if (isApiError(error, 409) && error.serverMessage) setError('username', { message: error.serverMessage });
    toast({
      title: 'Error',
      description: (isApiError(error) && error.serverMessage) || fallback,
      variant: 'destructive',
    });
  };

  const onSubmit = handleSubmit((values) => {
    if (editing) {
      const { password, ...rest } = values;
      update.mutate(
        // A blank password is not sent: the current one stays.
        { id: editing.id, ...rest, ...(password ? { password } : {}) },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Sub-user updated successfully!' });
            onDone();
          },
          onError: (error) => onFailure(error, 'Failed to update sub-user'),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Sub-user created successfully!' });
          onDone();
        },
        onError: (error) => onFailure(error, 'Failed to create sub-user'),
      });
    }
  });

  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {isEdit ? 'Edit Sub-User' : 'Add New Sub-User'}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          label="Full Name"
          required
          autoComplete="off"
          placeholder="e.g. Sara Ahmed"
          error={errors.name?.message}
          registration={register('name')}
        />
        <Field
          label="Username"
          required
          autoComplete="off"
          placeholder="e.g. sara_ahmed"
          hint="Letters, numbers and underscores"
          error={errors.username?.message}
          registration={register('username')}
        />
        <Field
          label={isEdit ? 'New Password' : 'Password'}
          required={!isEdit}
          type="password"
          autoComplete="new-password"
          hint={isEdit ? 'Leave blank to keep the current password' : `At least ${PASSWORD_MIN} characters`}
          error={errors.password?.message}
          registration={register('password')}
        />
        <div className="flex items-center gap-3 sm:pt-7">
          <input
            id={`${titleId}-active`}
            type="checkbox"
            className="size-5 rounded border-slate-300 accent-sky-700"
            {...register('isActive')}
          />
          <label htmlFor={`${titleId}-active`} className="text-sm font-medium text-slate-700">
            Active (can log in)
          </label>
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Saving...' : isEdit ? 'Update Sub-User' : 'Create Sub-User'}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
