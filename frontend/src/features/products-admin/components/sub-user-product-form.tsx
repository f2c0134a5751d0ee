import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Input } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/config/site';
import type { Product } from '@/types/api';
import {
  emptySubUserValues,
  subUserPayload,
  subUserProductSchema,
  subUserValuesFromProduct,
  type SubUserProductFormValues,
} from '../lib/schema';
import { ProductCoreFields, ProductFlags } from './product-core-fields';
import { useProductImageUpload } from './use-product-image-upload';
import { useSaveProduct } from './use-save-product';

const SERVER_FIELDS = {
  name: 'name',
  category: 'category',
  description: 'description',
  price: 'price',
  image: 'image',
} as const;

const TEXTS = {
  successTitle: 'Success',
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  preferServerMessage: true,
};

/**
 * The sub-user's add/edit product form: a plain image URL field (empty → the placeholder
 * image), which an uploaded image also fills in. Validates on submit, revalidates on change.
 */
export function SubUserProductForm({ editing, onDone }: { editing?: Product | null; onDone: () => void }) {
  const isEdit = !!editing;
  const form = useForm<SubUserProductFormValues>({
    resolver: zodResolver(subUserProductSchema),
    defaultValues: editing ? subUserValuesFromProduct(editing) : emptySubUserValues(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, setError, setFocus, setValue } = form;
  const { errors, isSubmitted } = form.formState;
  const { save, pending } = useSaveProduct({
    editing,
    texts: TEXTS,
    serverFields: SERVER_FIELDS,
    setFieldError: (field, message) => setError(field, { message }),
    onDone,
  });
  // An uploaded image (POST /api/upload, like the admin's picker) fills in the URL field.
  const imageUpload = useProductImageUpload({
    onUploaded: ([url]) => {
      if (url) setValue('image', url, { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });
  useEffect(() => setFocus('name'), [setFocus]);

  // The additional images are not sent: PATCH keeps them, and a new product has none.
  const onSubmit = handleSubmit((values) => {
    const body = subUserPayload(values);
    save(editing ? body : { ...body, images: [] });
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
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="mt-4 grid gap-4 sm:grid-cols-2">
          <ProductCoreFields />
          <div>
            <Field
              label="Image URL"
              hint={`Optional. Leave empty to use ${PLACEHOLDER_PRODUCT_IMAGE}, or upload an image.`}
              error={errors.image?.message}
            >
              {(c) => (
                <div className="flex gap-2">
                  <Input
                    {...c}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="https://example.com/image.jpg"
                    className="min-w-0 flex-1"
                    {...register('image')}
                  />
                  <FileDropZone
                    look="button"
                    title="Upload Image"
                    disabled={imageUpload.uploading || pending}
                    onFiles={(files) => imageUpload.start(files.slice(0, 1))}
                  />
                </div>
              )}
            </Field>
            <UploadProgress active={imageUpload.uploading} label="Uploading image..." percent={imageUpload.percent} />
          </div>
          <ProductFlags className="flex flex-wrap gap-x-6 gap-y-3 sm:col-span-2" />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={pending || imageUpload.uploading} aria-busy={pending}>
              {pending ? 'Saving...' : isEdit ? 'Update Product' : 'Create Product'}
            </Button>
            <Button variant="secondary" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
