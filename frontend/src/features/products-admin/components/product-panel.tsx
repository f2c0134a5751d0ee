import { Plus } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import type { Product } from '@/types/api';
import { ProductList } from './product-list';

type FormState = { mode: 'closed' } | { mode: 'add'; n: number } | { mode: 'edit'; product: Product };

/** Which product form is open (none, add, or edit one product), and the 'Add' button it returns to. */
export function useProductFormPanel() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const openCount = useRef(0);
  const addButton = useRef<HTMLButtonElement>(null);
  // The form leaves the page: the focus goes back to 'Add' rather than to nowhere.
  const close = () => {
    setForm({ mode: 'closed' });
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const add = () => {
    // A fresh, empty form every time (also when switching from editing).
    if (form.mode !== 'add') setForm({ mode: 'add', n: ++openCount.current });
    else document.getElementById('product-form')?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };
  const edit = (product: Product) => setForm({ mode: 'edit', product });
  return { form, close, add, edit, addButton, editingId: form.mode === 'edit' ? form.product.id : undefined };
}

export type ProductFormPanel = ReturnType<typeof useProductFormPanel>;

/**
 * A product screen's body: the add/edit form (when open) above the product list, whose header
 * has the 'Add' button. Edit opens the form with the list's product unless `onEdit` says
 * otherwise; without `onDelete` there is no delete.
 */
export function ProductPanel({
  panel,
  Form,
  addLabel,
  onEdit,
  onDelete,
  busyIds,
}: {
  panel: ProductFormPanel;
  Form: ComponentType<{ editing: Product | null; onDone: () => void }>;
  addLabel: string;
  onEdit?: (product: Product) => void;
  onDelete?: (product: Product) => void;
  busyIds?: string[];
}) {
  const { form } = panel;
  return (
    <div className="space-y-6">
      {form.mode !== 'closed' ? (
        <Form
          key={form.mode === 'edit' ? `edit-${form.product.id}` : `add-${form.n}`}
          editing={form.mode === 'edit' ? form.product : null}
          onDone={panel.close}
        />
      ) : null}
      <ProductList
        title="Products"
        action={
          <Button
            ref={panel.addButton}
            size="sm"
            onClick={panel.add}
            aria-expanded={form.mode === 'add'}
            aria-controls={form.mode === 'closed' ? undefined : 'product-form'}
          >
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        }
        onEdit={onEdit ?? panel.edit}
        onDelete={onDelete}
        activeId={panel.editingId}
        busyIds={busyIds}
      />
    </div>
  );
}
