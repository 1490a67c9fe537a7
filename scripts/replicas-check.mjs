#!/usr/bin/env node
// Two built servers at once on one fresh PostgreSQL database, installed with production
// dependencies only, as two replicas behind a load balancer (docs/production.md, "Several
// replicas"). Run by CI's PostgreSQL stage (.ci/run):
//   node scripts/replicas-check.mjs postgres://postgres@127.0.0.1:55432/postgres
// (the admin URL of a server where it may create and drop a database; default TEST_DATABASE_URL).
// It bundles the server (.build/server), copies it with package.json, package-lock.json and dist/
// (when built) to a temporary folder, runs `npm ci --omit=dev` there, and checks what must hold
// across replicas. Exits non-zero when a check fails.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const adminUrl = process.argv[2] ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Usage: node scripts/replicas-check.mjs <postgres admin URL> (or set TEST_DATABASE_URL)');
  process.exit(2);
}
const ANON_KEY = `replicas-anon-${randomUUID()}`;
const ADMIN = { email: 'admin@paintqa.example', password: 'Admin123!' };
const CLIENT = { email: 'client@harbourview.example', password: 'Client123!' };
/** Failed sign-ins per account before the limit answers 429 (docs/security.md). */
const SIGN_IN_FAILURES_ALLOWED = 10;
/** The scheduler looks for due schedules this often (SCHEDULER_TICK_MS in src/shared/constants.ts). */
const SCHEDULER_TICK_MS = 30_000;
const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const work = mkdtempSync(join(tmpdir(), 'paintqa-replicas-'));
const mailDir = join(work, 'mail');
const databaseName = `paintqa_replicas_${randomUUID().replace(/-/g, '')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const servers = [];
let sql;

async function cleanUp() {
  log('stopping the servers');
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  log('dropping the database and the temporary folder');
  await sql?.end().catch(() => undefined);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}

/** The built server and what it needs, installed with production dependencies only. */
async function install() {
  log('bundling the server');
  await buildServer();
  const app = join(work, 'app');
  mkdirSync(app);
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(root, file), join(app, file));
  cpSync(join(root, '.build/server'), join(app, '.build/server'), { recursive: true });
  if (existsSync(join(root, 'dist'))) cpSync(join(root, 'dist'), join(app, 'dist'), { recursive: true });
  log('npm ci --omit=dev');
  const result = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci --omit=dev failed (exit ${result.status})`);
  return app;
}

function startServer(app, port) {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DEMO: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    // One public address for both, as behind a load balancer: tokens name it as their issuer.
    PUBLIC_URL: 'https://portal.replicas.test',
    DATABASE_URL: databaseUrl,
    MAIL_DIR: mailDir,
    DATA_DIR: join(work, `data-${port}`),
    ADMIN_KEY: `replicas-admin-${randomUUID()}`,
    AUTH_ANON_KEY: ANON_KEY,
    AUTH_AUTOCONFIRM: 'false',
    RATE_LIMIT: 'true',
  };
  const child = spawn(process.execPath, ['.build/server/main.mjs'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = { url, child, output: '', exited: new Promise((resolve) => child.once('exit', resolve)) };
  child.stdout.on('data', (chunk) => (server.output += chunk));
  child.stderr.on('data', (chunk) => (server.output += chunk));
  servers.push(server);
  return server;
}

async function waitUntilUp(server, timeoutMs = 120_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) {
    if (server.child.exitCode !== null) break;
    if (await fetch(`${server.url}/api/health`).then((res) => res.ok, () => false)) return;
  }
  throw new Error(`the server at ${server.url} did not start:\n${server.output}`);
}

async function call(server, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { apikey: ANON_KEY, ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const signIn = (server, account) => call(server, 'POST', '/auth/v1/token?grant_type=password', { body: account });
const rows = async (text, values = []) => (await sql.query(text, values)).rows;

const results = [];
async function check(name, run) {
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    log(`ok    ${name}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    results.push({ name, ok: false, detail: error.message });
    log(`FAIL  ${name}: ${error.message}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function main() {
  const app = await install();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  mkdirSync(mailDir);

  log('starting two servers at once on one fresh database');
  const pair = [startServer(app, await freePort()), startServer(app, await freePort())];
  await Promise.all(pair.map((server) => waitUntilUp(server)));
  const [a, b] = pair;
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();

  await check('both come up with one set of migrations, one signing key, seeded once', async () => {
    const journal = JSON.parse(readFileSync(join(app, '.build/server/migrations/meta/_journal.json'), 'utf8'));
    const [migrations] = await rows('select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
    expect(migrations.total === journal.entries.length && migrations.distinct === journal.entries.length, `migrations table: ${JSON.stringify(migrations)}, journal: ${journal.entries.length}`);
    const [keys] = await rows('select count(*)::int as count from auth_signing_keys');
    expect(keys.count === 1, `${keys.count} signing keys`);
    const [users] = await rows('select count(*)::int as count from auth_users where email = $1', [ADMIN.email]);
    expect(users.count === 1, `${users.count} demo admins`);
    return `${migrations.total} migrations`;
  });

  const session = await signIn(a, ADMIN);
  expect(session.status === 200, `sign-in on the first server answered ${session.status}`);
  const token = session.body.access_token;

  await check('a session from one works on the other', async () => {
    const projects = await call(b, 'GET', '/api/projects', { token });
    expect(projects.status === 200, `GET /api/projects on the second answered ${projects.status}`);
    const refreshed = await call(b, 'POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: session.body.refresh_token } });
    expect(refreshed.status === 200, `refreshing on the second answered ${refreshed.status}`);
  });

  // Due now: both schedulers look for it within one tick; the run is awaited at the end.
  const schedule = await call(a, 'POST', '/api/schedules', {
    token,
    body: { name: 'Replicas check', report_key: 'demographics', cron: '0 6 1 1 *', time_zone: 'UTC', format: 'csv', recipients: ['reports@replicas.test'] },
  });
  expect(schedule.status === 201, `creating a schedule answered ${schedule.status}: ${JSON.stringify(schedule.body)}`);
  // Whole seconds: the scheduler's compare-and-set matches the due time as JavaScript reads it (milliseconds).
  await rows("update report_schedules set next_run_at = date_trunc('second', now()) where id = $1", [schedule.body.id]);
  const scheduleDueAt = Date.now();

  await check("a write on one shows in the other's cached project list within a second", async () => {
    const name = `Replica Tower ${randomUUID().slice(0, 8)}`;
    const list = `/api/projects?search=${encodeURIComponent(name)}`;
    expect((await call(b, 'GET', list, { token })).body.data.length === 0, 'the project exists before it is created');
    const cached = await call(b, 'GET', list, { token });
    expect(cached.headers.get('x-list-cache') === 'hit', `the second list answer was a cache ${cached.headers.get('x-list-cache')}`);
    const [company] = await rows("select id from companies where name = 'Harbourview Strata Council'");
    const body = { project_name: name, company_id: company.id, address: '1 Seawall Walk', city: 'Vancouver', region: 'BC', sector: 'public', building_type: 'institutional', work_type: 'new', base_contract: 80000, start_date: '2026-06-01' };
    const created = await call(a, 'POST', '/api/projects', { token, body });
    expect(created.status === 201, `creating a project answered ${created.status}: ${JSON.stringify(created.body)}`);
    const writtenAt = Date.now();
    while (Date.now() - writtenAt < 1000) {
      if ((await call(b, 'GET', list, { token })).body.data.length === 1) return `${Date.now() - writtenAt} ms`;
      await sleep(20);
    }
    throw new Error('not in the second server’s list after 1 s');
  });

  await check('one idempotency key sent to both lands once', async () => {
    const key = randomUUID();
    const message = `Two replicas, one message ${key}.`;
    const body = { name: 'Replica Check', email: 'visitor@replicas.test', topic: 'inspection', message };
    const answers = await Promise.all([a, b].map((server) => call(server, 'POST', '/api/contact', { body, headers: { 'idempotency-key': key } })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.includes(201) && statuses.every((status) => status === 201 || status === 409), `answers ${statuses.join(', ')}`);
    const created = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id);
    expect(new Set(created).size === 1, `answered ids ${created.join(', ')}`);
    const [stored] = await rows('select count(*)::int as count from contact_messages where message = $1', [message]);
    expect(stored.count === 1, `${stored.count} contact messages stored`);
    return `answers ${statuses.join(', ')}`;
  });

  await check(`failed sign-ins spread over both reach the per-account limit (${SIGN_IN_FAILURES_ALLOWED} failures, then 429)`, async () => {
    const wrong = { email: CLIENT.email, password: 'not-the-password' };
    for (let attempt = 1; attempt <= SIGN_IN_FAILURES_ALLOWED; attempt += 1) {
      const answer = await signIn(attempt % 2 ? a : b, wrong);
      expect(answer.status === 400, `failure ${attempt} answered ${answer.status}`);
    }
    const [onA, onB] = [await signIn(a, wrong), await signIn(b, wrong)];
    expect(onA.status === 429 && onB.status === 429, `after ${SIGN_IN_FAILURES_ALLOWED} failures: ${onA.status} on the first, ${onB.status} on the second`);
  });

  await check('a scheduled report due once runs once', async () => {
    // Past one full tick of each scheduler after the schedule fell due.
    await sleep(Math.max(0, scheduleDueAt + SCHEDULER_TICK_MS + 5000 - Date.now()));
    const runs = await rows('select status from report_runs where schedule_id = $1', [schedule.body.id]);
    expect(runs.length === 1, `${runs.length} runs`);
    return `run ${runs[0].status}`;
  });

  await check('each outbox e-mail is sent once (one .eml file per e-mail log row)', async () => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(250)) {
      const [waiting] = await rows("select count(*)::int as count from email_log where status = 'queued'");
      if (waiting.count === 0) break;
    }
    const sent = await rows("select id from email_log where status = 'sent'");
    const files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
    expect(sent.length > 0, 'no e-mail was sent');
    const once = sent.every((row) => files.filter((file) => file.includes(row.id)).length === 1);
    expect(once && files.length === sent.length, `${files.length} .eml files for ${sent.length} sent e-mails`);
    return `${files.length} e-mails`;
  });
}

let failed = true;
try {
  await main();
  failed = results.some((result) => !result.ok);
} catch (error) {
  console.error(error);
} finally {
  if (failed) for (const server of servers) console.error(`--- server ${server.url} output ---\n${server.output.slice(-4000)}`);
  await cleanUp().catch((error) => console.error('clean-up failed', error));
}
console.log(`\nreplicas check: ${results.filter((result) => result.ok).length} of ${results.length} passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
