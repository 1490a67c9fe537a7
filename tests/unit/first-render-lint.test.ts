import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { firstRenderImports } from '../../eslint-rules/first-render-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/**
 * The first-render lint rule (eslint-rules/first-render-imports.js, docs/startup.md) on a fixture
 * project: src/main.tsx is the entry; src/shared/schema.ts imports zod.
 */
const root = mkdtempSync(join(tmpdir(), 'first-render-'));
const files: Record<string, string> = {
  'src/main.tsx': "import { boot } from './boot';\nboot();\n",
  'src/boot.ts': "import { check } from '@/lib/check';\nexport const boot = () => check();\n",
  'src/lib/check.ts': "import { schema } from '../shared/schema';\nexport const check = () => schema.parse(1);\n",
  'src/shared/schema.ts': "import { z } from 'zod';\nexport const schema = z.number();\nexport type Schema = number;\n",
  'src/lib/lazy.ts': "export const later = () => import('../shared/schema');\n",
  'src/lib/types-only.ts': "import type { Schema } from '../shared/schema';\nexport const one: Schema = 1;\n",
  'src/lib/unused.ts': "import { z } from 'zod';\nexport const unused = z;\n",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const options = [{ root, entries: ['src/main.tsx'], heavy: ['zod', '@supabase', 'react-hook-form', '@hookform'] }];
const file = (path: string) => ({ code: files[path]!, filename: join(root, path), options });
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('first-render/heavy-imports', firstRenderImports, {
  valid: [
    // Not reached from the entry: it may import zod.
    file('src/lib/unused.ts'),
    { ...file('src/shared/schema.ts'), options: [{ ...options[0]!, entries: ['src/lib/lazy.ts'] }] },
    // Reached, but zod comes only through a dynamic import or a type-only import.
    { code: "import { later } from './lib/lazy';\nimport { one } from './lib/types-only';\nlater();\nexport const x = one;\n", filename: join(root, 'src/main.tsx'), options },
  ],
  invalid: [
    // The chain main -> boot -> check -> schema -> zod is reported at each link.
    { ...file('src/main.tsx'), errors: [{ messageId: 'heavy' }] },
    { ...file('src/lib/check.ts'), errors: [{ messageId: 'heavy' }] },
    { ...file('src/shared/schema.ts'), errors: [{ messageId: 'heavy' }] },
    // An import of only inline types stays an import (verbatimModuleSyntax): it counts.
    { code: "import { type Schema } from './shared/schema';\nexport const one: Schema = 1;\n", filename: join(root, 'src/boot.ts'), options, errors: [{ messageId: 'heavy' }] },
  ],
});
