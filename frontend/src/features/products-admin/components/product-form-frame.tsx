import { useEffect, useId, type FormEventHandler, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import type { Product } from '@/types/api';
import type { ProductCoreValues } from '../lib/schema';
import { useSaveProduct, type SaveProductTexts } from './use-save-product';

/**
 * A product form's state (either screen's): validated on submit and again on every change,
 * saved by `useSaveProduct` (server field errors land on their fields), the focus on the name
 * when it opens (which scrolls to it on a phone: the form opens above the table).
 */
export function useProductForm<V extends ProductCoreValues & FieldValues, F extends Path<V>>({
  resolver,
  defaultValues,
  editing,
  texts,
  serverFields,
  onDone,
}: {
  resolver: Resolver<V, unknown, V>;
  defaultValues: DefaultValues<V>;
  editing: Product | null | undefined;
  texts: SaveProductTexts;
  serverFields: Record<string, F>;
  onDone: () => void;
}) {
  const form = useForm<V, unknown, V>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { setError, setFocus } = form;
  const { save, pending } = useSaveProduct({
    editing,
    texts,
    serverFields,
    setFieldError: (field, message) => setError(field, { message }),
    onDone,
  });
  useEffect(() => setFocus('name' as Path<V>), [setFocus]);
  return { form, save, pending };
}

/** The frame of a product form: its titled section, the form and its buttons. */
export function ProductFormFrame<V extends FieldValues>({
  form,
  title,
  onSubmit,
  submit,
  onCancel,
  footer,
  children,
}: {
  form: UseFormReturn<V, unknown, V>;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: { label: string; pending: boolean; disabled: boolean; describedBy?: string; note?: ReactNode };
  onCancel: () => void;
  /** Below the form, in its section (the product's History when editing). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      id="product-form"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="mt-4 grid gap-4 sm:grid-cols-2">
          {children}
          <FormActions
            label={submit.label}
            pending={submit.pending}
            disabled={submit.disabled}
            describedBy={submit.describedBy}
            onCancel={onCancel}
            className="sm:col-span-2"
          >
            {submit.note}
          </FormActions>
        </form>
      </FormProvider>
      {footer}
    </section>
  );
}
