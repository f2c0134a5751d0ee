import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useController, useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { Product } from '@/types/api';
import {
  ADMIN_FIELD_ORDER,
  adminMessages,
  adminPayload,
  adminProductSchema,
  adminValuesFromProduct,
  emptyAdminValues,
  type AdminProductFormValues,
} from '../lib/schema';
import { ImagePicker } from './image-picker';
import { ProductCoreFields, ProductFlags } from './product-core-fields';
import { useSaveProduct } from './use-save-product';

/** Server field names → the form's (the main and the extra images are one list here). */
const SERVER_FIELDS = {
  name: 'name',
  category: 'category',
  description: 'description',
  price: 'price',
  image: 'images',
  images: 'images',
} as const;

const TEXTS = {
  successTitle: 'Success!',
  created: 'Product added successfully.',
  updated: 'Product updated successfully.',
  createFailed: 'Failed to add product. Please try again.',
  updateFailed: 'Failed to update product. Please try again.',
  preferServerMessage: false,
};

/**
 * The admin's add/edit product form (docs/frontend.md). Validates on submit (a toast names
 * the first problem, every field shows its message) and revalidates on change. The first
 * image is the main one. `onDone` closes the form (after a save, or on Cancel).
 */
export function AdminProductForm({ editing, onDone }: { editing?: Product | null; onDone: () => void }) {
  const isEdit = !!editing;
  const [uploading, setUploading] = useState(false);
  const form = useForm<AdminProductFormValues>({
    resolver: zodResolver(adminProductSchema),
    defaultValues: editing ? adminValuesFromProduct(editing) : emptyAdminValues(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, setError, setFocus, getValues, formState } = form;
  const { field: imagesField } = useController({ control, name: 'images' });
  const images = imagesField.value;
  const { save, pending } = useSaveProduct({
    editing,
    texts: TEXTS,
    serverFields: SERVER_FIELDS,
    setFieldError: (field, message) => setError(field, { message }),
    onDone,
  });

  // The form opens above the table: take the focus there (which scrolls to it on a phone).
  useEffect(() => setFocus('name'), [setFocus]);

  const onInvalid = (invalid: FieldErrors<AdminProductFormValues>) => {
    const first = ADMIN_FIELD_ORDER.find((f) => invalid[f]);
    if (first)
      toast({ title: adminMessages[first].title, description: adminMessages[first].message, variant: 'destructive' });
  };

  const onSubmit = handleSubmit((values) => save(adminPayload(values)), onInvalid);

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
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="mt-4 grid gap-4 sm:grid-cols-2">
          <ProductCoreFields />
          <ProductFlags className="flex flex-col justify-end gap-3 sm:pb-1" />

          <ImagePicker
            value={images}
            onChange={imagesField.onChange}
            getValue={() => getValues('images')}
            error={formState.errors.images?.message}
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
      </FormProvider>
    </section>
  );
}
