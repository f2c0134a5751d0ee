import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';
import { Tip, TipGroup } from './tooltip';
import { cn } from '@/lib/utils';

/**
 * A staff table row's Edit and Delete icon buttons, each with a tooltip; `name` completes their
 * accessible names ('Edit {name}', 'Delete {name}'). No `onDelete`: no Delete button (sub-users
 * never delete). `busy` disables both, `deleting` only Delete.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  busy = false,
  deleting = false,
  className,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
  busy?: boolean;
  deleting?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <TipGroup>
        <Tip label="Edit">
          <Button variant="secondary" size="icon" aria-label={`Edit ${name}`} disabled={busy} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
        </Tip>
        {onDelete ? (
          <Tip label="Delete">
            <Button
              variant="destructive"
              size="icon"
              aria-label={`Delete ${name}`}
              disabled={busy || deleting}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </Tip>
        ) : null}
      </TipGroup>
    </div>
  );
}
