import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_WEB_ROOT } from './web-app';

/** One year, with subdomains: browsers then refuse plain HTTP to this host. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Every inline script of an HTML document (those without `src`), as a CSP source `'sha256-…'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page policy. Scripts come only from this origin, plus the inline scripts of the served
 * index.html by hash: the theme script that runs before first paint. The pre-rendered public and
 * docs pages are that same index.html with markup and styles added (src/prerender/render.tsx), so
 * the same hashes cover them. Styles allow 'unsafe-inline' because Emotion (Chakra UI) injects
 * `<style>` elements and style attributes at run time; styles cannot run code.
 */
export function contentSecurityPolicy(options: { scriptHashes: readonly string[]; connectOrigins: readonly string[] }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...options.scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ["connect-src 'self'", ...options.connectOrigins].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The hashes of index.html's inline scripts in the web root, read once at start (none without a build). */
function webRootScriptHashes(root: string | null): string[] {
  const indexHtml = root ? resolve(root, 'index.html') : null;
  return indexHtml && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
}

/**
 * Headers on every answer: the content security policy above (the browser app talks to this
 * origin, and to the hosted Supabase project when SUPABASE_URL is set), no framing by other sites
 * (clickjacking), no MIME sniffing, a referrer that never leaks paths to other origins, no powerful
 * features the portal does not use, and HSTS when the request came over HTTPS (directly or through
 * a proxy TRUST_PROXY trusts). `webRoot` is the web app's folder, as for ./web-app.ts.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: { webRoot?: string | null }) => {
  const policy = contentSecurityPolicy({
    scriptHashes: webRootScriptHashes(options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot),
    connectOrigins: app.config.SUPABASE_URL ? [new URL(app.config.SUPABASE_URL).origin] : [],
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(), microphone=(), payment=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
