import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Product } from '@/types/api';
import { ProductList } from './product-list';
import { SubUserProductForm } from './sub-user-product-form';

type FormState = { mode: 'closed' } | { mode: 'add'; n: number } | { mode: 'edit'; product: Product };

/** /sub-user body (SPEC §2): the product list with its filter; add and edit only, no delete. */
export function SubUserProducts() {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const openCount = useRef(0);
  const addButton = useRef<HTMLButtonElement>(null);
  // The form leaves the page: the focus goes back to 'Add' rather than to nowhere.
  const close = () => {
    setForm({ mode: 'closed' });
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <div className="space-y-6">
      {form.mode !== 'closed' ? (
        <SubUserProductForm
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
            onClick={() => {
              if (form.mode !== 'add') setForm({ mode: 'add', n: ++openCount.current });
            }}
            aria-expanded={form.mode === 'add'}
            aria-controls={form.mode === 'closed' ? undefined : 'product-form'}
          >
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        }
        onEdit={(product) => setForm({ mode: 'edit', product })}
        activeId={form.mode === 'edit' ? form.product.id : undefined}
      />
    </div>
  );
}
