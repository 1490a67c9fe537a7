import { GLOSS_LEVELS, PRODUCT_CATEGORIES, type GlossLevel, type ProductCategory, type ProductFilters } from '@/shared/schemas/products-values';

/** The URL parameter of each filter (the same names as GET /api/products). */
export const FILTER_PARAMS = ['mpiNo', 'category', 'manufacturer', 'gloss', 'vocMin', 'vocMax'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const wholeNumber = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.includes(value as T) ? (value as T) : undefined;

/** The filters in the URL; unknown or malformed values are ignored. */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  return {
    mpiNo: wholeNumber(params.get('mpiNo')),
    category: oneOf<ProductCategory>(PRODUCT_CATEGORIES, params.get('category')),
    manufacturer: params.get('manufacturer') || undefined,
    gloss: oneOf<GlossLevel>(GLOSS_LEVELS, params.get('gloss')),
    vocMin: wholeNumber(params.get('vocMin')),
    vocMax: wholeNumber(params.get('vocMax')),
  };
}

/** The URL parameters with one filter set (or removed when empty). */
export function withFilter(params: URLSearchParams, name: FilterParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(name, value.trim());
  else next.delete(name);
  return next;
}
