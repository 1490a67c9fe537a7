import { count } from 'drizzle-orm';
import { vocRangeFor, type GlossLevel, type ProductCategory } from '../../shared/schemas/products';
import type { Database } from './client';
import { products } from './schema';

type NewProduct = typeof products.$inferInsert;

/** MPI product standards the sample covers: number, category, gloss, descriptor and typical VOC g/L. */
const STANDARDS: ReadonlyArray<{ mpi: number; category: ProductCategory; gloss: GlossLevel | null; label: string; voc: [number, number] }> = [
  { mpi: 50, category: 'Primers and sealers', gloss: null, label: 'Interior Latex Primer Sealer', voc: [5, 60] },
  { mpi: 17, category: 'Primers and sealers', gloss: null, label: 'Bonding Primer, Water Based', voc: [20, 95] },
  { mpi: 39, category: 'Primers and sealers', gloss: null, label: 'Interior Wood Primer, Latex', voc: [10, 80] },
  { mpi: 6, category: 'Primers and sealers', gloss: null, label: 'Exterior Wood Primer, Alkyd', voc: [250, 340] },
  { mpi: 53, category: 'Interior latex', gloss: 'G1', label: 'Interior Latex Flat', voc: [0, 50] },
  { mpi: 44, category: 'Interior latex', gloss: 'G2', label: 'Interior Latex Velvet', voc: [0, 50] },
  { mpi: 52, category: 'Interior latex', gloss: 'G3', label: 'Interior Latex Eggshell', voc: [0, 60] },
  { mpi: 43, category: 'Interior latex', gloss: 'G4', label: 'Interior Latex Satin', voc: [0, 80] },
  { mpi: 54, category: 'Interior latex', gloss: 'G5', label: 'Interior Latex Semi-Gloss', voc: [10, 100] },
  { mpi: 114, category: 'Interior latex', gloss: 'G6', label: 'Interior Latex Gloss', voc: [20, 120] },
  { mpi: 139, category: 'Interior latex', gloss: 'G3', label: 'High Performance Architectural Latex, Eggshell', voc: [10, 90] },
  { mpi: 141, category: 'Interior latex', gloss: 'G5', label: 'High Performance Architectural Latex, Semi-Gloss', voc: [20, 110] },
  { mpi: 10, category: 'Exterior latex', gloss: 'G1', label: 'Exterior Latex Flat', voc: [20, 100] },
  { mpi: 15, category: 'Exterior latex', gloss: 'G3', label: 'Exterior Latex Low Sheen', voc: [30, 120] },
  { mpi: 11, category: 'Exterior latex', gloss: 'G5', label: 'Exterior Latex Semi-Gloss', voc: [40, 140] },
  { mpi: 119, category: 'Exterior latex', gloss: 'G6', label: 'Exterior Latex Gloss', voc: [50, 150] },
  { mpi: 47, category: 'Alkyd enamels', gloss: 'G5', label: 'Interior Alkyd Semi-Gloss', voc: [280, 380] },
  { mpi: 48, category: 'Alkyd enamels', gloss: 'G6', label: 'Interior Alkyd Gloss', voc: [300, 400] },
  { mpi: 9, category: 'Alkyd enamels', gloss: 'G6', label: 'Exterior Alkyd Gloss Enamel', voc: [300, 420] },
  { mpi: 79, category: 'Metal primers', gloss: null, label: 'Alkyd Anti-Corrosive Metal Primer', voc: [280, 400] },
  { mpi: 107, category: 'Metal primers', gloss: null, label: 'Rust-Inhibitive Primer, Water Based', voc: [40, 140] },
  { mpi: 134, category: 'Metal primers', gloss: null, label: 'Galvanized Metal Primer, Water Based', voc: [30, 120] },
  { mpi: 101, category: 'Metal primers', gloss: null, label: 'Epoxy Anti-Corrosive Primer', voc: [150, 340] },
  { mpi: 77, category: 'Epoxies', gloss: 'G6', label: 'Epoxy Gloss, Two Component', voc: [100, 250] },
  { mpi: 115, category: 'Epoxies', gloss: 'G6', label: 'Epoxy-Modified Latex, Interior Gloss', voc: [40, 150] },
  { mpi: 72, category: 'Urethanes', gloss: 'G6', label: 'Polyurethane, Two Component, Pigmented Gloss', voc: [250, 420] },
  { mpi: 13, category: 'Stains', gloss: null, label: 'Exterior Solid Hide Stain, Water Based', voc: [20, 100] },
  { mpi: 16, category: 'Stains', gloss: null, label: 'Exterior Semi-Transparent Stain, Water Based', voc: [50, 250] },
  { mpi: 90, category: 'Stains', gloss: null, label: 'Interior Semi-Transparent Wood Stain', voc: [100, 550] },
  { mpi: 31, category: 'Clear finishes', gloss: 'G6', label: 'Interior Polyurethane Varnish, Oil Modified', voc: [300, 450] },
  { mpi: 128, category: 'Clear finishes', gloss: 'G4', label: 'Clear Water Based Polyurethane, Satin', voc: [100, 275] },
  { mpi: 113, category: 'Elastomerics', gloss: 'G1', label: 'Exterior Elastomeric Coating, Flat', voc: [20, 100] },
  { mpi: 60, category: 'Floor coatings', gloss: 'G2', label: 'Latex Floor Paint, Low Gloss', voc: [50, 150] },
  { mpi: 68, category: 'Floor coatings', gloss: 'G6', label: 'Alkyd Floor Enamel, Gloss', voc: [300, 400] },
];

/** Sample manufacturers (fictional) with a product-code prefix and their product-line names. */
const MANUFACTURERS: ReadonlyArray<{ name: string; prefix: string; lines: readonly string[] }> = [
  { name: 'Cascadia Coatings', prefix: 'CC', lines: ['Pro-Cote', 'Rainshield', 'Evergreen'] },
  { name: 'Northern Shield Paints', prefix: 'NS', lines: ['Arctic', 'Shieldmaster', 'Tundra Pro'] },
  { name: 'Pacific Crest Paint Co.', prefix: 'PC', lines: ['Crestline', 'Seaview', 'Harbour Pro'] },
  { name: 'Prairie Pro Coatings', prefix: 'PP', lines: ['Wheatland', 'Big Sky', 'Prairie Select'] },
  { name: 'Laurentian Finishes', prefix: 'LF', lines: ['Laurentide', 'Boréal', 'Saint-Laurent'] },
  { name: 'Maritime Protective Coatings', prefix: 'MP', lines: ['Bluenose', 'Tidewater', 'Fundy'] },
  { name: 'Summit Architectural Coatings', prefix: 'SA', lines: ['Summit Pro', 'Alpine', 'Ridgeline'] },
  { name: 'Coastline Paint Ltd.', prefix: 'CL', lines: ['Coastal Select', 'Driftwood', 'Saltspray'] },
  { name: 'Glacier Industrial Coatings', prefix: 'GI', lines: ['Glacier HD', 'Icefield', 'Moraine'] },
  { name: 'Ironwood Protective Coatings', prefix: 'IW', lines: ['Ironclad', 'Forge', 'Anvil'] },
  { name: 'Fraser Valley Paints', prefix: 'FV', lines: ['Valley Pro', 'Riverbend', 'Orchard'] },
  { name: 'Timberline Stains & Finishes', prefix: 'TL', lines: ['Timberline', 'Cedarcrest', 'Old Growth'] },
  { name: 'Rideau Paint Company', prefix: 'RP', lines: ['Rideau Classic', 'Bytown', 'Canal Pro'] },
];

/** A small deterministic pseudo-random generator (mulberry32), so every fresh database gets the same list. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The sample approved product list: most manufacturers list a product under most standards
 * (about 5 in 6 pairs), with a VOC content in the standard's typical range; a few are delisted.
 */
export function sampleProducts(): NewProduct[] {
  const random = generator(20_260_108);
  const rows: NewProduct[] = [];
  for (const maker of MANUFACTURERS) {
    for (const standard of STANDARDS) {
      if (random() < 1 / 6) continue;
      const line = maker.lines[Math.floor(random() * maker.lines.length)]!;
      const [low, high] = standard.voc;
      const voc = Math.round(low + random() * (high - low));
      rows.push({
        mpiNo: standard.mpi,
        productCode: `${maker.prefix}-${String(standard.mpi).padStart(3, '0')}${Math.floor(random() * 90 + 10)}`,
        name: `${line} ${standard.label}`,
        manufacturer: maker.name,
        category: standard.category,
        glossLevel: standard.gloss,
        vocGramsPerLitre: voc,
        vocRange: vocRangeFor(voc),
        listingStatus: random() < 0.03 ? 'delisted' : 'listed',
      });
    }
  }
  return rows;
}

/** Seed the sample product list into a fresh database (skipped when any product exists). */
export async function seedProducts(db: Database): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products);
  if (total > 0) return 0;
  const rows = sampleProducts();
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 100) {
      await tx.insert(products).values(rows.slice(start, start + 100));
    }
  });
  return rows.length;
}
