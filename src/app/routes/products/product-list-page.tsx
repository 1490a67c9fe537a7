import { ProductList } from '@/features/products/components/product-list';
import { RoutePage } from '../route-page';

/** `/inspections/product-list`: the approved product list, searchable, filterable and kept for offline use. */
export function ProductListPage() {
  return (
    <RoutePage pathKey="productList">
      <ProductList />
    </RoutePage>
  );
}
