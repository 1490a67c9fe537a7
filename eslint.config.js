// ESLint flat config (ESLint 10). Not type-aware on purpose: `tsc --noEmit` (npm run typecheck)
// does the type checking, and type-aware linting is too slow for two cores.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importPlugin from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { firstRenderPlugin } from './eslint-rules/first-render-imports.js';

const root = import.meta.dirname;

/**
 * The dependency direction of docs/architecture.md:
 *   shared <- lib <- components <- features <- app <- boot/prerender;  server -> shared only;  sw -> shared only.
 * Each zone forbids files under `target` to import anything under `from`.
 */
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature never imports another one (docs/architecture.md, "Front end: features and composition"). */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature does not import another feature: what two features share moves to components/, lib/ or shared/; screens combining features are composed in src/app/routes.',
}));

const zones = [
  ...featureZones,
  {
    target: './src/shared',
    from: ['./src/lib', './src/components', './src/features', './src/app', './src/server', './sw'],
    message: 'src/shared is isomorphic: it imports nothing from the browser, server or worker code.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app', './src/server', './sw'],
    message: 'src/lib and src/components sit below features and app, and never import server code.',
  },
  {
    target: './src/lib',
    from: './src/components',
    message: 'src/lib sits below src/components: UI goes to components, which imports the logic from lib (e.g. src/components/pwa over src/lib/pwa).',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/server', './sw'],
    message: 'Features do not import from the app layer or the server.',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/features', './src/lib', './src/components', './sw'],
    message: 'The server imports only src/shared from the front-end tree.',
  },
  {
    // Markdown pages and docs with their renderers: a library level like lib/components, used by
    // features (and its Vite plugin, src/content/mdx-plugin.ts, by vite.config.ts).
    target: './src/content',
    from: ['./src/features', './src/app', './src/server', './sw'],
    message: 'src/content sits below features and app, and never imports server code.',
  },
  {
    target: './sw',
    from: './src',
    except: ['./shared'],
    message: 'The service worker imports only src/shared.',
  },
  {
    // The entry's start-up code (src/boot) and the build's pre-rendering (src/prerender) sit above
    // the app: they import it, never the reverse (docs/architecture.md).
    target: ['./src/app', './src/features', './src/components', './src/lib', './src/shared', './src/content'],
    from: ['./src/boot', './src/prerender'],
    message: 'src/boot and src/prerender sit above the app: nothing below them imports them.',
  },
  {
    // main.tsx only mounts <App/>; nothing in src may import the entry module.
    target: './src',
    from: './src/main.tsx',
    message: 'Nothing imports the entry module.',
  },
];

/** The browser's code takes zod from src/shared/zod (its index says why); types may come from zod. */
const zodThroughShared = {
  name: 'zod',
  allowTypeImports: true,
  message: "Import { z } from '@/shared/zod' (src/shared/zod/index.ts says why).",
};

export default defineConfig(
  globalIgnores([
    'dist/',
    '.build/',
    'dev-dist/',
    'node_modules/',
    'data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'src/server/db/migrations/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  importPlugin.flatConfigs.recommended,
  importPlugin.flatConfigs.typescript,

  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: [`${root}/tsconfig.json`, `${root}/sw/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Unused code is an error, but `_`-prefixed names mark deliberately unused ones
      // (Fastify handlers that ignore the request, array holes in destructuring, ...).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'all',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
      'prefer-const': 'error',

      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'import-x/first': 'error',
      'import-x/no-mutable-exports': 'error',
      // Default exports are for config files only: modules use named exports (docs/architecture.md).
      'import-x/no-default-export': 'error',
      // TypeScript resolves these already; the import-x versions are slow and duplicate tsc.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
    },
  },

  // The browser app.
  {
    files: ['src/main.tsx', 'src/app/**', 'src/features/**', 'src/components/**', 'src/lib/**', 'src/content/**'],
    ignores: ['src/content/mdx-plugin.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Calls React Compiler (decision 0033) cannot memoize safely, e.g. react-hook-form's watch()
      // or a virtualizer: each needs a look at what its callers keep ('use no memo' where they would).
      'react-hooks/incompatible-library': 'error',
    },
  },

  // Isomorphic code: no environment-specific globals beyond what all three share.
  {
    files: ['src/shared/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },

  // The server, build-time code and Node scripts.
  {
    files: ['src/server/**', 'src/content/mdx-plugin.ts', 'scripts/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Thin routes (docs/architecture.md, "Server: routes, services, repositories"): a write's
  // transaction lives in its service, for /api and /auth/v1 alike.
  {
    files: ['src/server/routes/**', 'src/server/auth/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open the transaction in the service (src/server/services/<resource>.ts, src/server/auth/auth-service.ts).',
        },
      ],
    },
  },

  // The service worker.
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  // Tests: node + browser globals (jsdom, Playwright's page.evaluate callbacks).
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Playwright fixtures take `use` as an argument, which is not React's `use` hook.
      'react-hooks/rules-of-hooks': 'off',
    },
  },

  // zod in the browser build comes through src/shared/zod, a namespace of the members the code
  // uses (zod's own `z` is built whole there, its locales included: src/shared/zod/index.ts).
  {
    files: ['src/shared/**'],
    ignores: ['src/shared/zod/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodThroughShared] }] },
  },

  // Browser data (docs/architecture.md, "Browser data: one folder per API resource"): every write
  // goes through src/lib/api/use-api-mutation.ts, which alone imports useMutation; apiClient's
  // `idempotencyKey` option writes the header; query keys come from src/lib/api/<resource>/keys.ts.
  {
    files: ['src/main.tsx', 'src/app/**', 'src/features/**', 'src/components/**', 'src/lib/**', 'src/content/**'],
    ignores: ['src/lib/api/*/keys.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Writes use useApiMutation or useQueuedWrite (src/lib/api/use-api-mutation.ts).',
            },
            zodThroughShared,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='Idempotency-Key']",
          message: "Pass apiClient's `idempotencyKey` option; the header name lives in src/shared/schemas/common-values.ts.",
        },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Take the key from the resource's factory (src/lib/api/<resource>/keys.ts).",
        },
      ],
    },
  },
  {
    files: ['src/lib/api/use-api-mutation.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },

  // Top-level tool config files are the one place for default exports (elsewhere: a disable comment).
  {
    files: ['*.config.{js,ts,mjs,cjs,mts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'import-x/no-default-export': 'off' },
  },

  // Nothing heavy before the first screen (docs/startup.md, decision 0015): no module that the
  // entry script, the app's start, the theme, the app shell or the signed-in shells load statically
  // may import zod, the auth client or the form libraries, directly or through another module.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    plugins: { 'first-render': firstRenderPlugin },
    rules: {
      'first-render/heavy-imports': [
        'error',
        {
          root,
          entries: ['src/main.tsx', 'src/boot/start-app.tsx', 'src/app/theme.ts', 'src/app/routes/root-layout.tsx', 'src/prerender/signed-in-shell.tsx'],
          heavy: ['zod', '@supabase', 'react-hook-form', '@hookform'],
        },
      ],
    },
  },

  // Type declarations (Fastify augmentation, `declare module '*.md'`) describe modules that
  // others wrote, default exports included.
  {
    files: ['**/*.d.ts'],
    rules: { 'import-x/no-unresolved': 'off', 'import-x/no-default-export': 'off' },
  },
);
