import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { CURRENCY, LOCALE } from '@/shared/format/locale';

// The portal writes numbers, amounts and dates in one locale and amounts in one currency, each
// named once in src/shared/format/locale.ts (docs/features.md, Words and formats).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ONE_PLACE = join('src', 'shared', 'format', 'locale.ts');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return ['.ts', '.tsx'].includes(extname(entry)) ? [relative(ROOT, path)] : [];
  });
}

describe('one locale and one currency', () => {
  it('are en-US and USD', () => {
    expect(LOCALE).toBe('en-US');
    expect(CURRENCY).toBe('USD');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatDate('2026-03-14')).toBe('Mar 14, 2026');
  });

  it('are spelled out nowhere in src but src/shared/format/locale.ts', () => {
    const copies = sourcesUnder(join(ROOT, 'src'))
      .filter((file) => file !== ONE_PLACE)
      .filter((file) => /['"`](en-US|USD)['"`]/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(copies).toEqual([]);
  });
});
