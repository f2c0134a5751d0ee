import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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

/** The sub-user form's text fields: no capitals or spelling marks (usernames, passwords). */
function TextField({
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
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => <Input {...control} autoCapitalize="none" spellCheck={false} {...input} {...registration} />}
    </Field>
  );
}

/**
 * Add or edit a sub-user. Validates on submit and revalidates on change;
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
        <TextField
          label="Full Name"
          required
          autoComplete="off"
          placeholder="e.g. Sara Ahmed"
          error={errors.name?.message}
          registration={register('name')}
        />
        <TextField
          label="Username"
          required
          autoComplete="off"
          placeholder="e.g. sara_ahmed"
          hint="Letters, numbers and underscores"
          error={errors.username?.message}
          registration={register('username')}
        />
        <TextField
          label={isEdit ? 'New Password' : 'Password'}
          required={!isEdit}
          type="password"
          autoComplete="new-password"
          hint={isEdit ? 'Leave blank to keep the current password' : `At least ${PASSWORD_MIN} characters`}
          error={errors.password?.message}
          registration={register('password')}
        />
        <CheckboxField label="Active (can log in)" className="sm:pt-7" {...register('isActive')} />
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
