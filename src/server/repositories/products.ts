import { and, asc, count, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import type { Product, productsQuerySchema } from '../../shared/schemas/products';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { containsPattern } from './sql-text';
import type { z } from 'zod';

export type ProductRow = typeof products.$inferSelect;
type ProductsQuery = z.output<typeof productsQuerySchema>;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    mpi_no: row.mpiNo,
    product_code: row.productCode,
    name: row.name,
    manufacturer: row.manufacturer,
    category: row.category,
    gloss_level: row.glossLevel,
    voc_g_per_l: row.vocGramsPerLitre,
    voc_range: row.vocRange,
    listing_status: row.listingStatus,
  };
}

/** A page of the listed products matching the search and filters, by MPI number then name. */
export async function listProducts(db: Db, query: ProductsQuery): Promise<{ rows: Product[]; total: number }> {
  const search = containsPattern(query.search);
  const where = and(
    eq(products.listingStatus, 'listed'),
    query.mpiNo !== undefined ? eq(products.mpiNo, query.mpiNo) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.manufacturer ? eq(products.manufacturer, query.manufacturer) : undefined,
    query.gloss ? eq(products.glossLevel, query.gloss) : undefined,
    query.vocMin !== undefined ? gte(products.vocGramsPerLitre, query.vocMin) : undefined,
    query.vocMax !== undefined ? lte(products.vocGramsPerLitre, query.vocMax) : undefined,
    search
      ? or(ilike(products.name, search), ilike(products.manufacturer, search), ilike(products.productCode, search))
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.mpiNo), asc(products.name), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: rows.map(toProduct), total: totalRow?.total ?? 0 };
}

/** The manufacturers of listed products, alphabetically (the list's filter options). */
export async function listManufacturers(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ manufacturer: products.manufacturer })
    .from(products)
    .where(eq(products.listingStatus, 'listed'))
    .orderBy(asc(products.manufacturer));
  return rows.map((row) => row.manufacturer);
}

/** How many of these ids are listed products (a submittal may name listed products only). */
export async function countListedProducts(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.listingStatus, 'listed')));
  return row?.total ?? 0;
}
