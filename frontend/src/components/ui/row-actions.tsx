import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';
import { Tip, TipGroup } from './tooltip';

/**
 * A staff table row's Edit and Delete icon buttons, each with a tooltip; `name` completes their
 * accessible names ('Edit {name}', 'Delete {name}').
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleting = false,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <TipGroup>
        <Tip label="Edit">
          <Button variant="secondary" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
        </Tip>
        <Tip label="Delete">
          <Button
            variant="destructive"
            size="icon"
            aria-label={`Delete ${name}`}
            disabled={deleting}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </Tip>
      </TipGroup>
    </div>
  );
}
