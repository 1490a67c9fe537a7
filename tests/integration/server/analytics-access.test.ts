import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_REPORTS } from '../../../src/shared/schemas/analytics';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';
import { providerToday } from '../../../src/server/config/provider-day';

let server: TestServer;
let users: RoleUsers;

beforeAll(async () => {
  ({ server, users } = await startServerWithRoleUsers());
}, 120_000);

afterAll(() => server?.close());

const get = (url: string, headers = users.admin.headers) => server.app.inject({ method: 'GET', url, headers });
const STAFF_REPORTS = ANALYTICS_REPORTS.filter((report) => report !== 'uploads');

describe('Analytics access', () => {
  it('answers 401 without a token on every route', async () => {
    for (const url of ['/api/analytics/overview', ...ANALYTICS_REPORTS.flatMap((report) => [`/api/analytics/${report}`, `/api/analytics/${report}/export.csv`])]) {
      await expectUnauthenticated(server, { method: 'GET', url });
    }
  });

  it('refuses clients everywhere and inspectors the Admin-only uploads report (403)', async () => {
    for (const url of ['/api/analytics/overview', ...STAFF_REPORTS.flatMap((report) => [`/api/analytics/${report}`, `/api/analytics/${report}/export.csv`])]) {
      await expectForbidden(server, { method: 'GET', url }, [users.client]);
    }
    for (const url of ['/api/analytics/uploads', '/api/analytics/uploads/export.csv']) {
      await expectForbidden(server, { method: 'GET', url }, [users.inspector, users.client]);
    }
  });

  it('lets inspectors run the staff reports, and lists only the reports the caller may open', async () => {
    for (const report of STAFF_REPORTS) {
      const res = await get(`/api/analytics/${report}`, users.inspector.headers);
      expect(res.statusCode, report).toBe(200);
      expect(res.json()).toMatchObject({ report, columns: expect.any(Array), rows: expect.any(Array), chart: { x: 'group' } });
    }
    const inspectorOverview = (await get('/api/analytics/overview', users.inspector.headers)).json();
    expect(inspectorOverview.reports.map((report: { key: string }) => report.key)).toEqual(STAFF_REPORTS);
    const adminOverview = (await get('/api/analytics/overview')).json();
    expect(adminOverview.reports.map((report: { key: string }) => report.key)).toEqual([...ANALYTICS_REPORTS]);
    expect((await get('/api/analytics/uploads')).statusCode).toBe(200);
  });

  it('refuses bad filters with 400: dates, their order, a range over ten years, region and grouping', async () => {
    for (const query of [
      'from=2025-13-01',
      'to=yesterday',
      'from=2025-06-02&to=2025-06-01',
      'from=2010-01-01&to=2025-12-31',
      'region=XX',
      'by=DROP%20TABLE',
      'by=month',
    ]) {
      const res = await get(`/api/analytics/public-private?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get('/api/analytics/overview?from=2025-06-02&to=2025-06-01')).statusCode).toBe(400);
    expect((await get('/api/analytics/value-range/export.csv?region=XX')).statusCode).toBe(400);
  });

  it('defaults to the last twelve calendar months', async () => {
    const body = (await get('/api/analytics/email')).json();
    const today = new Date(`${providerToday()}T00:00:00Z`);
    expect(body.filters.to).toBe(today.toISOString().slice(0, 10));
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
    expect(body.filters.from).toBe(start.toISOString().slice(0, 10));
    expect(body.filters).toMatchObject({ region: null, by: 'type' });
  });
});
