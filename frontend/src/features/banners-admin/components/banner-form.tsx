import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { Banner } from '@/types/api';
import { newBannerId, useCreateBanner, useUpdateBanner } from '../api/banners';
import {
  bannerFormSchema,
  bannerToForm,
  emptyBannerForm,
  formToBanner,
  LIMIT_MESSAGE,
  LIMIT_TITLE,
  MAX_BANNERS,
  type BannerFormValues,
} from '../lib/schema';
import { BannerImageUpload } from './banner-image-upload';

const inputClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 aria-[invalid=true]:border-red-600';

type ControlProps = { id: string; 'aria-invalid': 'true' | 'false'; 'aria-describedby'?: string };

function Field({
  label,
  hint,
  error,
  required,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
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
      {children({ id, 'aria-invalid': error ? 'true' : 'false', 'aria-describedby': describedBy || undefined })}
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

export const showLimitToast = () => toast({ title: LIMIT_TITLE, description: LIMIT_MESSAGE, variant: 'destructive' });

/**
 * Create or edit a banner (SPEC §4, §5): validates on submit, revalidates on change.
 * Saving applies the fixed values; `onDone` returns the screen to create mode.
 * Remount (key) to switch banner or to reset.
 */
export function BannerForm({
  editing,
  count,
  onDone,
}: {
  editing: Banner | null;
  /** How many banners exist (undefined while the list loads). */
  count: number | undefined;
  onDone: () => void;
}) {
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<BannerFormValues>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: editing ? bannerToForm(editing) : emptyBannerForm(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  register('image');
  const image = watch('image');
  const pending = create.isPending || update.isPending;

  const onSubmit = handleSubmit((values) => {
    if (editing) {
      update.mutate(
        { id: editing.id, patch: formToBanner(values) },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Banner updated successfully!' });
            onDone();
          },
          onError: () =>
            toast({
              title: 'Error',
              description: 'Failed to update banner. Please try again.',
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    if (count !== undefined && count >= MAX_BANNERS) {
      showLimitToast();
      return;
    }
    create.mutate(
      { id: newBannerId(), ...formToBanner(values) },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Banner created successfully!' });
          onDone();
        },
        // SPEC §8: a failed create shows nothing, except the limit (the server's 409).
        onError: (error) => {
          if (isApiError(error, 409)) showLimitToast();
        },
      },
    );
  });

  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {editing ? 'Edit Banner' : 'Create New Banner'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {/* MAX_BANNERS is 3 (SPEC §9) */}
        {`(${count ?? 0}/3 banners used)`}
      </p>
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className="mt-4 grid gap-4">
        <Field label="Banner Title" required error={errors.title?.message}>
          {(control) => (
            <input {...control} aria-required="true" autoComplete="off" className={inputClass} {...register('title')} />
          )}
        </Field>
        <Field
          label="Link URL (optional)"
          hint="Where 'Learn More' goes, e.g. https://example.com or /category/marine-spares"
          error={errors.buttonLink?.message}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="https://"
              className={inputClass}
              {...register('buttonLink')}
            />
          )}
        </Field>
        <Field label="Display Order" required hint="1 shows first" error={errors.displayOrder?.message}>
          {(control) => (
            <input
              {...control}
              aria-required="true"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={inputClass}
              {...register('displayOrder')}
            />
          )}
        </Field>
        <BannerImageUpload
          value={image}
          onChange={(url) => {
            clearErrors('image');
            setValue('image', url, { shouldDirty: true, shouldValidate: isSubmitted });
          }}
          error={errors.image?.message}
          onError={(message) => setError('image', { message })}
          onUploadingChange={setUploading}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending || uploading} aria-busy={pending}>
            {pending ? 'Saving...' : editing ? 'Update Banner' : 'Create Banner'}
          </Button>
          {editing ? (
            <Button variant="secondary" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
