import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseRuntimeConfigScript } from './runtime-config-script';
import { freePort } from './server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The real server (src/server/main.ts through tsx) in a child process, as `npm start` runs it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
}

/**
 * Start the server with `env` (DATA_DIR, or DATABASE_URL for PostgreSQL) on a free loopback port
 * and wait until /api/health answers. Its output is kept and shown only when it fails to start.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    // DEMO: the demo accounts, and the demo keys accepted on a loopback PUBLIC_URL (docs/production.md).
    env: { ...inherited, NODE_ENV: 'production', DEMO: 'true', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, RATE_LIMIT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  while (child.exitCode === null && child.signalCode === null) {
    if (await fetch(`${url}/api/health`).then((res) => res.ok, () => false)) return { url, child, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${output}`);
}

/** Stop the server as `kill <pid>` does and wait for it to end. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** An access token of the embedded auth for a demo account (its password grant, as supabase-js signs in). */
export async function passwordGrantToken(url: string, email: string, password: string): Promise<string> {
  const script = await (await fetch(`${url}/runtime-config.js`)).text();
  const { anonKey } = parseRuntimeConfigScript(script);
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
