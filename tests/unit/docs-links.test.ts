import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README and docs/ (the team rule: the README stays short, longer material lives in docs/, and
// every relative link points at a file that exists).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README = join(ROOT, 'README.md');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return entry.endsWith('.md') ? [path] : [];
  });
}

/** The targets of the Markdown links `[text](target)`, outside code blocks and code spans. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target);
}

const FILES = [README, ...markdownFiles(join(ROOT, 'docs'))];

describe('README and docs', () => {
  it('finds the docs', () => {
    expect(FILES.length).toBeGreaterThan(5);
  });

  it.each(FILES.map((file) => [relative(ROOT, file), file]))('%s: every relative link points at an existing file, without an anchor', (_name, file) => {
    const problems = linkTargets(readFileSync(file, 'utf8'))
      .filter(isRelative)
      .flatMap((target) => {
        if (target.includes('#')) return [`${target}: has an anchor (link the file; name the section in words)`];
        return existsSync(join(dirname(file), decodeURIComponent(target))) ? [] : [`${target}: no such file`];
      });
    expect(problems).toEqual([]);
  });

  it('keeps the README under 200 lines', () => {
    expect(readFileSync(README, 'utf8').split('\n').length).toBeLessThan(200);
  });

  it('links every docs/ file from the README, and every decision from the decisions index', () => {
    const readmeLinks = linkTargets(readFileSync(README, 'utf8'));
    const topLevel = readdirSync(join(ROOT, 'docs')).filter((entry) => entry.endsWith('.md'));
    expect(topLevel.filter((entry) => !readmeLinks.includes(`docs/${entry}`))).toEqual([]);
    expect(readmeLinks).toContain('docs/decisions/README.md');

    const indexLinks = linkTargets(readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8'));
    const decisions = readdirSync(join(ROOT, 'docs/decisions')).filter((entry) => /^\d{4}-.+\.md$/.test(entry));
    expect(decisions.filter((entry) => !indexLinks.includes(entry))).toEqual([]);
  });

  it('states facts, not session history or issue numbers', () => {
    const history = FILES.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /\b(sessions?|issues?) \d+\b|#\d+\b|earlier sessions?/i.test(line))
        .map((line) => `${relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(history).toEqual([]);
  });
});
