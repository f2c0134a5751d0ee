import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { fieldErrors } from '@/lib/field-errors';
import { SPEC_FIELDS } from '@/api/specs';
import type { Product, ProductInput } from '@/types/api';
import { newProductId, useCreateProduct, useUpdateProduct } from '../api/products';
import { serverFieldErrors } from '../lib/schema';

/** The toasts of one product form: the admin's and the sub-user's texts differ (docs/behaviour.md). */
export type SaveProductTexts = {
  successTitle: string;
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
  /** Show the server's message (when it has one) instead of the failure text. */
  preferServerMessage: boolean;
};

/** The toasts of the two product screens, word for word (docs/behaviour.md, "Texts"). */
export const SAVE_TEXTS = {
  admin: {
    successTitle: 'Success!',
    created: 'Product added successfully.',
    updated: 'Product updated successfully.',
    createFailed: 'Failed to add product. Please try again.',
    updateFailed: 'Failed to update product. Please try again.',
    preferServerMessage: false,
  },
  subUser: {
    successTitle: 'Success',
    created: 'Product created successfully!',
    updated: 'Product updated successfully!',
    createFailed: 'Failed to create product',
    updateFailed: 'Failed to update product',
    preferServerMessage: true,
  },
} satisfies Record<string, SaveProductTexts>;

/** The server's field names that both forms share (specs.<key> too); each form adds its image fields. */
export const CORE_SERVER_FIELDS = {
  name: 'name',
  category: 'category',
  description: 'description',
  price: 'price',
  sku: 'sku',
  partNumbers: 'partNumbers',
  supersedes: 'supersedes',
  fits: 'fits',
  ...(Object.fromEntries(SPEC_FIELDS.map((f) => [`specs.${f.key}`, `specs.${f.key}`])) as Record<
    `specs.${string}`,
    `specs.${string}`
  >),
} as const;

/**
 * Saving a product form: POST for a new product (with a fresh id), PATCH for `editing`;
 * then the success toast and `onDone`, or the server's field errors on their fields (server
 * field names mapped by `serverFields`) and the failure toast.
 */
export function useSaveProduct<F extends string>({
  editing,
  texts,
  serverFields,
  setFieldError,
  onDone,
}: {
  editing: Product | null | undefined;
  texts: SaveProductTexts;
  serverFields: Record<string, F>;
  setFieldError: (field: F, message: string) => void;
  onDone: () => void;
}) {
  const create = useCreateProduct();
  const update = useUpdateProduct();

  const onFailure = (error: unknown, fallback: string) => {
    for (const { field, message } of serverFieldErrors(error, serverFields)) setFieldError(field, message);
    // The charter terms' errors name the form's own fields ("charter.minimumRules.0.from").
    for (const { field, message } of fieldErrors(error)) {
      if (field === 'charter' || field.startsWith('charter.')) setFieldError(field as F, message);
    }
    const serverMessage = texts.preferServerMessage && isApiError(error) ? error.serverMessage : '';
    toast({ title: 'Error', description: serverMessage || fallback, variant: 'destructive' });
  };
  const onSuccess = (description: string) => () => {
    toast({ title: texts.successTitle, description });
    onDone();
  };

  const save = (body: Omit<ProductInput, 'id'>) => {
    if (editing) {
      update.mutate(
        { id: editing.id, patch: body },
        { onSuccess: onSuccess(texts.updated), onError: (error) => onFailure(error, texts.updateFailed) },
      );
    } else {
      create.mutate(
        { id: newProductId(), ...body },
        { onSuccess: onSuccess(texts.created), onError: (error) => onFailure(error, texts.createFailed) },
      );
    }
  };
  return { save, pending: create.isPending || update.isPending };
}
