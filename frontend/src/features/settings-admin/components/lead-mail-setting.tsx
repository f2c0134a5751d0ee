import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { LEAD_MAIL_MODES, useLeadMail, useSaveLeadMail, type LeadMail, type LeadMailMode } from '../api/lead-mail';

const LABELS: Record<LeadMailMode, { label: string; hint: string }> = {
  each: { label: 'Each lead at once', hint: 'One e-mail per enquiry list, as soon as it is sent.' },
  hourly: { label: 'An hourly digest', hint: 'At most one e-mail an hour, listing every new lead since the last.' },
  off: { label: 'No e-mail', hint: 'Leads still arrive in the inbox under Leads.' },
};

/** The radio group and its save button, from the stored mode. */
function LeadMailForm({ stored }: { stored: LeadMail }) {
  const [mode, setMode] = useState<LeadMailMode>(stored.mode);
  const save = useSaveLeadMail();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(mode, {
      onSuccess: () => toast({ title: 'Success', description: 'Lead e-mails saved.' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: (isApiError(error) && error.serverMessage) || 'Failed to save the lead e-mails',
          variant: 'destructive',
        }),
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:col-span-2">
      {stored.mailConfigured ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          No mail relay is configured on the server (SMTP_URL), so no e-mail is sent whatever is chosen here.
        </p>
      )}
      <div role="radiogroup" aria-label="How the staff hear of new leads" className="grid gap-2">
        {LEAD_MAIL_MODES.map((m) => (
          <div key={m} className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm">
            <input
              id={`lead-mail-${m}`}
              type="radio"
              name="lead-mail"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
              aria-describedby={`lead-mail-${m}-hint`}
              className="mt-0.5 size-4 accent-sky-700"
            />
            <div>
              <label htmlFor={`lead-mail-${m}`} className="block font-medium text-slate-900">
                {LABELS[m].label}
              </label>
              <p id={`lead-mail-${m}-hint`} className="text-slate-600">
                {LABELS[m].hint}
              </p>
            </div>
          </div>
        ))}
      </div>
      <div>
        <Button type="submit" size="sm" disabled={save.isPending || mode === stored.mode}>
          {save.isPending ? 'Saving...' : 'Save Lead E-mails'}
        </Button>
      </div>
    </form>
  );
}

/** How the staff hear of new leads: each at once, an hourly digest, or not at all. */
export function LeadMailSetting() {
  const query = useLeadMail();
  return (
    <section
      aria-labelledby="lead-mail-heading"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="lead-mail-heading" className="text-lg font-semibold text-slate-900">
        Lead E-mails
      </h2>
      <p className="text-sm text-slate-600">
        New leads are e-mailed to the business e-mail address above, in the language the visitor used.
      </p>
      <QueryState
        query={query}
        texts={{ loading: 'Loading lead e-mails...', what: 'the lead e-mails', empty: null }}
        isEmpty={() => false}
      >
        {(stored) => <LeadMailForm key={stored.mode} stored={stored} />}
      </QueryState>
    </section>
  );
}
