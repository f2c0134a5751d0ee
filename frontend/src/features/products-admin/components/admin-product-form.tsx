import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
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
import { ProductFormFrame, useProductForm } from './product-form-frame';
import { ProductHistory } from './product-history';
import { CORE_SERVER_FIELDS, SAVE_TEXTS } from './use-save-product';

const SPECS_INVALID = 'Please correct the highlighted specifications.';

/** How the form validates, what its toasts say, and where the server's field errors go. */
const SETUP = {
  resolver: zodResolver(adminProductSchema),
  texts: SAVE_TEXTS.admin,
  // the main and the extra images are one list here
  serverFields: { ...CORE_SERVER_FIELDS, image: 'images', images: 'images' } as const,
};

/**
 * The admin's add/edit product form. Validates on submit (a toast names the first problem,
 * every field shows its message) and revalidates on change. The first image is the main
 * one. `onDone` closes the form (after a save, or on Cancel).
 */
export function AdminProductForm({ editing, onDone }: { editing?: Product | null; onDone: () => void }) {
  const [uploading, setUploading] = useState(false);
  const defaultValues = editing ? adminValuesFromProduct(editing) : emptyAdminValues();
  const { form, save, pending } = useProductForm({ ...SETUP, defaultValues, editing, onDone });
  const { field: imagesField } = useController({ control: form.control, name: 'images' });
  const images = imagesField.value;

  const onInvalid = (invalid: FieldErrors<AdminProductFormValues>) => {
    const first = ADMIN_FIELD_ORDER.find((f) => invalid[f]);
    if (first)
      toast({ title: adminMessages[first].title, description: adminMessages[first].message, variant: 'destructive' });
    else if (invalid.specs)
      toast({ title: 'Check Specifications', description: SPECS_INVALID, variant: 'destructive' });
  };

  const noImageId = useId();
  return (
    <ProductFormFrame
      form={form}
      title={editing ? 'Edit Product' : 'Add New Product'}
      onSubmit={form.handleSubmit((values) => save(adminPayload(values)), onInvalid)}
      submit={{
        label: editing ? 'Update Product' : 'Add Product',
        pending,
        disabled: images.length === 0 || uploading,
        describedBy: images.length === 0 ? noImageId : undefined,
        note:
          images.length === 0 ? (
            <p id={noImageId} className="text-sm text-slate-600">
              Upload at least one image to save the product.
            </p>
          ) : null,
      }}
      onCancel={onDone}
      footer={editing ? <ProductHistory product={editing} onRestored={onDone} /> : null}
    >
      <ProductCoreFields />
      <ProductFlags className="flex flex-col justify-end gap-3 sm:pb-1" />
      <ImagePicker
        value={images}
        onChange={imagesField.onChange}
        getValue={() => form.getValues('images')}
        error={form.formState.errors.images?.message}
        inputRef={imagesField.ref}
        onUploadingChange={setUploading}
      />
    </ProductFormFrame>
  );
}
