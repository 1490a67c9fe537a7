import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentMarkdown } from './src/content/mdx-plugin';

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
 * and public pages load only Chakra's core (issues 5 and 12, `npm run bench`). supabase-js is
 * loaded on demand (src/lib/supabase.ts), never by the entry.
 */
const vendorGroups = [
  { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [contentMarkdown(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
