import { ProductPanel, useProductFormPanel } from './product-panel';
import { SubUserProductForm } from './sub-user-product-form';

/** /sub-user body: the product list with its filter; add and edit only, no delete. */
export function SubUserProducts() {
  const panel = useProductFormPanel();
  return <ProductPanel panel={panel} Form={SubUserProductForm} addLabel="Add Product" />;
}
