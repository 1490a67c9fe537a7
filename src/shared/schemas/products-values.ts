/*
 * The zod-free part of src/shared/schemas/products.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */

export const GLOSS_LEVELS = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'] as const;
export type GlossLevel = (typeof GLOSS_LEVELS)[number];
export const GLOSS_LEVEL_LABELS: Record<GlossLevel, string> = {
  G1: 'G1 · Flat / matte',
  G2: 'G2 · Velvet',
  G3: 'G3 · Eggshell',
  G4: 'G4 · Satin',
  G5: 'G5 · Semi-gloss',
  G6: 'G6 · Gloss',
  G7: 'G7 · High gloss',
};

/** MPI's environmental ranges: E3 is the lowest VOC content, E1 the highest still listed. */
export const VOC_RANGES = ['E1', 'E2', 'E3'] as const;
export type VocRange = (typeof VOC_RANGES)[number];

/** The VOC range of a VOC content in g/L (the one place this rule lives). */
export function vocRangeFor(vocGramsPerLitre: number): VocRange {
  if (vocGramsPerLitre <= 50) return 'E3';
  if (vocGramsPerLitre <= 150) return 'E2';
  return 'E1';
}

export const PRODUCT_CATEGORIES = [
  'Primers and sealers',
  'Interior latex',
  'Exterior latex',
  'Alkyd enamels',
  'Metal primers',
  'Epoxies',
  'Urethanes',
  'Stains',
  'Clear finishes',
  'Elastomerics',
  'Floor coatings',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const LISTING_STATUSES = ['listed', 'delisted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const PRODUCTS_PAGE_SIZE_DEFAULT = 25;
export const PRODUCTS_PAGE_SIZE_MAX = 100;
export const VOC_MAX_G_PER_L = 1000;

/** The list screen's filters (URL parameters), applied in the browser to the persisted list. */
export interface ProductFilters {
  mpiNo?: number;
  category?: ProductCategory;
  manufacturer?: string;
  gloss?: GlossLevel;
  vocMin?: number;
  vocMax?: number;
}

/** The fields of a product (src/shared/schemas/products.ts) that the filters read. */
interface FilteredProduct {
  mpi_no: number;
  category: ProductCategory;
  manufacturer: string;
  gloss_level: GlossLevel | null;
  voc_g_per_l: number;
}

/** Whether a product passes the filters (the same rules GET /api/products applies in SQL). */
export function productMatches(product: FilteredProduct, filters: ProductFilters): boolean {
  return (
    (filters.mpiNo === undefined || product.mpi_no === filters.mpiNo) &&
    (!filters.category || product.category === filters.category) &&
    (!filters.manufacturer || product.manufacturer === filters.manufacturer) &&
    (!filters.gloss || product.gloss_level === filters.gloss) &&
    (filters.vocMin === undefined || product.voc_g_per_l >= filters.vocMin) &&
    (filters.vocMax === undefined || product.voc_g_per_l <= filters.vocMax)
  );
}
