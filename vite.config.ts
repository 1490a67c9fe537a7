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
 */
const vendorGroups = [
  { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 4 },
  { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis)[\\/]/, priority: 3 },
  { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
  { name: 'data', test: /node_modules[\\/](@tanstack|react-hook-form|@hookform|zod)[\\/]/, priority: 1 },
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
