import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderDocument } from '@/prerender/render';

const CONFIG = {
  supabaseUrl: null,
  anonKey: 'paintqa-demo-anon-key-0123456789',
  staffEmailDomain: 'paintqa.example',
  provider: { name: 'PaintQA Services', address: '1200 West Georgia Street', phone: '16045550142', email: 'info@paintqa.example', timeZone: 'America/Vancouver' },
};

/** The Emotion class names (`css-…`) the page's elements carry, and those its <style>s define. */
function emotionClasses(html: string) {
  const used = new Set<string>();
  for (const [, names] of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of names!.split(/\s+/)) if (/^css-[a-z0-9]+$/.test(name)) used.add(name);
  }
  const styled = new Set<string>();
  for (const [, names] of html.matchAll(/<style data-emotion="css ([^"]*)"/g)) {
    for (const name of names!.split(' ')) styled.add(`css-${name}`);
  }
  return { used, styled };
}

/**
 * A pre-rendered page is seen before the app loads, so every styled element needs its style in the
 * page. A style first used by a Suspense fallback that React then dropped (the docs page skeleton
 * shares the title's styles) must still reach the page: without it the docs h1 was body-sized.
 */
describe('pre-rendered pages carry the style of every element', () => {
  const template = readFileSync('index.html', 'utf8');

  it.each(['/docs', '/docs/admin/invoicing', '/docs/client/getting-started', '/about'].filter((path) => PRERENDERED_PATHS.includes(path)))(
    '%s',
    async (path) => {
      const html = (await renderDocument(template, path, CONFIG))!;
      const { used, styled } = emotionClasses(html);
      expect(used.size).toBeGreaterThan(10);
      expect([...used].filter((name) => !styled.has(name)), path).toEqual([]);
    },
    60_000,
  );
});
