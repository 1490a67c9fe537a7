import { expect, type APIRequestContext } from '@playwright/test';
import { readRuntimeConfig } from './e2e-auth';

/** `authorization` for the API as `account`, from the embedded auth's password grant. */
export async function apiHeaders(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ authorization: string }> {
  const { anonKey } = await readRuntimeConfig(request);
  const res = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey },
    data: { email: account.email, password: account.password },
  });
  expect(res.ok(), `password grant for ${account.email} answered ${res.status()}`).toBe(true);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/** GET an /api list (`{ data: [...] }`) and answer its rows; the seed must hold at least one. */
export async function listRows<Row>(request: APIRequestContext, url: string, headers: { authorization: string }): Promise<Row[]> {
  const res = await request.get(url, { headers });
  expect(res.ok(), `GET ${url} answered ${res.status()}`).toBe(true);
  const { data } = (await res.json()) as { data: Row[] };
  expect(data.length, `GET ${url} has no row`).toBeGreaterThan(0);
  return data;
}
