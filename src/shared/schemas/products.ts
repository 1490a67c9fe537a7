import { z } from 'zod';

/*
 * The approved product list (product brief section 2): paint products listed under an MPI number
 * (the MPI product standard they meet), with gloss level G1-G7 and VOC content.
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

const vocBound = z.coerce.number().int().min(0).max(VOC_MAX_G_PER_L).optional();

/** GET /api/products: search (name, manufacturer, product code) and filters, by MPI number then name. */
export const productsQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    mpiNo: z.coerce.number().int().min(1).max(9999).optional(),
    category: z.enum(PRODUCT_CATEGORIES).optional(),
    manufacturer: z.string().trim().min(1).max(120).optional(),
    gloss: z.enum(GLOSS_LEVELS).optional(),
    vocMin: vocBound,
    vocMax: vocBound,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_SIZE_MAX).default(PRODUCTS_PAGE_SIZE_DEFAULT),
  })
  .refine((query) => query.vocMin === undefined || query.vocMax === undefined || query.vocMin <= query.vocMax, {
    message: 'The lowest VOC content must not exceed the highest.',
    path: ['vocMin'],
  });
export type ProductsQuery = z.input<typeof productsQuerySchema>;

export const productSchema = z.object({
  id: z.uuid(),
  mpi_no: z.number().int(),
  product_code: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  gloss_level: z.enum(GLOSS_LEVELS).nullable(),
  voc_g_per_l: z.number().int(),
  voc_range: z.enum(VOC_RANGES),
  listing_status: z.enum(LISTING_STATUSES),
});
export type Product = z.infer<typeof productSchema>;

export const productsListResponseSchema = z.object({
  data: z.array(productSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Every manufacturer on the list, for the filter. */
  manufacturers: z.array(z.string()),
});
export type ProductsListResponse = z.infer<typeof productsListResponseSchema>;

/** The list screen's filters (URL parameters), applied in the browser to the persisted list. */
export interface ProductFilters {
  mpiNo?: number;
  category?: ProductCategory;
  manufacturer?: string;
  gloss?: GlossLevel;
  vocMin?: number;
  vocMax?: number;
}

/** Whether a product passes the filters (the same rules GET /api/products applies in SQL). */
export function productMatches(product: Product, filters: ProductFilters): boolean {
  return (
    (filters.mpiNo === undefined || product.mpi_no === filters.mpiNo) &&
    (!filters.category || product.category === filters.category) &&
    (!filters.manufacturer || product.manufacturer === filters.manufacturer) &&
    (!filters.gloss || product.gloss_level === filters.gloss) &&
    (filters.vocMin === undefined || product.voc_g_per_l >= filters.vocMin) &&
    (filters.vocMax === undefined || product.voc_g_per_l <= filters.vocMax)
  );
}
