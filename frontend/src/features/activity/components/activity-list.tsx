import { StaffTable, type Column } from '@/components/ui/staff-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  actionLabels,
  describeChanges,
  entityLabels,
  productVersionAfter,
  useRestoreProduct,
  type ActivityEntry,
} from '@/api/activity';

const COLUMNS: readonly Column[] = [
  ['When', 'px-3 py-2 whitespace-nowrap'],
  ['Who', 'px-3 py-2'],
  ['What', 'px-3 py-2'],
  ['Changes', 'px-3 py-2'],
];

const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', hour12: false });

/** A deleted product comes back as it was just before its deletion, under its old id. */
function RestoreDeleted({ entry }: { entry: ActivityEntry }) {
  const restore = useRestoreProduct();
  const id = entry.entityId ?? '';
  const onClick = () =>
    restore.mutate(
      { id, version: productVersionAfter([entry], 1, null), exists: false },
      { onSuccess: () => toast({ title: 'Product restored', description: `${id} is back in the catalogue.` }) },
    );
  return (
    <Button size="sm" variant="secondary" className="mt-2" onClick={onClick} disabled={restore.isPending}>
      Restore this version
    </Button>
  );
}

/** The log's entries, newest first: when, who, what and the changed values (old → new). */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  return (
    <StaffTable columns={COLUMNS} label="Activity entries">
      {entries.map((e) => (
        <tr key={e.id} className="align-top">
          <td className="px-3 py-2 whitespace-nowrap text-slate-700">
            <time dateTime={e.at}>{when(e.at)}</time>
          </td>
          <td className="px-3 py-2">
            {e.actor ? (
              <>
                <span className="font-medium text-slate-900">{e.actor.username}</span>
                <span className="block text-xs text-slate-600">{e.actor.role === 'admin' ? 'Admin' : 'Sub-user'}</span>
              </>
            ) : (
              // no actor: a failed login (nobody known), or the server itself (the admin account at start)
              <span className="text-slate-600">{e.action === 'login_failed' ? 'Unknown' : 'The server'}</span>
            )}
          </td>
          <td className="px-3 py-2">
            <span className="font-medium text-slate-900">{actionLabels[e.action]}</span>
            <span className="block text-xs break-all text-slate-600">
              {entityLabels[e.entity]}
              {e.entityId ? ` · ${e.entityId}` : ''}
            </span>
          </td>
          <td className="px-3 py-2 text-slate-700">
            <ul className="space-y-0.5">
              {describeChanges(e).map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            {e.entity === 'product' && e.action === 'delete' ? <RestoreDeleted entry={e} /> : null}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
