import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { authErrors } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
function sameKey(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * onRequest guard: like the Supabase gateway, every call must carry the anon key, as `apikey` or,
 * for calls not made on behalf of a user, as `Authorization: Bearer <anon key>`. Open paths (the
 * e-mail link, opened by a browser from a mail client) and CORS preflights are exempt.
 */
export function createApiKeyGuard(options: { anonKey: string; openPaths: ReadonlySet<string> }) {
  return async function requireApiKey(request: FastifyRequest): Promise<void> {
    if (request.method === 'OPTIONS') return;
    const path = request.url.split('?')[0]!;
    if (options.openPaths.has(path)) return;
    const header = request.headers.apikey;
    const apikey = Array.isArray(header) ? header[0] : header;
    const provided = apikey || request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    if (!provided) throw authErrors.noApiKey();
    if (!sameKey(provided, options.anonKey)) throw authErrors.invalidApiKey();
  };
}
