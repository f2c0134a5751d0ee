import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Select } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { CATEGORIES } from '@/config/site';
import { isApiError } from '@/lib/api';
import { fieldErrors } from '@/lib/field-errors';
import { useAdminDesks, useSaveDesks, type StoredDesks } from '../api/desks';
import { formPath, toFormValues, toPayload } from '../lib/desks-payload';
import {
  CATEGORY_SLUGS,
  desksSchema,
  MAX_DESKS,
  newDesk,
  type CategorySlug,
  type DesksFormOutput,
  type DesksFormValues,
} from '../lib/desks-schema';
import { DeskCard } from './desk-card';
import { ListError } from './desk-field';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning';

/** One category's desk: a select of the desks by name. */
function CategorySelect({ slug, label }: { slug: CategorySlug; label: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<DesksFormValues>();
  const desks = useWatch<DesksFormValues, 'desks'>({ name: 'desks' });
  return (
    <Field label={label} error={errors.assign?.[slug]?.message}>
      {(control) => (
        <Select {...control} {...register(`assign.${slug}`)}>
          {desks.map((d, i) => (
            <option key={d.key} value={d.key}>
              {d.name.trim() || `Desk ${i + 1}`}
              {i === 0 ? ' (general desk)' : ''}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Which desk each category's pages and enquiries go to. */
function CategoryDesks() {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:p-6">
      <legend className="float-left mb-1 text-lg font-semibold text-slate-900 sm:col-span-3">Categories</legend>
      <p className="text-sm text-slate-600 sm:col-span-3">
        The contact buttons of a category's pages, and its enquiries, go to the desk chosen here.
      </p>
      {CATEGORIES.map((c) => (
        <CategorySelect key={c.slug} slug={c.slug as CategorySlug} label={`${c.name} desk`} />
      ))}
      <div className="sm:col-span-3">
        <ListError id="assign-error" path="assign" />
      </div>
    </fieldset>
  );
}

/** The desks' form from the stored desks; saved as one list with PUT. */
function DesksForm({ stored }: { stored: StoredDesks }) {
  const save = useSaveDesks();
  const form = useForm<DesksFormValues, unknown, DesksFormOutput>({
    resolver: zodResolver(desksSchema),
    defaultValues: toFormValues(stored.desks),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, setError, reset, getValues, setValue, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'desks' });
  useUnsavedChangesWarning(formState.isDirty && !save.isPending);
  // Ids ever stored: a new desk never takes a removed one's (its leads keep that id).
  const storedIds = useRef(new Set(stored.desks.map((d) => d.id)));
  const sent = useRef<StoredDesks | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const [up, down] = [`${focusAfterMove}-up`, `${focusAfterMove}-down`].map((id) => document.getElementById(id));
    (up && !(up as HTMLButtonElement).disabled ? up : down)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const removeDesk = (index: number) => {
    const keys = getValues('desks').map((d) => d.key);
    const gone = keys[index];
    const first = keys.find((_, i) => i !== index) ?? '';
    remove(index);
    // Its categories go to the (new) first desk, as the server gives a category left out.
    for (const slug of CATEGORY_SLUGS)
      if (getValues(`assign.${slug}`) === gone) setValue(`assign.${slug}`, first, { shouldDirty: true });
  };

  const onSubmit = handleSubmit((values) => {
    const body = toPayload(values, [...storedIds.current]);
    sent.current = body;
    save.mutate(body, {
      onSuccess: (saved) => {
        for (const d of saved.desks) storedIds.current.add(d.id);
        reset(toFormValues(saved.desks));
        toast({ title: 'Success', description: 'Desks saved.' });
      },
      onError: (error) => {
        fieldErrors(error).forEach(({ field, message }, i) =>
          setError(formPath(field, sent.current) as FieldPath<DesksFormValues>, { message }, { shouldFocus: i === 0 }),
        );
        toast({
          title: 'Error',
          description: (isApiError(error) && error.serverMessage) || 'Failed to save the desks',
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Desks">
        <p className="text-sm text-slate-600">
          Up to {MAX_DESKS} desks, in the order shown. Each has its own phone, WhatsApp agents, e-mail for its leads,
          and hours in Dubai time. The first is the general desk.
        </p>
        <ol className="grid gap-6">
          {fields.map((field, i) => (
            <li key={field.id}>
              <DeskCard
                index={i}
                count={fields.length}
                storedIds={[...storedIds.current]}
                onMove={(to) => {
                  move(i, to);
                  setFocusAfterMove(`desk-${to}`);
                }}
                onRemove={() => removeDesk(i)}
              />
            </li>
          ))}
        </ol>
        <div>
          <Button variant="secondary" onClick={() => append(newDesk())} disabled={fields.length >= MAX_DESKS}>
            <Plus aria-hidden="true" />
            Add desk
          </Button>
          <ListError id="desks-error" path="desks" />
        </div>
        <CategoryDesks />
        <FormActions label="Save Desks" pending={save.isPending} />
      </form>
    </FormProvider>
  );
}

/** The desks editor (administrator only): loads the stored desks, then the form. */
export function DesksEditor() {
  const query = useAdminDesks();
  return (
    <div data-testid="desk-editor">
      <QueryState
        query={query}
        texts={{ loading: 'Loading desks...', what: 'the desks', empty: null }}
        isEmpty={() => false}
      >
        {(stored) => <DesksForm stored={stored} />}
      </QueryState>
    </div>
  );
}
