import { z } from '../zod';
import {
  GLOSS_LEVELS,
  VOC_RANGES,
  PRODUCT_CATEGORIES,
  LISTING_STATUSES,
  PRODUCTS_PAGE_SIZE_DEFAULT,
  PRODUCTS_PAGE_SIZE_MAX,
  VOC_MAX_G_PER_L,
} from './products-values';

export * from './products-values';

/*
 * The approved product list (docs/features.md): paint products listed under an MPI number
 * (the MPI product standard they meet), with gloss level G1-G7 and VOC content.
 */

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
