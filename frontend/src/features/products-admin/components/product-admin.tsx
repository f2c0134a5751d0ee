import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getProduct } from '@/api/products';
import type { Product } from '@/types/api';
import { useDeleteProduct } from '../api/products';
import { AdminProductForm } from './admin-product-form';
import { ProductPanel, useProductFormPanel } from './product-panel';

/**
 * /admin body: 'Add New Product' opens the collapsible add/edit form above the product
 * table; edit loads the product first; delete asks for confirmation.
 */
export function ProductAdmin() {
  const panel = useProductFormPanel();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const remove = useDeleteProduct();

  const onEdit = async (product: Product) => {
    setLoadingId(product.id);
    try {
      // The latest stored version (the list may be older).
      panel.edit(await getProduct(product.id));
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
        if (panel.editingId === product.id) panel.close();
        toast({ title: 'Success!', description: 'Product deleted successfully.' });
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete product. Please try again.', variant: 'destructive' }),
    });
  };

  const busyIds = [loadingId, remove.isPending ? remove.variables : null].filter((id): id is string => !!id);

  return (
    <ProductPanel
      panel={panel}
      Form={AdminProductForm}
      addLabel="Add New Product"
      onEdit={(p) => void onEdit(p)}
      onDelete={onDelete}
      busyIds={busyIds}
    />
  );
}
