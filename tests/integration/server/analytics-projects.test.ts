import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, deficiencies, projectParties } from '../../../src/server/db/schema';
import { ANALYTICS_AGE_BUCKETS, ANALYTICS_VALUE_BUCKETS } from '../../../src/shared/schemas/analytics';
import { daysFromNow, isoDay, PERIOD_2021, seedAnalytics } from '../../support/analytics-fixtures';
import { startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';

let server: TestServer;
let users: RoleUsers;

beforeAll(async () => {
  ({ server, users } = await startServerWithRoleUsers());
  await seedAnalytics(server, users);
}, 120_000);

afterAll(() => server?.close());

const report = async (path: string) => {
  const res = await server.app.inject({ method: 'GET', url: `/api/analytics/${path}`, headers: users.admin.headers });
  expect(res.statusCode, path).toBe(200);
  return res.json();
};
const column = (body: { rows: Record<string, unknown>[] }, key: string) => body.rows.map((row) => row[key]);
const RECENT_NS = `from=${isoDay(daysFromNow(-730))}&to=${isoDay(daysFromNow(0))}&region=NS`;

describe('Analytics over projects (known data)', () => {
  it('value range: every bucket in order, each edge in the upper bucket, the period bounds inclusive', async () => {
    const body = await report(`value-range?${PERIOD_2021}`);
    expect(column(body, 'group')).toEqual(ANALYTICS_VALUE_BUCKETS.map((bucket) => bucket.label));
    expect(column(body, 'projects')).toEqual([1, 1, 2, 0, 1, 1]);
    expect(column(body, 'contract_value')).toEqual([24_999.99, 25_000, 299_999.99, 0, 500_000, 1_000_000]);
    expect(column(body, 'share')).toEqual([16.7, 16.7, 33.3, 0, 16.7, 16.7]);
    expect(body.totals).toMatchObject({ projects: 6, contract_value: 1_849_999.98, fee_revenue: 2_200, share: null });
    expect(body.chart).toEqual({ type: 'bar', x: 'group', series: ['projects'] });
    expect(body.columns[0]).toEqual({ key: 'group', label: 'Value range', kind: 'text' });
  });

  it('value range by region', async () => {
    expect(column(await report(`value-range?${PERIOD_2021}&region=BC`), 'projects')).toEqual([1, 1, 1, 0, 0, 1]);
  });

  it('public/private: count, share, contract value and fee revenue by sector', async () => {
    const body = await report(`public-private?${PERIOD_2021}`);
    expect(body.rows).toEqual([
      { group: 'Private', projects: 3, share: 50, contract_value: 1_125_000, fee_revenue: 1_000 },
      { group: 'Public (government, schools, institutions)', projects: 3, share: 50, contract_value: 724_999.98, fee_revenue: 1_200 },
    ]);
    expect(body.chart.type).toBe('pie');
    const ontario = await report(`public-private?${PERIOD_2021}&region=ON`);
    expect(column(ontario, 'projects')).toEqual([1, 1]);
  });

  it('open projects by status, and by age today with each bucket edge in the older bucket', async () => {
    const byStatus = await report(`open-projects?${PERIOD_2021}`);
    expect(byStatus.rows).toEqual([
      { group: 'Active', projects: 3, contract_value: 724_999.98 },
      { group: 'On hold', projects: 1, contract_value: 25_000 },
    ]);
    const byAge = await report(`open-projects?${RECENT_NS}&by=age`);
    expect(column(byAge, 'group')).toEqual(ANALYTICS_AGE_BUCKETS.map((bucket) => bucket.label));
    expect(column(byAge, 'projects')).toEqual([1, 2, 1, 0, 1]);
  });

  it('architect report: projects, value, guarantees and deficiencies per firm, counted once per project', async () => {
    // A deficiency voided as raised in error is not counted.
    const [bayB] = await server.database.db
      .select({ projectId: projectParties.projectId })
      .from(projectParties)
      .innerJoin(companies, eq(companies.id, projectParties.companyId))
      .where(and(eq(companies.name, 'Bay B Architects'), eq(projectParties.role, 'architect')));
    await server.database.db
      .insert(deficiencies)
      .values({ projectId: bayB!.projectId, number: 99, location: 'Lobby', description: 'Recorded twice', category: 'other', severity: 'minor', status: 'void' });
    const body = await report(`architect-report?${PERIOD_2021}`);
    expect(body.rows).toEqual([
      { group: 'Arc A Architects', projects: 2, contract_value: 49_999.99, guarantees: 1, deficiencies: 3, deficiencies_per_project: 1.5 },
      { group: 'Bay B Architects', projects: 1, contract_value: 500_000, guarantees: 0, deficiencies: 1, deficiencies_per_project: 1 },
    ]);
    expect(body.totals).toMatchObject({ projects: 3, guarantees: 1, deficiencies: 4, deficiencies_per_project: null });
    expect(column(await report(`architect-report?${PERIOD_2021}&region=ON`), 'group')).toEqual(['Bay B Architects']);
  });

  it('guarantees issued by month, and those expiring within 90 days (today and day 90 in, day 91, yesterday and revoked out)', async () => {
    const byMonth = await report(`guarantees-issued-report?${PERIOD_2021}`);
    expect(byMonth.rows).toEqual([{ group: '2021-06', issued: 1, active: 1, expiring_soon: 0 }]);
    expect(byMonth.chart.type).toBe('line');
    const recent = await report(`guarantees-issued-report?${RECENT_NS}&by=region`);
    expect(recent.rows).toEqual([{ group: 'NS', issued: 5, active: 4, expiring_soon: 2 }]);
  });

  it('overview: the headline numbers of the period', async () => {
    const body = await report(`overview?${PERIOD_2021}`);
    const values = Object.fromEntries(body.headlines.map((headline: { key: string; value: number }) => [headline.key, headline.value]));
    expect(values).toEqual({
      projects: 6,
      contract_value: 1_849_999.98,
      open_projects: 4,
      guarantees: 1,
      travel_fees: 150,
      emails_failed: 2,
      storage_bytes: 10_000,
    });
    const bc = await report(`overview?${PERIOD_2021}&region=BC`);
    expect(bc.headlines.find((headline: { key: string }) => headline.key === 'projects').value).toBe(4);
  });
});
