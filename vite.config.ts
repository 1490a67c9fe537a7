import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { reactCompiler } from './src/build/react-compiler';
import { contentMarkdown } from './src/content/mdx-plugin';
import { lazyChakraGlobalStyles, precachePrerenderedPages, prerenderBuild, stubPwaRegister } from './src/prerender/vite-plugin';
import { WEB_MANIFEST } from './src/lib/pwa/web-manifest';

/**
 * This build's id (src/lib/app-version.ts): BUILD_ID when the deploy sets one, else the version,
 * the commit (when built from a git checkout) and the build time, so every build is a new version.
 */
function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = 'nogit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Built from an archive: the time alone tells builds apart.
  }
  return `${(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version}+${commit}.${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
}

/** The Fastify server (`npm run dev:server`) answers these while `vite` serves the app. */
const backend = 'http://localhost:3000';
const proxy = { '/api': backend, '/auth': backend, '/runtime-config.js': backend };

/**
 * Vendor chunks that change rarely, so a deploy of app code keeps them cached. Every route is
 * a lazy import (src/app/router.tsx), so pages land in their own chunks.
 *
 * Only libraries that are all-or-nothing get a group: a group is one chunk, loaded whole by any
 * page that needs one module of it. Chakra (Ark, Zag, Floating UI), zod and react-hook-form are
 * left to the bundler, so the menus, dialogs and forms travel with the lazy chunks that use them
 * and public pages load only Chakra's core (docs/performance.md, `npm run bench`). supabase-js is
 * loaded on demand (src/lib/supabase.ts), never by the entry.
 */
const vendorGroups = [
  { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

/**
 * The service worker (sw/sw.ts, built by the plugin) and the web manifest. The app registers the
 * worker itself, after the page has loaded (src/lib/pwa/), and asks before updating. The precache
 * is every built file but source maps: about 1.3 MB, each chunk of every route and the content
 * they load, and the pre-rendered public and docs pages, so any page opens offline once the
 * worker is installed.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: WEB_MANIFEST,
  // The glob below already takes the icons (public/ is copied into dist/).
  includeManifestIcons: false,
  injectManifest: {
    // The plugin adds the manifest itself.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    globIgnores: ['**/*.map'],
    manifestTransforms: [precachePrerenderedPages],
  },
  devOptions: { enabled: false },
});

/**
 * Two builds: the browser's (dist/), then, started by prerenderBuild, the pre-renderer's for Node
 * (`isSsrBuild`, .build/prerender/), which renders the public and docs pages to HTML.
 */
/**
 * React Router's package resolves its development build for every bundler condition, dev-only
 * checks and warnings included; a production build takes its production files instead
 * (docs/performance.md, What each change saved).
 */
const reactRouterProduction = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
        { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
      ]
    : [];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: isSsrBuild
    ? [contentMarkdown(), reactCompiler(), react(), stubPwaRegister()]
    : [contentMarkdown(), reactCompiler(), react(), lazyChakraGlobalStyles(), prerenderBuild(), pwa],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...reactRouterProduction(mode)] },
  define: { __PAINTQA_BUILD_ID__: JSON.stringify(buildId()) },
  server: { proxy },
  preview: { proxy },
  // The answer-check worker (src/lib/answer-check/) imports each schema module on demand: an ES
  // module worker, with chunks of its own, zod in one of them.
  worker: {
    format: 'es',
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]zod[\\/]/ }] } } },
  },
  build: isSsrBuild
    ? {}
    : {
        outDir: 'dist',
        sourcemap: true,
        // No <link rel="modulepreload"> per dependency of each lazy import: adding them cost a
        // phone more main-thread time than the import waterfall they save (docs/performance.md,
        // What each change saved). The service worker precaches every chunk for the next loads.
        modulePreload: false,
        rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
      },
}));
