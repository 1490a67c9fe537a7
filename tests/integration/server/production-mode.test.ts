import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts';
import { passwordGrantToken, startServerProcess, stopServerProcess, type ServerProcess } from '../../support/server-process';

/** What an operator sets (docs/production.md, Production mode): none of the demo's settings. */
const PRODUCTION = {
  DEMO: 'false',
  ADMIN_KEY: 'operator-chosen-administrator-key',
  AUTH_ANON_KEY: 'operator-chosen-anon-key-0123',
  AUTH_AUTOCONFIRM: 'false',
  PUBLIC_URL: 'https://portal.example.com',
  VAPID_PUBLIC_KEY: 'BL1TCEyAM2F5Fe_jdTDEu9eS1J9DoIlCgepg-Xq6pyICy0isF_YA8szMzUrWb1noXJtkwxfD5g85ohh84-oglqQ',
  VAPID_PRIVATE_KEY: 'ZaaY3QfGmndOpdHZZbaIJMyklEPqTtDIXdF9x81dASw',
  LOG_LEVEL: 'info',
};

/** The real start-up (src/server/main.ts), NODE_ENV=production, nothing inherited but PATH and HOME. */
describe('the server in production mode', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'paintqa-production-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with the demo settings, naming each variable, and exits 1', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      timeout: 60_000,
    });
    const failure = (await run.then(
      () => null,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | null;
    expect(failure?.code).toBe(1);
    for (const variable of ['ADMIN_KEY', 'AUTH_ANON_KEY', 'AUTH_AUTOCONFIRM', 'PUBLIC_URL', 'VAPID_PUBLIC_KEY']) {
      expect(failure?.stderr).toMatch(new RegExp(`- ${variable}: .+; set `));
    }
  }, 90_000);

  describe('with settings of its own', () => {
    let server: ServerProcess;
    let output = '';
    beforeAll(async () => {
      server = await startServerProcess({ ...PRODUCTION, DATA_DIR: dataDir });
      server.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    }, 120_000);
    afterAll(() => stopServerProcess(server));

    it('seeds no demo account, and the first Admin can register with the administrator key', async () => {
      for (const account of DEMO_ACCOUNTS) {
        await expect(passwordGrantToken(server.url, account.email, account.password)).rejects.toThrow(/answered 400/);
      }
      const res = await fetch(`${server.url}/api/auth/validate-admin-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ adminKey: PRODUCTION.ADMIN_KEY }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ valid: true });
    });

    it('logs requests at info with their ids and without the secrets they carried', async () => {
      const res = await fetch(`${server.url}/api/profile?access_token=secret-in-the-query`, {
        headers: { authorization: 'Bearer secret-in-the-header' },
      });
      const id = res.headers.get('x-request-id');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = output.split('\n').filter((line) => line.includes(`"reqId":"${id}"`));
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.join('\n')).toContain('access_token=[Redacted]');
      expect(output).not.toContain('secret-in-the-');
    });

    it('is ready, and on SIGTERM drains and exits 0', async () => {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      await stopServerProcess(server);
      expect(server.child.exitCode).toBe(0);
      expect(output).toContain('SIGTERM received: draining and closing');
    });
  });
});
