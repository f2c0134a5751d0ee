import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/ui/field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Input } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/config/site';
import type { Product } from '@/types/api';
import { emptySubUserValues, subUserPayload, subUserProductSchema, subUserValuesFromProduct } from '../lib/schema';
import { ProductCoreFields, ProductFlags } from './product-core-fields';
import { ProductFormFrame, useProductForm } from './product-form-frame';
import { useProductImageUpload } from './use-product-image-upload';
import { CORE_SERVER_FIELDS, SAVE_TEXTS } from './use-save-product';

/** How the form validates, what its toasts say, and where the server's field errors go. */
const SETUP = {
  resolver: zodResolver(subUserProductSchema),
  texts: SAVE_TEXTS.subUser,
  serverFields: { ...CORE_SERVER_FIELDS, image: 'image' } as const,
};

/**
 * The sub-user's add/edit product form: a plain image URL field (empty → the placeholder
 * image), which an uploaded image also fills in. Validates on submit, revalidates on change.
 */
export function SubUserProductForm({ editing, onDone }: { editing?: Product | null; onDone: () => void }) {
  const defaultValues = editing ? subUserValuesFromProduct(editing) : emptySubUserValues();
  const { form, save, pending } = useProductForm({ ...SETUP, defaultValues, editing, onDone });
  const { errors, isSubmitted } = form.formState;
  // An uploaded image (POST /api/upload, like the admin's picker) fills in the URL field.
  const imageUpload = useProductImageUpload({
    onUploaded: ([url]) => {
      if (url) form.setValue('image', url, { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });

  // The additional images are not sent: PATCH keeps them, and a new product has none.
  const onSubmit = form.handleSubmit((values) => {
    const body = subUserPayload(values);
    save(editing ? body : { ...body, images: [] });
  });

  return (
    <ProductFormFrame
      form={form}
      title={editing ? 'Edit Product' : 'Add Product'}
      onSubmit={onSubmit}
      submit={{ label: editing ? 'Update Product' : 'Create Product', pending, disabled: imageUpload.uploading }}
      onCancel={onDone}
    >
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
                {...form.register('image')}
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
    </ProductFormFrame>
  );
}
