import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../../src/server/db/schema';
import { PERIOD_2021, seedAnalytics } from '../../support/analytics-fixtures';
import { startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';

let server: TestServer;
let users: RoleUsers;
let p1Code: string;
let p4Code: string;

beforeAll(async () => {
  ({ server, users } = await startServerWithRoleUsers());
  const seeded = await seedAnalytics(server, users);
  p1Code = seeded.p1.projectCode;
  p4Code = seeded.p4.projectCode;
}, 120_000);

afterAll(() => server?.close());

const get = (path: string) => server.app.inject({ method: 'GET', url: `/api/analytics/${path}`, headers: users.admin.headers });
const report = async (path: string) => {
  const res = await get(path);
  expect(res.statusCode, path).toBe(200);
  return res.json();
};

describe('Analytics over people, fees, files and e-mails (known data)', () => {
  it('demographics: companies and client users who joined in the period by type, region and month', async () => {
    expect((await report(`demographics?${PERIOD_2021}`)).rows).toEqual([
      { group: 'Owner', companies: 2, users: 1 },
      { group: 'Strata', companies: 1, users: 0 },
    ]);
    expect((await report(`demographics?${PERIOD_2021}&by=region`)).rows).toEqual([
      { group: 'BC', companies: 2, users: 1 },
      { group: 'ON', companies: 1, users: 0 },
    ]);
    expect((await report(`demographics?${PERIOD_2021}&by=month`)).rows).toEqual([
      { group: '2021-01', companies: 1, users: 0 },
      { group: '2021-02', companies: 2, users: 1 },
    ]);
    expect((await report(`demographics?${PERIOD_2021}&region=ON`)).rows).toEqual([{ group: 'Owner', companies: 1, users: 0 }]);
  });

  it('travel fees of performed inspections by region, month and inspector, in dollars', async () => {
    expect((await report(`travel-fees?${PERIOD_2021}`)).rows).toEqual([
      { group: 'BC', inspections: 2, travel_km: 60, travel_fees: 75 },
      { group: 'ON', inspections: 1, travel_km: 60, travel_fees: 75 },
    ]);
    expect((await report(`travel-fees?${PERIOD_2021}&by=month`)).rows).toEqual([
      { group: '2021-02', inspections: 2, travel_km: 100, travel_fees: 125 },
      { group: '2021-03', inspections: 1, travel_km: 20, travel_fees: 25 },
    ]);
    expect((await report(`travel-fees?${PERIOD_2021}&by=inspector`)).rows).toEqual([
      { group: 'Test Admin', inspections: 1, travel_km: 20, travel_fees: 25 },
      { group: 'Test Inspector', inspections: 2, travel_km: 100, travel_fees: 125 },
    ]);
    const ontario = await report(`travel-fees?${PERIOD_2021}&region=ON`);
    expect(ontario.rows).toHaveLength(1);
    expect(ontario.totals).toMatchObject({ group: 'Total', inspections: 1, travel_fees: 75 });
  });

  it('storage usage by kind, project and company (uploads and report PDFs)', async () => {
    const byKind = await report(`storage-usage?${PERIOD_2021}`);
    expect(byKind.rows).toEqual([
      { group: 'Deficiency photos', files: 1, bytes: 2_000, share: 20 },
      { group: 'Inspection photos', files: 1, bytes: 1_000, share: 10 },
      { group: 'Report PDFs', files: 1, bytes: 4_000, share: 40 },
      { group: 'Request attachments', files: 1, bytes: 3_000, share: 30 },
    ]);
    expect(byKind.totals).toMatchObject({ files: 4, bytes: 10_000 });
    expect((await report(`storage-usage?${PERIOD_2021}&by=project`)).rows.map((row: { group: string; bytes: number }) => [row.group, row.bytes])).toEqual([
      [p1Code, 5_000],
      ['No project', 3_000],
      [p4Code, 2_000],
    ]);
    expect((await report(`storage-usage?${PERIOD_2021}&by=company`)).rows.map((row: { group: string; bytes: number }) => [row.group, row.bytes])).toEqual([
      ['Harbourview Strata Council', 3_000],
      ['No company', 7_000],
    ]);
    expect((await report(`storage-usage?${PERIOD_2021}&by=month&region=BC`)).rows).toEqual([
      { group: '2021-05', files: 1, bytes: 1_000, share: 20 },
      { group: '2021-06', files: 1, bytes: 4_000, share: 80 },
    ]);
  });

  it('uploads (Admin) by uploader, kind and month, with the share captured offline', async () => {
    const byUploader = await report(`uploads?${PERIOD_2021}`);
    expect(byUploader.rows).toEqual([
      { group: 'Test Client', files: 1, bytes: 3_000, offline: 0, offline_share: 0 },
      { group: 'Test Inspector', files: 2, bytes: 3_000, offline: 1, offline_share: 50 },
    ]);
    // The total share is the offline files of all files (1 of 3), not a sum of the rows' percents.
    expect(byUploader.totals).toEqual({ group: 'Total', files: 3, bytes: 6_000, offline: 1, offline_share: 33.3 });
    expect(byUploader.columns.map((column: { label: string }) => column.label)).toEqual(['Uploader', 'Files', 'Size', 'Captured offline', 'Offline share']);
    expect((await report(`uploads?${PERIOD_2021}&by=kind`)).rows).toEqual([
      { group: 'Deficiency photos', files: 1, bytes: 2_000, offline: 0, offline_share: 0 },
      { group: 'Inspection photos', files: 1, bytes: 1_000, offline: 1, offline_share: 100 },
      { group: 'Request attachments', files: 1, bytes: 3_000, offline: 0, offline_share: 0 },
    ]);
    // The offline deficiency photo of December 2020 is outside the period.
    expect((await report(`uploads?${PERIOD_2021}&by=month&region=BC`)).rows).toEqual([{ group: '2021-05', files: 1, bytes: 1_000, offline: 1, offline_share: 100 }]);
    const csv = await get(`uploads/export.csv?${PERIOD_2021}`);
    expect(csv.body.replace(/^\uFEFF/, '').trim().split('\r\n').at(-1)).toBe('Total,3,6000,1,33.3');
  });

  it('e-mail: sent, failed and bounced by type (its name, not its key), the share failed or bounced', async () => {
    const body = await report(`email?${PERIOD_2021}&region=ON`);
    expect(body.rows).toEqual([
      { group: 'Deficiency final notice', emails: 2, sent: 0, failed: 0, bounced: 1, failure_rate: 50 },
      { group: 'Invoice issued', emails: 3, sent: 2, failed: 1, bounced: 0, failure_rate: 33.3 },
    ]);
    expect(body.note).toMatch(/region/);
    expect((await report(`email?${PERIOD_2021}&by=month`)).rows.map((row: { group: string }) => row.group)).toEqual(['2021-04', '2021-05']);
  });

  it('exports a report as CSV with the same filters: labels, rows, totals, formulas neutralised', async () => {
    await server.database.db.insert(emailLog).values({ type: '=HYPERLINK("http://evil.example")', recipient: 'x@example.com', subject: 's', status: 'sent', createdAt: new Date('2019-03-01T00:00:00Z') });
    const res = await get('email/export.csv?from=2019-01-01&to=2019-12-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('email-2019-01-01-to-2019-12-31.csv');
    expect(res.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual([
      'Type,E-mails,Sent,Failed,Bounced,Failed or bounced',
      `"'=HYPERLINK(""http://evil.example"")",1,1,0,0,0`,
      'Total,1,1,0,0,',
    ]);
    const money = await get(`public-private/export.csv?${PERIOD_2021}`);
    expect(money.body).toContain('Private,3,50,1125000,1000');
  });

  it("counts by the provider's days and months, not UTC's: a Vancouver evening stays on its day", async () => {
    // 03:00 UTC on February 1 is 19:00 on January 31 in the provider's zone (America/Vancouver).
    await server.database.db.insert(emailLog).values({ type: 'reminder', recipient: 'late@example.com', subject: 'Evening', status: 'sent', createdAt: new Date('2022-02-01T03:00:00Z') });
    const january = await report('email?from=2022-01-01&to=2022-01-31&by=month');
    expect(january.rows.map((row: { group: string }) => row.group)).toEqual(['2022-01']);
    const february = await report('email?from=2022-02-01&to=2022-02-28&by=month');
    expect(february.rows).toEqual([]);
  });
});
