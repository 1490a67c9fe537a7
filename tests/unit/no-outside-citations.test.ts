import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments and test titles cite the repository's own docs (docs/features.md, docs/offline.md...),
// never a document outside it or an issue number, so every citation can be followed from a checkout.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url));
const FOLDERS = ['src', 'sw', 'tests', 'scripts', 'bench'];
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js', 'index.html'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.sh', '.html', '.css', '.md', '.sql']);
// Applied migrations are never rewritten, so their comments stay as they were written.
const SKIPPED = [join('src', 'server', 'db', 'migrations')];
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  /spec section/i,
  /spec §/i,
  /\bissues? #?\d/i,
  /style\.md/i,
  /portal-spec/i,
  /product brief/i,
  /\bbrief sections?\b/i,
  /\bthe brief's\b/i,
  /\(brief:/i,
  /\bpwa\.md\b/i,
  /shared\/design\//i,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (SKIPPED.includes(relative(ROOT, path)) || entry === 'node_modules') return [];
    if (statSync(path).isDirectory()) return filesUnder(path);
    return EXTENSIONS.has(extname(entry)) ? [path] : [];
  });
}

const FILES = [...FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder))), ...ROOT_FILES.map((file) => join(ROOT, file))]
  .map((file) => relative(ROOT, file))
  .filter((file) => file !== SELF);

const cites = (line: string) => OUTSIDE_CITATIONS.some((pattern) => pattern.test(line));

describe('citations in the code', () => {
  it('scans the sources and tests', () => {
    expect(FILES.length).toBeGreaterThan(100);
  });

  it('cite docs/ only: no outside document or issue number', () => {
    const found = FILES.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index, lines) => {
          // A citation may be cut by the comment's line break ("(spec" / "* section 9)").
          const next = lines[index + 1] ?? '';
          const cut = !cites(next) && cites(`${line.trimEnd()} ${next.replace(/^\s*(\*|\/\/)\s?/, '')}`);
          return (cites(line) || cut) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});
