import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ManifestTransform } from 'workbox-build';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { GLOBAL_CSS_ID } from '../lib/prerender-markers';

/** Where the pre-renderer's SSR bundle goes; the server loads `render.js` from there. */
export const PRERENDER_OUT_DIR = '.build/prerender';
export const PRERENDER_ENTRY = 'src/prerender/render.tsx';

/**
 * After the browser build, build the pre-renderer (./render.tsx) for Node with the same
 * configuration (`isSsrBuild`), so dist/ and the pages rendered from it always match, and write
 * Chakra's global styles into dist/index.html (src/app/chakra-provider.tsx). It must come before
 * vite-plugin-pwa in the plugin list: the worker's precache lists the pages it renders and holds
 * the final index.html.
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
        await writeGlobalCss(resolve(resolved.root, resolved.build.outDir, 'index.html'));
      },
    },
  };
}

/** index.html with Chakra's global styles, as the pre-renderer makes them, at the end of its <head>. */
async function writeGlobalCss(indexHtml: string): Promise<void> {
  const bundle = `${pathToFileURL(resolve(PRERENDER_OUT_DIR, 'render.js')).href}?built=${Date.now()}`;
  const { renderGlobalCss } = (await import(bundle)) as { renderGlobalCss: () => Promise<string> };
  const css = await renderGlobalCss();
  if (!css.includes('--chakra-colors-')) throw new Error('Chakra global styles: no token variables rendered');
  const html = readFileSync(indexHtml, 'utf8');
  writeFileSync(indexHtml, html.replace('</head>', `<style id="${GLOBAL_CSS_ID}">${css}</style></head>`));
}

/**
 * Chakra computes its global styles whenever a system is made (reset, globalCss and every token
 * as a CSS variable: a long task at start-up). The build writes them into index.html instead, so
 * in the browser build this makes the computation lazy, done only if something asks for `_global`
 * (nothing does in the built app; the pre-renderer and the development server keep Chakra's own
 * code). Fails the build when a Chakra upgrade changes the code.
 */
export function lazyChakraGlobalStyles(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const returned = '    _global,\n';
  let changed = false;
  return {
    name: 'paintqa-lazy-chakra-global-styles',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!id.replace(/\\/g, '/').includes('/@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      if (!code.includes(eager) || !code.includes(returned)) this.error('Chakra changed createSystem: update lazyChakraGlobalStyles');
      changed = true;
      // Line for line, so the source map stays true without one of its own.
      const lazy = code
        .replace(eager, 'let _global; const globalStyles = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
        .replace(returned, '    get _global() { return globalStyles(); },\n');
      return { code: lazy, map: null };
    },
    buildEnd() {
      if (!changed) this.error('Chakra\'s createSystem (styled-system/system.js) was not found: update lazyChakraGlobalStyles');
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
