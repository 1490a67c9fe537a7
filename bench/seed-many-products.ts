// Helper of bench/offline-restore.mjs (run with tsx, before the server starts on the same
// DATA_DIR): migrate the database and fill the approved product list with COUNT listed products,
// the sample products repeated under new codes. The server's own product seed then skips (it runs
// on an empty list only). A list that already holds products is left as it is.
//   DATA_DIR=<dir> tsx bench/seed-many-products.ts <count>
import { count } from 'drizzle-orm';
import { loadConfig } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/client';
import { products } from '../src/server/db/schema';
import { sampleProducts } from '../src/server/db/seed-products';

const wanted = Number(process.argv[2] ?? 5000);
const database = await openDatabase({ pgliteDataDir: loadConfig({ NODE_ENV: 'development', ...process.env }).pgliteDataDir });
const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(products);
if (total === 0) {
  const samples = sampleProducts();
  const rows = Array.from({ length: wanted }, (_, index) => {
    const sample = samples[index % samples.length]!;
    return { ...sample, productCode: `${sample.productCode}-${index}`, listingStatus: 'listed' as const };
  });
  await database.db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 500) await tx.insert(products).values(rows.slice(start, start + 500));
  });
}
await database.close();
