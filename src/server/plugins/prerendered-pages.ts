import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../shared/schemas/runtime-config';

/** The pre-renderer's bundle (src/prerender/render.tsx, built by `vite build` next to dist/). */
export const prerendererFor = (webRoot: string) => resolve(webRoot, '..', '.build/prerender/render.js');

/** A page, with its compressed copies (the compress plugin does not see not-found replies). */
export interface PrerenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The page with its brotli and gzip copies, made once. */
export function compressedPage(html: string): PrerenderedPage {
  const br = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
  return { html, br, gzip: gzipSync(html, { level: 9 }) };
}

/** Send the page, compressed as the browser accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

interface Prerenderer {
  renderDocument(template: string, pathname: string, config: RuntimeConfig): Promise<string | null>;
  /** The address a page is kept under: one for all the addresses of a screen with a parameter. */
  documentKey?(pathname: string): string;
}

/**
 * The public and docs pages as HTML (index.html with the page's markup), rendered on first
 * request and kept per path: the markup depends only on the build and the runtime configuration,
 * both fixed for the life of the process. Answers null for other paths, or when the pre-renderer
 * is missing or fails (the app then renders the page in the browser, as before).
 */
export function prerenderedPages(webRoot: string, config: RuntimeConfig, log: FastifyBaseLogger) {
  const bundle = prerendererFor(webRoot);
  if (!existsSync(bundle)) return async () => null;
  const template = readFileSync(resolve(webRoot, 'index.html'), 'utf8');
  let prerenderer: Promise<Prerenderer> | null = null;
  const pages = new Map<string, Promise<PrerenderedPage | null>>();

  const loaded = () => (prerenderer ??= import(pathToFileURL(bundle).href) as Promise<Prerenderer>);
  const render = async (pathname: string): Promise<PrerenderedPage | null> => {
    const html = await (await loaded()).renderDocument(template, pathname, config);
    return html === null ? null : compressedPage(html);
  };

  return async (pathname: string): Promise<PrerenderedPage | null> => {
    let key = pathname;
    try {
      key = (await loaded()).documentKey?.(pathname) ?? pathname;
    } catch {
      // The failed import is reported below, by render.
    }
    let page = pages.get(key);
    if (!page) {
      page = render(pathname);
      pages.set(key, page);
    }
    try {
      return await page;
    } catch (error) {
      pages.delete(key);
      log.error({ err: error, pathname }, 'pre-rendering failed; serving the app shell');
      return null;
    }
  };
}
