#!/usr/bin/env node
// What `npm run serve` loads from node_modules must be there after `npm ci --omit=dev`
// (docs/production.md, Build and run). The server bundle's external imports must be declared in
// package.json "dependencies"; the pre-renderer's bundle (vite's SSR build leaves packages
// external) may also use what those dependencies install, which package-lock.json marks without
// `dev`. Run after `npm run build`: `node scripts/production-deps.mjs` exits 1 naming each miss.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Packages the server resolves by path at run time (no import esbuild could see). */
export const RUNTIME_RESOLVED = ['dejavu-fonts-ttf'];

/** The optional native driver of pg: loaded only when asked for, never installed here. */
const OPTIONAL = new Set(['pg-native']);

/** The package a bare import names: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/** The packages the server bundle imports from node_modules, as esbuild bundles it (nothing written). */
export async function serverBundleExternals() {
  const result = await build({ ...serverBuildOptions(), write: false, metafile: true, logLevel: 'silent' });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  return [...new Set(imports.filter((entry) => entry.external && !isBuiltin(entry.path)).map((entry) => packageOf(entry.path)))].sort();
}

/** The packages the built pre-renderer imports (bare specifiers in .build/prerender), or null before a build. */
export function prerenderBundleExternals(folder = join(root, '.build/prerender')) {
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder, { recursive: true }).filter((file) => String(file).endsWith('.js'));
  const specifiers = new Set();
  for (const file of files) {
    const code = readFileSync(join(folder, String(file)), 'utf8');
    // Static imports and re-exports start a line in vite's output; dynamic ones are import("x").
    const statements = code.matchAll(/^(?:import|export)\b[^;'"]*?["']([^"']+)["']/gm);
    const dynamic = code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g);
    for (const [, specifier] of [...statements, ...dynamic]) {
      if (!/^[./]/.test(specifier) && !specifier.startsWith('@/') && !isBuiltin(specifier)) specifiers.add(packageOf(specifier));
    }
  }
  return [...specifiers].sort();
}

const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** Of `packages`, those not in package.json "dependencies". */
export function notInDependencies(packages, manifest = readJson('package.json')) {
  return packages.filter((name) => !OPTIONAL.has(name) && !(name in (manifest.dependencies ?? {})));
}

/** Of `packages`, those `npm ci --omit=dev` would not install (absent, or marked dev in the lock file). */
export function notInstalledForProduction(packages, lock = readJson('package-lock.json')) {
  return packages.filter((name) => {
    const entry = lock.packages?.[`node_modules/${name}`];
    return !OPTIONAL.has(name) && (!entry || entry.dev === true);
  });
}

/** Every problem, one line each (empty when `npm ci --omit=dev` is enough). */
export async function productionDependencyProblems() {
  const problems = notInDependencies([...(await serverBundleExternals()), ...RUNTIME_RESOLVED]).map(
    (name) => `${name}: the server loads it at run time; move it to "dependencies" in package.json`,
  );
  const prerender = prerenderBundleExternals();
  if (prerender) {
    problems.push(
      ...notInstalledForProduction(prerender).map((name) => `${name}: the pre-renderer imports it; add it to "dependencies" in package.json`),
    );
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await productionDependencyProblems();
  if (problems.length > 0) {
    console.error(`Not installed by npm ci --omit=dev:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
}
