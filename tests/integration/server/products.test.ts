import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProducts, seedProducts } from '../../../src/server/db/seed-products';
import { productsListResponseSchema, vocRangeFor } from '../../../src/shared/schemas/products';
import { expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';

describe('GET /api/products', () => {
  let server: TestServer;
  let users: RoleUsers;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
    expect(await seedProducts(server.database.db)).toBeGreaterThanOrEqual(300);
    // Fresh database only: a second run adds nothing.
    expect(await seedProducts(server.database.db)).toBe(0);
  });
  afterAll(() => server.close());

  const list = async (query = '', caller = users.client) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/products${query}`, headers: caller.headers });
    expect(res.statusCode, res.body).toBe(200);
    return productsListResponseSchema.parse(res.json());
  };

  it('needs a signed-in user (401); every role may read it', async () => {
    await expectUnauthenticated(server, { method: 'GET', url: '/api/products' });
    for (const caller of [users.admin, users.inspector, users.client]) expect((await list('', caller)).total).toBeGreaterThan(300);
  });

  it('validates the query (400)', async () => {
    for (const query of ['?gloss=G9', '?category=Lacquer', '?mpiNo=abc', '?vocMin=200&vocMax=100', '?pageSize=500', '?vocMax=-1']) {
      const res = await server.app.inject({ method: 'GET', url: `/api/products${query}`, headers: users.client.headers });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('pages the listed products by MPI number, with the manufacturers for the filter', async () => {
    const first = await list('?pageSize=10');
    const second = await list('?pageSize=10&page=2');
    const listed = sampleProducts().filter((product) => product.listingStatus === 'listed');
    expect(first.total).toBe(listed.length);
    expect(first.data).toHaveLength(10);
    expect(first.data.map((product) => product.mpi_no)).toEqual([...first.data.map((product) => product.mpi_no)].sort((a, b) => a - b));
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    expect(first.manufacturers).toContain('Cascadia Coatings');
    expect(first.data.every((product) => product.listing_status === 'listed')).toBe(true);
  });

  it('filters by MPI number, category, manufacturer, gloss level and VOC range, and searches', async () => {
    expect((await list('?mpiNo=53')).data.every((product) => product.mpi_no === 53)).toBe(true);
    expect((await list('?category=Epoxies')).data.every((product) => product.category === 'Epoxies')).toBe(true);
    const maker = await list(`?manufacturer=${encodeURIComponent('Rideau Paint Company')}`);
    expect(maker.total).toBeGreaterThan(10);
    expect(maker.data.every((product) => product.manufacturer === 'Rideau Paint Company')).toBe(true);
    expect((await list('?gloss=G5&pageSize=100')).data.every((product) => product.gloss_level === 'G5')).toBe(true);
    const lowVoc = await list('?vocMax=50&pageSize=100');
    expect(lowVoc.total).toBeGreaterThan(0);
    expect(lowVoc.data.every((product) => product.voc_g_per_l <= 50 && product.voc_range === vocRangeFor(product.voc_g_per_l))).toBe(true);
    const band = await list('?vocMin=100&vocMax=200&pageSize=100');
    expect(band.data.every((product) => product.voc_g_per_l >= 100 && product.voc_g_per_l <= 200)).toBe(true);
    const search = await list('?search=elastomeric');
    expect(search.total).toBeGreaterThan(0);
    expect(search.data.every((product) => /elastomeric/i.test(product.name))).toBe(true);
    expect((await list('?search=%25_')).total).toBe(0);
  });
});
