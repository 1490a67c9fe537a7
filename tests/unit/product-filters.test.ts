import { describe, expect, it } from 'vitest';
import { filtersFromParams, withFilter } from '../../src/features/products/product-filters-model';
import { productMatches, vocRangeFor, type Product } from '../../src/shared/schemas/products';

const product: Product = {
  id: '00000000-0000-4000-8000-000000000001',
  mpi_no: 53,
  product_code: 'CC-05312',
  name: 'Pro-Cote Interior Latex Flat',
  manufacturer: 'Cascadia Coatings',
  category: 'Interior latex',
  gloss_level: 'G1',
  voc_g_per_l: 40,
  voc_range: 'E3',
  listing_status: 'listed',
};

describe('product filters', () => {
  it('reads the filters from the URL, ignoring malformed values', () => {
    expect(filtersFromParams(new URLSearchParams('mpiNo=53&category=Epoxies&gloss=G5&vocMin=10&vocMax=x&manufacturer=Acme'))).toEqual({
      mpiNo: 53,
      category: 'Epoxies',
      manufacturer: 'Acme',
      gloss: 'G5',
      vocMin: 10,
      vocMax: undefined,
    });
    expect(filtersFromParams(new URLSearchParams('category=Lacquer&gloss=G9&mpiNo=-1'))).toEqual({
      mpiNo: undefined,
      category: undefined,
      manufacturer: undefined,
      gloss: undefined,
      vocMin: undefined,
      vocMax: undefined,
    });
  });

  it('sets and removes one URL parameter', () => {
    const params = withFilter(new URLSearchParams('gloss=G1'), 'vocMax', ' 50 ');
    expect(params.toString()).toBe('gloss=G1&vocMax=50');
    expect(withFilter(params, 'gloss', '').toString()).toBe('vocMax=50');
  });

  it('matches a product on every filter, VOC bounds included', () => {
    expect(productMatches(product, {})).toBe(true);
    expect(productMatches(product, { mpiNo: 53, category: 'Interior latex', manufacturer: 'Cascadia Coatings', gloss: 'G1' })).toBe(true);
    expect(productMatches(product, { vocMin: 40, vocMax: 40 })).toBe(true);
    expect(productMatches(product, { vocMax: 39 })).toBe(false);
    expect(productMatches(product, { mpiNo: 54 })).toBe(false);
    expect(productMatches(product, { gloss: 'G2' })).toBe(false);
  });

  it('gives the VOC range of a VOC content', () => {
    expect([0, 50, 51, 150, 151, 450].map(vocRangeFor)).toEqual(['E3', 'E3', 'E2', 'E2', 'E1', 'E1']);
  });
});
