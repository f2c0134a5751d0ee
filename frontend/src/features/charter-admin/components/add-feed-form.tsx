import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { fieldErrors } from '@/lib/field-errors';
import { MAX_FEEDS, useAddFeed } from '../api/channels';
import { feedSchema, type FeedFormValues } from '../lib/feed-schema';

const EMPTY: FeedFormValues = { label: '', url: '', allowHttp: false };

/**
 * (Administrator) 'Add a channel calendar': checked as the server checks (lib/feed-schema.ts),
 * and the server's field errors shown on their fields (an address it refuses is one on `url`).
 * With the vessel's five feeds the form is disabled and says why.
 */
export function AddFeedForm({ productId, feedCount }: { productId: string; feedCount: number }) {
  const add = useAddFeed(productId);
  const [problem, setProblem] = useState<string | null>(null);
  const full = feedCount >= MAX_FEEDS;
  const fullId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<FeedFormValues>({
    resolver: zodResolver(feedSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit((values) => {
    setProblem(null);
    add.mutate(values, {
      onSuccess: (feed) => {
        toast({ title: 'Channel calendar added', description: `${feed.label}: press Sync now to read it.` });
        reset(EMPTY);
        setFocus('label');
      },
      onError: (error) => {
        const problems = fieldErrors(error).filter((p) => p.field === 'label' || p.field === 'url');
        for (const { field, message } of problems)
          setError(field as 'label' | 'url', { message }, { shouldFocus: true });
        if (problems.length) return;
        setProblem(
          (isApiError(error, 409) || isApiError(error, 400)) && error.serverMessage
            ? error.serverMessage
            : 'The channel calendar could not be added. Please try again.',
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a channel calendar" className="grid gap-3">
      <h4 className="font-semibold text-slate-900">Add a channel calendar</h4>
      {full ? (
        <p id={fullId} className="text-sm text-slate-700">
          This vessel reads {MAX_FEEDS} channel calendars, the most it may. Remove one to add another.
        </p>
      ) : null}
      <fieldset
        disabled={full}
        aria-describedby={full ? fullId : undefined}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      >
        <Field label="Label" required error={errors.label?.message}>
          {(c) => <Input {...c} autoComplete="off" placeholder="GetMyBoat" {...register('label')} />}
        </Field>
        <Field
          label="Calendar address"
          required
          hint="The channel's iCal (.ics) export address for this vessel."
          error={errors.url?.message}
        >
          {(c) => (
            <Input
              {...c}
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="https://"
              {...register('url')}
            />
          )}
        </Field>
        <CheckboxField label="Allow plain http for this host" className="sm:col-span-2" {...register('allowHttp')} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            <Plus aria-hidden="true" />
            {add.isPending ? 'Adding...' : 'Add channel calendar'}
          </Button>
        </div>
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
