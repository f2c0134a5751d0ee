import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { StaffUser } from '@/types/api';
import { nextStatuses, statusLabels, useAssignees, useChangeLead, type Lead, type LeadChange } from '../api/enquiries';

/** The server's reason for a refused change, else a general one; a 409 asks to look again. */
function failed(error: unknown) {
  const description = isApiError(error, 409)
    ? 'Someone changed this lead meanwhile. It has been reloaded; make the change again.'
    : isApiError(error)
      ? (error.serverMessage ?? error.message)
      : 'The server could not be reached.';
  toast({ title: 'Not saved', description, variant: 'destructive' });
}

function useChange(lead: Lead, done: string) {
  const change = useChangeLead(lead.ref);
  return {
    pending: change.isPending,
    save: (body: LeadChange, after?: () => void) =>
      change.mutate(body, {
        onSuccess: () => {
          toast({ title: done, description: lead.ref });
          after?.();
        },
        onError: failed,
      }),
  };
}

/** The status workflow (docs/enquiries.md, "Status"): forward steps, won, or lost with a reason. */
export function StatusForm({ lead }: { lead: Lead }) {
  const options = nextStatuses(lead.status);
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const { pending, save } = useChange(lead, 'Status changed');
  if (options.length === 0) {
    return (
      <p className="text-slate-700">
        This lead is {statusLabels[lead.status].toLowerCase()}
        {lead.lostReason ? `: ${lead.lostReason}` : ''}. Won and lost are final.
      </p>
    );
  }
  return (
    <form
      aria-label="Change status"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!status) return setError('Choose the new status');
        if (status === 'lost' && !reason.trim()) return setError('Say why the lead was lost');
        setError('');
        const body: LeadChange = { status: status as Lead['status'] };
        if (status === 'lost') body.lostReason = reason.trim();
        save(body, () => {
          setStatus('');
          setReason('');
        });
      }}
    >
      <Field label="New status" error={status ? undefined : error || undefined}>
        {(control) => (
          <Select {...control} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Choose...</option>
            {options.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {status === 'lost' ? (
        <Field label="Why was it lost?" required error={error || undefined}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Change status'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The assignee: an active staff account or nobody. The administrator sees every active
 * sub-user (GET /api/admin/sub-users is theirs alone); a sub-user can take the lead or leave it.
 */
export function AssigneeForm({ lead, user }: { lead: Lead; user: StaffUser }) {
  const isAdmin = user.role !== 'sub_user';
  const people = useAssignees(isAdmin);
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const { pending, save } = useChange(lead, 'Assignee changed');
  const current = lead.assignee?.id ?? '';
  const options = new Map<string, string>();
  if (user.id) options.set(user.id, `${user.username} (me)`);
  if (lead.assignee) options.set(lead.assignee.id, options.get(lead.assignee.id) ?? lead.assignee.username);
  for (const p of people.data ?? []) if (!options.has(p.id)) options.set(p.id, `${p.username} (${p.name})`);
  const value = choice ?? current;
  return (
    <form
      aria-label="Assign"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save({ assignee: value || null }, () => setChoice(undefined));
      }}
    >
      <Field label="Assignee" className="min-w-48 flex-1">
        {(control) => (
          <Select {...control} value={value} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Nobody</option>
            {[...options].map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={pending || value === current}>
        {pending ? 'Saving...' : 'Assign'}
      </Button>
    </form>
  );
}

/** Staff notes, oldest first, each with its author; a new one is added below. */
export function NotesForm({ lead }: { lead: Lead }) {
  const [note, setNote] = useState('');
  const { pending, save } = useChange(lead, 'Note added');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Staff notes
      </h2>
      {lead.notes?.length ? (
        <ul className="space-y-2">
          {lead.notes.map((n, i) => (
            <li key={i} className="rounded-md bg-slate-50 p-3">
              <p className="text-xs text-slate-600">
                {n.author}, {new Date(n.at).toLocaleString('en-GB', { timeZone: 'Asia/Dubai' })}
              </p>
              <p dir="auto" className="whitespace-pre-line text-slate-900">
                {n.body}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No notes yet.</p>
      )}
      <form
        aria-label="Add a note"
        onSubmit={(e) => {
          e.preventDefault();
          if (note.trim()) save({ note: note.trim() }, () => setNote(''));
        }}
        className="grid gap-2"
      >
        <Field label="New note">
          {(control) => (
            <Textarea {...control} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
        <div>
          <Button type="submit" variant="secondary" disabled={pending || !note.trim()}>
            {pending ? 'Saving...' : 'Add note'}
          </Button>
        </div>
      </form>
    </section>
  );
}
