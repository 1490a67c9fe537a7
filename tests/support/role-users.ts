import { expect } from 'vitest';
import { routeRecorder, type AppRoute } from './route-access';
import { startTestServer, type TestServer } from './server';
import { createCompany, signedInUser, type SignedInUser } from './signed-in-users';

/** One signed-in user per role; the Client belongs to `companyId`. */
export interface RoleUsers {
  admin: SignedInUser;
  inspector: SignedInUser;
  client: SignedInUser;
  companyId: string;
}

/** A fresh test server with an Admin, an Inspector and a Client of a new client company. */
export async function startServerWithRoleUsers(options: Parameters<typeof startTestServer>[0] = {}): Promise<{ server: TestServer; users: RoleUsers }> {
  const server = await startTestServer(options);
  const companyId = await createCompany(server, 'Harbourview Strata Council');
  const [admin, inspector, client] = await Promise.all([
    signedInUser(server, 'Admin'),
    signedInUser(server, 'Inspector'),
    signedInUser(server, 'Client', { companyId }),
  ]);
  return { server, users: { admin, inspector, client, companyId } };
}

/** startServerWithRoleUsers, with every route the app registered (routeRecorder), for the tests that walk them all. */
export async function startServerWithRoutes(): Promise<{ server: TestServer; users: RoleUsers; routes: AppRoute[] }> {
  const recorder = routeRecorder();
  const { server, users } = await startServerWithRoleUsers({ onRoute: recorder.onRoute });
  return { server, users, routes: recorder.routes };
}

export interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The body to send (the role check runs before validation, so any body gets the 401/403). */
  payload?: object;
}

/** The route answers 401 (the one error shape) without a token. */
export async function expectUnauthenticated(server: TestServer, route: RouteCall): Promise<void> {
  const res = await server.app.inject({ method: route.method, url: route.url, payload: route.payload });
  expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
  expect(res.json()).toMatchObject({ code: 'unauthorized' });
}

/** The route answers 403 to each of these users. */
export async function expectForbidden(server: TestServer, route: RouteCall, users: readonly SignedInUser[]): Promise<void> {
  for (const user of users) {
    const res = await server.app.inject({ method: route.method, url: route.url, payload: route.payload, headers: user.headers });
    expect(res.statusCode, `${route.method} ${route.url} as ${user.email}`).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  }
}
