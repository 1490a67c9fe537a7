import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GLOSS_LEVELS, LISTING_STATUSES, PRODUCT_CATEGORIES, VOC_RANGES } from '../../shared/schemas/products';
import { createdAt, updatedAt } from './columns';

export const glossLevelEnum = pgEnum('gloss_level', GLOSS_LEVELS);
export const vocRangeEnum = pgEnum('voc_range', VOC_RANGES);
export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES);
export const listingStatusEnum = pgEnum('listing_status', LISTING_STATUSES);

/** The approved product list (GET /api/products). Indexed on every column the list filters or sorts by. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The MPI product standard the product is listed under (e.g. 53 for interior latex, flat). */
    mpiNo: integer('mpi_no').notNull(),
    /** The manufacturer's product code. */
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    category: productCategoryEnum('category').notNull(),
    /** Null for products without a sheen (primers, clear penetrating sealers). */
    glossLevel: glossLevelEnum('gloss_level'),
    vocGramsPerLitre: integer('voc_g_per_l').notNull(),
    vocRange: vocRangeEnum('voc_range').notNull(),
    listingStatus: listingStatusEnum('listing_status').notNull().default('listed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('products_manufacturer_product_code_key').on(table.manufacturer, table.productCode),
    index('products_mpi_no_name_idx').on(table.mpiNo, table.name),
    index('products_category_idx').on(table.category),
    index('products_manufacturer_idx').on(table.manufacturer),
    index('products_gloss_level_idx').on(table.glossLevel),
    index('products_voc_idx').on(table.vocGramsPerLitre),
    index('products_listing_status_idx').on(table.listingStatus),
    check('products_voc_non_negative', sql`${table.vocGramsPerLitre} >= 0`),
  ],
);
