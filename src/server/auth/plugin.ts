import type { FastifyInstance } from 'fastify';

/**
 * The embedded Supabase-Auth-compatible service, mounted under /auth/v1 (see
 * shared/design/auth-protocol.md). Placeholder: filled in by the embedded-auth work.
 */
export async function embeddedAuth(_app: FastifyInstance): Promise<void> {}
