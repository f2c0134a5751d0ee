import { useParams } from 'react-router';
import { ProductDetails, ProductNotFound } from '@/features/product/components/product-details';

export function ProductRoute() {
  const { id } = useParams();
  if (!id) return <ProductNotFound />;
  return <ProductDetails id={id} />;
}
