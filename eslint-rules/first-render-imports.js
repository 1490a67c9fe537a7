// A local ESLint rule: nothing heavy in the modules the first screen needs (docs/startup.md,
// docs/decisions/0015-nothing-heavy-before-needed.md). It walks the static import graph from the
// entry modules and reports, in any module reachable from them, a static import of a heavy
// package (zod, the auth client, the form libraries...) or of a module that statically reaches
// one. A dynamic `import()` is not followed (it loads on demand) and neither is an `import type`
// (erased). `import { type A } from 'x'` is followed: with verbatimModuleSyntax it stays an import.
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

/** path -> { mtimeMs, imports: [{ specifier, line }] }: each file is parsed once while unchanged. */
const parsed = new Map();

/** The static, non-type imports and re-exports of a module's source text. */
export function staticImportsOf(text, fileName = 'module.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imports = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
    const isReexport = ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly;
    if ((isImport || isReexport) && ts.isStringLiteral(statement.moduleSpecifier)) imports.push(statement.moduleSpecifier.text);
  }
  return imports;
}

function importsOfFile(path) {
  const { mtimeMs } = statSync(path);
  const cached = parsed.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  const imports = staticImportsOf(readFileSync(path, 'utf8'), path);
  parsed.set(path, { mtimeMs, imports });
  return imports;
}

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Resolutions by directory and specifier: a lint run resolves each once. */
const resolved = new Map();

/** A project module's file ('@/...' is src/, as in tsconfig.json), or null for a package or an asset. */
function resolveModule(specifier, fromFile, srcDir) {
  let base;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  if (resolved.has(base)) return resolved.get(base);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  const file = candidates.find((path) => EXTENSIONS.some((ext) => path.endsWith(ext)) && isFile(path)) ?? null;
  resolved.set(base, file);
  return file;
}

const packageOf = (specifier) => (specifier.startsWith('.') || specifier.startsWith('@/') ? null : specifier);
const heavyPackage = (specifier, heavy) => {
  const name = packageOf(specifier);
  return name && heavy.some((prefix) => name === prefix || name.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) ? name : null;
};

/**
 * The graph from the entries: for each reachable module, the chain that reaches it; and for any
 * module, the heavy package it statically reaches with the chain to it (memoized per walk).
 */
function walkFrom(entries, heavy, srcDir) {
  const reachedBy = new Map(entries.map((entry) => [entry, [entry]]));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    for (const specifier of isFile(file) ? importsOfFile(file) : []) {
      const target = resolveModule(specifier, file, srcDir);
      if (target && !reachedBy.has(target)) {
        reachedBy.set(target, [...reachedBy.get(file), target]);
        queue.push(target);
      }
    }
  }
  const heavyFrom = new Map();
  const heavyChain = (file, visiting = new Set()) => {
    if (heavyFrom.has(file)) return heavyFrom.get(file);
    if (visiting.has(file)) return null;
    visiting.add(file);
    let found = null;
    for (const specifier of importsOfFile(file)) {
      const name = heavyPackage(specifier, heavy);
      const target = name ? null : resolveModule(specifier, file, srcDir);
      const chain = name ? [name] : target ? heavyChain(target, visiting) : null;
      if (chain) {
        found = name ? chain : [target, ...chain];
        break;
      }
    }
    visiting.delete(file);
    heavyFrom.set(file, found);
    return found;
  };
  return { reachedBy, heavyChain };
}

/** The last walk per configuration, reused while none of the modules it read has changed. */
const walks = new Map();

function walk(entries, heavy, srcDir) {
  const key = JSON.stringify([entries, heavy, srcDir]);
  const last = walks.get(key);
  if (last && [...last.mtimes].every(([file, mtimeMs]) => isFile(file) && statSync(file).mtimeMs === mtimeMs)) return last.result;
  const result = walkFrom(entries, heavy, srcDir);
  const mtimes = new Map([...result.reachedBy.keys()].filter(isFile).map((file) => [file, statSync(file).mtimeMs]));
  walks.set(key, { mtimes, result });
  return result;
}

export const firstRenderImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep heavy modules (zod, the auth client, the form libraries) out of the modules the first screen loads statically.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          entries: { type: 'array', items: { type: 'string' }, minItems: 1 },
          heavy: { type: 'array', items: { type: 'string' }, minItems: 1 },
        },
        required: ['root', 'entries', 'heavy'],
        additionalProperties: false,
      },
    ],
    messages: {
      heavy:
        "{{file}} loads before the first screen ({{how}}), and '{{module}}' brings in {{heavy}}. Load it with a dynamic import() where it is needed, or import only types (docs/startup.md).",
    },
  },
  create(context) {
    const { root, entries, heavy } = context.options[0];
    const srcDir = join(root, 'src');
    const file = context.filename;
    const { reachedBy, heavyChain } = walk(
      entries.map((entry) => (isAbsolute(entry) ? entry : join(root, entry))),
      heavy,
      srcDir,
    );
    const reached = reachedBy.get(file);
    if (!reached) return {};
    const show = (path) => relative(root, path);
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const specifier = node.source.value;
      const name = heavyPackage(specifier, heavy);
      const target = name ? null : resolveModule(specifier, file, srcDir);
      const chain = name ? [name] : target ? heavyChain(target) : null;
      if (!chain) return;
      context.report({
        node,
        messageId: 'heavy',
        data: {
          module: specifier,
          file: show(file),
          how: reached.length > 1 ? `from ${reached.map(show).join(' -> ')}` : 'an entry',
          heavy: (name ? [name] : [target, ...chain]).map((item) => (isAbsolute(item) ? show(item) : item)).join(' -> '),
        },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const firstRenderPlugin = { meta: { name: 'first-render' }, rules: { 'heavy-imports': firstRenderImports } };
