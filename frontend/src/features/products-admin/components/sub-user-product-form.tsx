import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CATEGORIES, PLACEHOLDER_PRODUCT_IMAGE } from '@/config/site';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import type { Product } from '@/types/api';
import { newProductId, useCreateProduct, useUpdateProduct } from '../api/products';
import {
  emptySubUserValues,
  serverFieldErrors,
  subUserPayload,
  subUserProductSchema,
  subUserValuesFromProduct,
  type SubUserProductFormValues,
} from '../lib/schema';
import { CheckboxField, Field, inputClass } from './form-fields';
import { UploadProgress } from './upload-progress';
import { useProductImageUpload } from './use-product-image-upload';

/** A button that picks one image file (a visually hidden file input inside its label). */
function UploadImageButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  return (
    <label
      className={cn(
        'inline-flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-sky-500 hover:bg-slate-50',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <ImagePlus className="size-4" aria-hidden="true" />
      Upload Image
      <input
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={disabled}
        className="sr-only"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // the same file can be chosen again later
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

const SERVER_FIELDS = {
  name: 'name',
  category: 'category',
  description: 'description',
  price: 'price',
  image: 'image',
} as const;

/**
 * The sub-user's add/edit product form (SPEC §2, §5): a plain image URL field (empty →
 * the placeholder image), which an uploaded image also fills in. Validates on submit,
 * revalidates on change.
 */
export function SubUserProductForm({ editing, onDone }: { editing?: Product | null; onDone: () => void }) {
  const isEdit = !!editing;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<SubUserProductFormValues>({
    resolver: zodResolver(subUserProductSchema),
    defaultValues: editing ? subUserValuesFromProduct(editing) : emptySubUserValues(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const contactForPricing = watch('showContactForPricing');
  const pending = create.isPending || update.isPending;
  // An uploaded image (POST /api/upload, like the admin's picker) fills in the URL field.
  const imageUpload = useProductImageUpload({
    onUploaded: ([url]) => {
      if (url) setValue('image', url, { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });
  useEffect(() => setFocus('name'), [setFocus]);

  const onFailure = (error: unknown, fallback: string) => {
    for (const { field, message } of serverFieldErrors(error, SERVER_FIELDS)) setError(field, { message });
    toast({
      title: 'Error',
      description: (isApiError(error) && error.serverMessage) || fallback,
      variant: 'destructive',
    });
  };

  const onSubmit = handleSubmit((values) => {
    const body = subUserPayload(values);
    if (editing) {
      update.mutate(
        { id: editing.id, patch: body },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Product updated successfully!' });
            onDone();
          },
          onError: (error) => onFailure(error, 'Failed to update product'),
        },
      );
    } else {
      create.mutate(
        { id: newProductId(), ...body, images: [] },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Product created successfully!' });
            onDone();
          },
          onError: (error) => onFailure(error, 'Failed to create product'),
        },
      );
    }
  });

  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      id="product-form"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {isEdit ? 'Edit Product' : 'Add Product'}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Product Name" required error={errors.name?.message}>
          {(c) => (
            <input {...c} type="text" autoComplete="off" className={cn(inputClass, 'h-11')} {...register('name')} />
          )}
        </Field>
        <Field label="Category" required error={errors.category?.message}>
          {(c) => (
            <select {...c} className={cn(inputClass, 'h-11')} {...register('category')}>
              {CATEGORIES.map((cat) => (
                <option key={cat.slug} value={cat.slug}>
                  {cat.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Description" required error={errors.description?.message} className="sm:col-span-2">
          {(c) => <textarea {...c} rows={4} className={cn(inputClass, 'py-2')} {...register('description')} />}
        </Field>
        <Field
          label="Price (AED)"
          required={!contactForPricing}
          hint={contactForPricing ? "Not needed with 'Contact For Pricing'" : undefined}
          error={errors.price?.message}
        >
          {(c) => (
            <input
              {...c}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              placeholder="0.00"
              disabled={contactForPricing}
              className={cn(inputClass, 'h-11')}
              {...register('price')}
            />
          )}
        </Field>
        <div>
          <Field
            label="Image URL"
            hint={`Optional. Leave empty to use ${PLACEHOLDER_PRODUCT_IMAGE}, or upload an image.`}
            error={errors.image?.message}
          >
            {(c) => (
              <div className="flex gap-2">
                <input
                  {...c}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://example.com/image.jpg"
                  className={cn(inputClass, 'h-11 min-w-0 flex-1')}
                  {...register('image')}
                />
                <UploadImageButton
                  disabled={imageUpload.uploading || pending}
                  onFile={(file) => imageUpload.start([file])}
                />
              </div>
            )}
          </Field>
          <UploadProgress active={imageUpload.uploading} label="Uploading image..." percent={imageUpload.percent} />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-3 sm:col-span-2">
          <CheckboxField label="In Stock" {...register('inStock')} />
          <CheckboxField label="Visible on Website" {...register('isVisible')} />
          <CheckboxField label="Contact For Pricing" {...register('showContactForPricing', { deps: ['price'] })} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={pending || imageUpload.uploading} aria-busy={pending}>
            {pending ? 'Saving...' : isEdit ? 'Update Product' : 'Create Product'}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
