import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CATEGORIES } from '@/config/site';
import { cn } from '@/lib/utils';
import type { Product } from '@/types/api';
import { newProductId, useCreateProduct, useUpdateProduct } from '../api/products';
import {
  ADMIN_FIELD_ORDER,
  adminMessages,
  adminPayload,
  adminProductSchema,
  adminValuesFromProduct,
  emptyAdminValues,
  serverFieldErrors,
  type AdminProductFormValues,
} from '../lib/schema';
import { CheckboxField, Field, inputClass } from './form-fields';
import { ImagePicker } from './image-picker';

/** Server field names → the form's (the main and the extra images are one list here). */
const SERVER_FIELDS = {
  name: 'name',
  category: 'category',
  description: 'description',
  price: 'price',
  image: 'images',
  images: 'images',
} as const;

/**
 * The admin's add/edit product form (SPEC §4, §5). Validates on submit (a toast names the
 * first problem, every field shows its message) and revalidates on change. The first
 * image is the main one. `onDone` closes the form (after a save, or on Cancel).
 */
export function AdminProductForm({ editing, onDone }: { editing?: Product | null; onDone: () => void }) {
  const isEdit = !!editing;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    watch,
    formState: { errors },
  } = useForm<AdminProductFormValues>({
    resolver: zodResolver(adminProductSchema),
    defaultValues: editing ? adminValuesFromProduct(editing) : emptyAdminValues(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { field: imagesField } = useController({ control, name: 'images' });
  const images = imagesField.value;
  const contactForPricing = watch('showContactForPricing');
  const pending = create.isPending || update.isPending;

  // The form opens above the table: take the focus there (which scrolls to it on a phone).
  useEffect(() => setFocus('name'), [setFocus]);

  const onInvalid = (invalid: FieldErrors<AdminProductFormValues>) => {
    const first = ADMIN_FIELD_ORDER.find((f) => invalid[f]);
    if (first)
      toast({ title: adminMessages[first].title, description: adminMessages[first].message, variant: 'destructive' });
  };

  const onFailure = (error: unknown, description: string) => {
    for (const { field, message } of serverFieldErrors(error, SERVER_FIELDS)) setError(field, { message });
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const onSubmit = handleSubmit((values) => {
    const body = adminPayload(values);
    if (editing) {
      update.mutate(
        { id: editing.id, patch: body },
        {
          onSuccess: () => {
            toast({ title: 'Success!', description: 'Product updated successfully.' });
            onDone();
          },
          onError: (error) => onFailure(error, 'Failed to update product. Please try again.'),
        },
      );
    } else {
      create.mutate(
        { id: newProductId(), ...body },
        {
          onSuccess: () => {
            toast({ title: 'Success!', description: 'Product added successfully.' });
            onDone();
          },
          onError: (error) => onFailure(error, 'Failed to add product. Please try again.'),
        },
      );
    }
  }, onInvalid);

  const titleId = useId();
  const noImageId = useId();
  const submitDisabled = images.length === 0 || pending || uploading;
  return (
    <section
      aria-labelledby={titleId}
      id="product-form"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {isEdit ? 'Edit Product' : 'Add New Product'}
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
        <div className="flex flex-col justify-end gap-3 sm:pb-1">
          <CheckboxField label="In Stock" {...register('inStock')} />
          <CheckboxField label="Visible on Website" {...register('isVisible')} />
          {/* Turning it on or off revalidates the price. */}
          <CheckboxField label="Contact For Pricing" {...register('showContactForPricing', { deps: ['price'] })} />
        </div>

        <ImagePicker
          value={images}
          onChange={imagesField.onChange}
          getValue={() => getValues('images')}
          error={errors.images?.message}
          inputRef={imagesField.ref}
          onUploadingChange={setUploading}
        />

        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button
            type="submit"
            disabled={submitDisabled}
            aria-busy={pending}
            aria-describedby={images.length === 0 ? noImageId : undefined}
          >
            {pending ? 'Saving...' : isEdit ? 'Update Product' : 'Add Product'}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          {images.length === 0 ? (
            <p id={noImageId} className="text-sm text-slate-600">
              Upload at least one image to save the product.
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
