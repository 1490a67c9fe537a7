import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting, SETTING_KEYS } from '../../../src/server/repositories/settings';
import { travelFeeSettingsResponseSchema } from '../../../src/shared/schemas/inspections';
import { expectForbidden, expectUnauthenticated, startServerWithRoleUsers, type RoleUsers } from '../../support/role-users';
import type { TestServer } from '../../support/server';

describe('GET /api/inspections/travel-fee (the rule the on-site form shows)', () => {
  let server: TestServer;
  let users: RoleUsers;
  const route = { method: 'GET', url: '/api/inspections/travel-fee' } as const;

  beforeAll(async () => {
    ({ server, users } = await startServerWithRoleUsers());
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 403 to a Client', async () => {
    await expectUnauthenticated(server, route);
    await expectForbidden(server, route, [users.client]);
  });

  it('gives staff the configured free radius, rate and flat zones', async () => {
    await putSetting(server.database.db, SETTING_KEYS.travelFreeRadiusKm, 25);
    await putSetting(server.database.db, SETTING_KEYS.travelRateCentsPerKm, 85);
    await putSetting(server.database.db, SETTING_KEYS.travelFlatZones, { NU: 45_000, NT: 38_000 });
    for (const user of [users.inspector, users.admin]) {
      const res = await server.app.inject({ ...route, headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(travelFeeSettingsResponseSchema.parse(res.json())).toEqual({ data: { free_radius_km: 25, rate_cents_per_km: 85, flat_zones: { NU: 45_000, NT: 38_000 } } });
    }
  });

  it('falls back to no flat zone when the setting is malformed', async () => {
    await putSetting(server.database.db, SETTING_KEYS.travelFlatZones, { NU: 'a lot' });
    const res = await server.app.inject({ ...route, headers: users.admin.headers });
    expect(travelFeeSettingsResponseSchema.parse(res.json()).data.flat_zones).toEqual({});
  });
});
