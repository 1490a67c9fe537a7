import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ManifestTransform } from 'workbox-build';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the pre-renderer's SSR bundle goes; the server loads `render.js` from there. */
export const PRERENDER_OUT_DIR = '.build/prerender';
export const PRERENDER_ENTRY = 'src/prerender/render.tsx';

/**
 * After the browser build, build the pre-renderer (./render.tsx) for Node with the same
 * configuration (`isSsrBuild`), so dist/ and the pages rendered from it always match. It must come
 * before vite-plugin-pwa in the plugin list: the worker's precache lists the pages it renders.
 */
export function prerenderBuild(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'paintqa-prerender-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build({
        configFile: resolved.configFile,
        mode: resolved.mode,
        logLevel: 'warn',
        publicDir: false,
        build: { ssr: PRERENDER_ENTRY, outDir: PRERENDER_OUT_DIR, emptyOutDir: true, sourcemap: false },
        });
      },
    },
  };
}

/**
 * The service worker precaches every pre-rendered page by its URL (the server renders it with
 * the deployment's settings), so public and docs pages open offline as they are served online.
 * Their revision is the build's: a hash of every other precached file's name and revision, which
 * changes with any change of code or content.
 */
export const precachePrerenderedPages: ManifestTransform = async (entries) => {
  const bundle = pathToFileURL(resolve(PRERENDER_OUT_DIR, 'render.js')).href;
  const { PRERENDERED_PATHS } = (await import(bundle)) as { PRERENDERED_PATHS: readonly string[] };
  const revision = createHash('sha256')
    .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return { manifest: [...entries, ...PRERENDERED_PATHS.map((url) => ({ url, revision, size: 0 }))] };
};

/**
 * For the pre-renderer's build: the service worker's registration module (vite-plugin-pwa's, only
 * in the browser build) as a stub. The app registers the worker after the page loads, never while
 * rendering.
 */
export function stubPwaRegister(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'paintqa-prerender-pwa-stub',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (source) => (source === `\0${id}` ? 'export function useRegisterSW() { throw new Error("not in the pre-renderer"); }' : null),
  };
}
