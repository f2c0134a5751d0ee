import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/components/ui/use-toast';
import { CATEGORIES, SOCIAL_NETWORKS } from '@/config/site';
import { isApiError } from '@/lib/api';
import type { SiteSettings } from '@/types/api';
import { useSaveSettings } from '../api/settings';
import { ARABIC_SETTINGS_DEFAULTS, serverFieldErrors, settingsSchema, type SettingsFormValues } from '../lib/schema';
import { BusinessHoursFields } from './business-hours-fields';
import { PhonePreview, WhatsappPreview } from './contact-previews';
import { SettingField, SettingsGroup } from './setting-field';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

/** The settings' Arabic texts (optional; Arabic pages show the English ones without them). */
function ArabicTexts() {
  return (
    <>
      <SettingsGroup title="Arabic Texts">
        <p className="text-sm text-slate-600 sm:col-span-2">
          Optional: the Arabic pages (/ar) show these; an empty one shows the English text instead.
        </p>
        <SettingField name="companyNameAr" label="Company name (Arabic)" arabic />
        <SettingField name="addressAr" label="Address (Arabic)" arabic />
        <SettingField name="heroHeadingAr" label="Home heading (Arabic)" arabic className="sm:col-span-2" />
        <SettingField name="heroTextAr" label="Home text (Arabic)" arabic multiLine className="sm:col-span-2" />
        {CATEGORIES.map((c) => (
          <SettingField
            key={c.slug}
            name={`categoryDescriptionsAr.${c.slug}`}
            label={`${c.name} description (Arabic)`}
            arabic
            multiLine
            className="sm:col-span-2"
          />
        ))}
      </SettingsGroup>
      <BusinessHoursFields arabic />
    </>
  );
}

/** The business's settings, grouped; saved as one object. Leaving with unsaved changes asks first. */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  // A server from before the Arabic texts refuses them ("Unknown setting"): the form shows and
  // sends them only when the server's settings have them.
  const arabic = settings.companyNameAr !== undefined;
  // The same for the payment instructions (docs/payments.md): shown when the server has them.
  const payments = settings.paymentInstructions !== undefined;
  // The desks come with the settings but have their own screen (docs/desks.md): not this form's.
  const withArabic = ({ desks: _desks, ...s }: SiteSettings) => {
    const all = arabic ? { ...ARABIC_SETTINGS_DEFAULTS, ...s } : s;
    return payments ? { paymentInstructions: '', paymentInstructionsAr: '', ...all } : all;
  };
  const form = useForm<SettingsFormValues, unknown, SiteSettings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: withArabic(settings),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  useUnsavedChangesWarning(formState.isDirty && !save.isPending);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(withArabic(saved));
        toast({ title: 'Success', description: 'Settings saved successfully!' });
      },
      onError: (error) => {
        for (const { field, message } of serverFieldErrors(error)) {
          setError(field as FieldPath<SettingsFormValues>, { message });
        }
        toast({
          title: 'Error',
          description: (isApiError(error) && error.serverMessage) || 'Failed to save settings',
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        <SettingsGroup title="Company">
          <SettingField name="companyName" label="Company name" required autoComplete="organization" />
          <SettingField name="legalEntity" label="Legal entity" required hint="As on the trade licence" />
        </SettingsGroup>

        <SettingsGroup title="Contact">
          <SettingField name="phone" label="Phone" required inputMode="numeric" hint={<PhonePreview />} />
          <SettingField
            name="whatsappNumber"
            label="WhatsApp number"
            required
            inputMode="numeric"
            hint={<WhatsappPreview />}
          />
          <SettingField name="email" label="Email" required type="email" inputMode="email" />
          <SettingField name="address" label="Address" required />
        </SettingsGroup>

        <BusinessHoursFields />

        <SettingsGroup title="Home Page">
          <SettingField name="heroHeading" label="Home heading" required className="sm:col-span-2" />
          <SettingField name="heroText" label="Home text" required multiLine className="sm:col-span-2" />
        </SettingsGroup>

        <SettingsGroup title="Category Texts">
          {CATEGORIES.map((c) => (
            <SettingField
              key={c.slug}
              name={`categoryDescriptions.${c.slug}`}
              label={`${c.name} description`}
              required
              multiLine
              className="sm:col-span-2"
            />
          ))}
        </SettingsGroup>

        {arabic ? <ArabicTexts /> : null}

        <SettingsGroup title="Website Credit">
          <SettingField name="creditName" label="Credit name" required />
          <SettingField
            name="creditUrl"
            label="Credit link"
            required
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        </SettingsGroup>

        <SettingsGroup title="Social Media and Map">
          {(Object.keys(SOCIAL_NETWORKS) as (keyof typeof SOCIAL_NETWORKS)[]).map((key) => (
            <SettingField
              key={key}
              name={`social.${key}`}
              label={`${SOCIAL_NETWORKS[key]} link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              hint="Optional"
            />
          ))}
          <SettingField
            name="mapUrl"
            label="Map link"
            type="url"
            inputMode="url"
            placeholder="https://"
            hint="Optional"
          />
        </SettingsGroup>

        {payments ? (
          <SettingsGroup title="Booking Payments">
            <p className="text-sm text-slate-600 sm:col-span-2">
              What a customer's booking page says when online payment is off: bank details, cash or card on board. Up to
              1,000 characters each; the Arabic page shows the English text when the Arabic one is empty.
            </p>
            <SettingField
              name="paymentInstructions"
              label="Payment instructions (English)"
              multiLine
              className="sm:col-span-2"
            />
            <SettingField
              name="paymentInstructionsAr"
              label="Payment instructions (Arabic)"
              arabic
              multiLine
              className="sm:col-span-2"
            />
          </SettingsGroup>
        ) : null}

        <SettingsGroup title="Prices">
          <CheckboxField
            label="Prices include VAT (every price shows 'incl. VAT')"
            className="sm:col-span-2"
            {...register('pricesIncludeVat')}
          />
        </SettingsGroup>

        <FormActions label="Save Settings" pending={save.isPending} />
      </form>
    </FormProvider>
  );
}
