import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { Product } from '@/shared/schemas/products';
import { PRODUCTS_PAGE_SIZE_MAX } from '@/shared/schemas/products-values';
import { PRODUCTS_ENDPOINT, productKeys } from './keys';

export interface ProductCatalogue {
  products: Product[];
  manufacturers: string[];
}

/**
 * Every listed product, page by page (a few hundred rows), so the list filters and searches in
 * the browser and works offline from the persisted copy.
 */
export async function fetchProductCatalogue(signal?: AbortSignal): Promise<ProductCatalogue> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ page: String(page), pageSize: String(PRODUCTS_PAGE_SIZE_MAX) });
    const answer = await apiClient.get(`${PRODUCTS_ENDPOINT}?${params}`, { signal, schema: answerSchema('products', 'productsListResponseSchema') });
    products.push(...answer.data);
    if (answer.data.length === 0 || products.length >= answer.total) return { products, manufacturers: answer.manufacturers };
  }
}

export const productCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.catalogue(),
    queryFn: ({ signal }) => fetchProductCatalogue(signal),
    meta: { persist: true, errorMessage: 'Could not load the product list' },
  });

export function useProductCatalogue() {
  return useQuery(productCatalogueQueryOptions());
}
