import { useFormContext } from 'react-hook-form';
import { CheckboxField, Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { CATEGORIES } from '@/config/site';
import { cn } from '@/lib/utils';
import type { ProductCoreValues } from '../lib/schema';
import { CharterTermsFields } from './charter-terms-fields';
import { ProductSpecFields } from './product-spec-fields';

/**
 * The fields both product forms have (admin and sub-user): name, category, description,
 * price and the category's specifications. Read from the enclosing <FormProvider>; the price is not needed (nor required) with
 * 'Contact For Pricing'.
 */
export function ProductCoreFields() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProductCoreValues>();
  const contactForPricing = watch('showContactForPricing');
  return (
    <>
      <Field label="Product Name" required error={errors.name?.message}>
        {(c) => <Input {...c} type="text" autoComplete="off" {...register('name')} />}
      </Field>
      <Field label="Category" required error={errors.category?.message}>
        {(c) => (
          <Select {...c} {...register('category')}>
            {CATEGORIES.map((cat) => (
              <option key={cat.slug} value={cat.slug}>
                {cat.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Description" required error={errors.description?.message} className="sm:col-span-2">
        {(c) => <Textarea {...c} rows={4} {...register('description')} />}
      </Field>
      {/* The Arabic texts (optional; Arabic pages show the English ones without them). */}
      <Field label="Name (Arabic)" error={errors.nameAr?.message}>
        {(c) => <Input {...c} type="text" dir="rtl" lang="ar" autoComplete="off" {...register('nameAr')} />}
      </Field>
      <Field label="Description (Arabic)" error={errors.descriptionAr?.message} className="sm:col-span-2">
        {(c) => <Textarea {...c} rows={4} dir="rtl" lang="ar" {...register('descriptionAr')} />}
      </Field>
      <Field
        label="Price (AED)"
        required={!contactForPricing}
        hint={contactForPricing ? "Not needed with 'Contact For Pricing'" : undefined}
        error={errors.price?.message}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="0.00"
            disabled={contactForPricing}
            {...register('price')}
          />
        )}
      </Field>
      <ProductSpecFields />
      <CharterTermsFields />
      {/* Found by the search, punctuation and case aside (docs/search.md, "Part fields"). */}
      <Field label="SKU" error={errors.sku?.message}>
        {(c) => <Input {...c} type="text" dir="ltr" autoComplete="off" maxLength={64} {...register('sku')} />}
      </Field>
      <Field
        label="Part numbers"
        hint="OEM and cross-reference numbers, separated by commas (up to 10)"
        error={errors.partNumbers?.message}
      >
        {(c) => <Input {...c} type="text" dir="ltr" autoComplete="off" {...register('partNumbers')} />}
      </Field>
      {/* An old number finds this part; the engines are a filter and the page's "Fits" (docs/parts-lists.md). */}
      <Field
        label="Replaces (superseded numbers)"
        hint="Old numbers this part replaces, separated by commas (up to 20)"
        error={errors.supersedes?.message}
      >
        {(c) => <Input {...c} type="text" dir="ltr" autoComplete="off" {...register('supersedes')} />}
      </Field>
      <Field
        label="Fits (engines / equipment)"
        hint="Models it fits, such as Caterpillar 3516B, separated by commas (up to 50)"
        error={errors.fits?.message}
      >
        {(c) => <Input {...c} type="text" dir="ltr" autoComplete="off" {...register('fits')} />}
      </Field>
    </>
  );
}

/** The three switches of a product; `className` lays them out (a column or a row). */
export function ProductFlags({ className }: { className: string }) {
  const { register } = useFormContext<ProductCoreValues>();
  return (
    <div className={cn(className)}>
      <CheckboxField label="In Stock" {...register('inStock')} />
      <CheckboxField label="Visible on Website" {...register('isVisible')} />
      {/* Turning it on or off revalidates the price. */}
      <CheckboxField label="Contact For Pricing" {...register('showContactForPricing', { deps: ['price'] })} />
    </div>
  );
}
