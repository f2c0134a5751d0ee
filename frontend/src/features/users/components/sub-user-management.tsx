import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { StaffTable, type Column } from '@/components/ui/staff-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useDeleteSubUser, useSubUsers, type SubUser } from '../api/sub-users';
import { SubUserForm } from './sub-user-form';

const dateFormat = new Intl.DateTimeFormat('en-AE', { year: 'numeric', month: 'short', day: 'numeric' });

/** "2025-03-04T10:00:00Z" → "4 Mar 2025"; an unparsable value as given. */
export function formatCreated(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

/** Username and status fold under the name on phones. */
const wide = 'hidden px-3 py-3 sm:table-cell';
const COLUMNS: Column[] = [
  ['Name', 'px-5 py-3 sm:px-6'],
  ['Username', wide],
  ['Status', wide],
  ['Created', 'px-3 py-3'],
  ['Actions', 'px-5 py-3 text-right sm:px-6'],
];

type FormState = { mode: 'hidden' } | { mode: 'add' } | { mode: 'edit'; user: SubUser };

/** /admin/users body: the sub-user table, 'Add Sub-User', the add/edit form. */
export function SubUserManagement() {
  const subUsers = useSubUsers();
  const remove = useDeleteSubUser();
  const [form, setForm] = useState<FormState>({ mode: 'hidden' });
  const close = () => setForm({ mode: 'hidden' });

  const onDelete = (user: SubUser) => {
    if (!window.confirm(`Are you sure you want to delete the sub-user "${user.name || user.username}"?`)) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        if (form.mode === 'edit' && form.user.id === user.id) close();
        toast({ title: 'Success', description: 'Sub-user deleted successfully!' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: (isApiError(error) && error.serverMessage) || 'Failed to delete sub-user',
          variant: 'destructive',
        }),
    });
  };

  const deletingId = remove.isPending ? remove.variables : undefined;

  return (
    <div className="space-y-6">
      {form.mode !== 'hidden' ? (
        <SubUserForm
          key={form.mode === 'edit' ? form.user.id : 'add'}
          editing={form.mode === 'edit' ? form.user : null}
          onDone={close}
        />
      ) : null}

      <section aria-labelledby="sub-users-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id="sub-users-title" className="text-lg font-semibold text-slate-900">
            Sub-Users{subUsers.isSuccess ? ` (${subUsers.data.length})` : ''}
          </h2>
          <Button size="sm" onClick={() => setForm({ mode: 'add' })} disabled={form.mode === 'add'}>
            <Plus aria-hidden="true" />
            Add Sub-User
          </Button>
        </div>

        <QueryState
          query={subUsers}
          texts={{
            loading: 'Loading sub-users...',
            what: 'the sub-users',
            empty: 'No sub-users created yet. Add your first sub-user to get started.',
          }}
          emptyClassName="px-6 py-10 text-center"
        >
          {(list) => (
            <StaffTable columns={COLUMNS}>
              {list.map((u) => (
                <tr key={u.id} className={cn(form.mode === 'edit' && form.user.id === u.id && 'bg-sky-50')}>
                  <th scope="row" className="px-5 py-3 font-medium text-slate-900 sm:px-6">
                    {u.name}
                    {/* Phones: username and status under the name (their columns are hidden). */}
                    <span className="mt-1 flex flex-wrap items-center gap-2 font-normal text-slate-600 sm:hidden">
                      <span>{u.username}</span>
                      <StatusBadge on={u.isActive} yes="Active" no="Inactive" />
                    </span>
                  </th>
                  <td className="hidden px-3 py-3 text-slate-700 sm:table-cell">{u.username}</td>
                  <td className="hidden px-3 py-3 sm:table-cell">
                    <StatusBadge on={u.isActive} yes="Active" no="Inactive" />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={u.createdAt}>{formatCreated(u.createdAt)}</time>
                  </td>
                  <td className="px-5 py-2 sm:px-6">
                    <RowActions
                      name={u.username}
                      onEdit={() => setForm({ mode: 'edit', user: u })}
                      onDelete={() => onDelete(u)}
                      deleting={deletingId === u.id}
                    />
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </QueryState>
      </section>
    </div>
  );
}
