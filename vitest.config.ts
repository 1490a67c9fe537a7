import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contentMarkdown } from './src/content/mdx-plugin';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Three suites: pure unit tests, server integration (Fastify + real PGlite or Postgres), and web
// integration (React Testing Library in jsdom through the real router). e2e runs in Playwright.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [contentMarkdown()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/integration/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database; two cores, so two workers.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        plugins: [contentMarkdown()],
        test: {
          name: 'web',
          include: ['tests/integration/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/web-setup.ts'],
          // Some tests drive the real server through sign-up and sign-in; generous on 2 busy cores.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
