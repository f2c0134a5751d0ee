import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { Product } from '@/types/api';
import { getProduct } from '@/lib/products';
import { useDeleteProduct } from '../api/products';
import { AdminProductForm } from './admin-product-form';
import { ProductList } from './product-list';

type FormState = { mode: 'closed' } | { mode: 'add'; n: number } | { mode: 'edit'; product: Product };

/**
 * /admin body (SPEC §2): 'Add New Product' opens the collapsible add/edit form above the
 * product table; edit loads the product first; delete asks for confirmation.
 */
export function ProductAdmin() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const remove = useDeleteProduct();
  const openCount = useRef(0);
  const addButton = useRef<HTMLButtonElement>(null);
  // The form leaves the page: the focus goes back to 'Add' rather than to nowhere.
  const close = () => {
    setForm({ mode: 'closed' });
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const onAdd = () => {
    // A fresh, empty form every time (also when switching from editing).
    if (form.mode !== 'add') setForm({ mode: 'add', n: ++openCount.current });
    else document.getElementById('product-form')?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };

  const onEdit = async (product: Product) => {
    setLoadingId(product.id);
    try {
      // The latest stored version (the list may be older).
      setForm({ mode: 'edit', product: await getProduct(product.id) });
    } catch {
      toast({ title: 'Error', description: 'Failed to load product for editing.', variant: 'destructive' });
    } finally {
      setLoadingId(null);
    }
  };

  const onDelete = (product: Product) => {
    if (!window.confirm(`Are you sure you want to delete "${product.name}"? This cannot be undone.`)) return;
    remove.mutate(product.id, {
      onSuccess: () => {
        if (form.mode === 'edit' && form.product.id === product.id) close();
        toast({ title: 'Success!', description: 'Product deleted successfully.' });
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete product. Please try again.', variant: 'destructive' }),
    });
  };

  const busyIds = [loadingId, remove.isPending ? remove.variables : null].filter((id): id is string => !!id);

  return (
    <div className="space-y-6">
      {form.mode !== 'closed' ? (
        <AdminProductForm
          key={form.mode === 'edit' ? `edit-${form.product.id}` : `add-${form.n}`}
          editing={form.mode === 'edit' ? form.product : null}
          onDone={close}
        />
      ) : null}
      <ProductList
        title="Products"
        action={
          <Button
            ref={addButton}
            size="sm"
            onClick={onAdd}
            aria-expanded={form.mode === 'add'}
            aria-controls={form.mode === 'closed' ? undefined : 'product-form'}
          >
            <Plus aria-hidden="true" />
            Add New Product
          </Button>
        }
        onEdit={(p) => void onEdit(p)}
        onDelete={onDelete}
        activeId={form.mode === 'edit' ? form.product.id : undefined}
        busyIds={busyIds}
      />
    </div>
  );
}
