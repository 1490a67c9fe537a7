import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { WEB_MANIFEST } from '@/lib/pwa/web-manifest';

// The web manifest (vite.config.ts hands it to vite-plugin-pwa) and the icons index.html links:
// what Chromium's installability check and the launchers need, and files that really are what
// they claim. The built manifest and the installability check itself: tests/e2e/pwa.spec.ts.

const PUBLIC = join(import.meta.dirname, '../../public');
const INDEX_HTML = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(join(PUBLIC, file));
  expect(bytes.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const hrefsOf = (rel: string) =>
  Array.from(INDEX_HTML.matchAll(new RegExp(`<link rel="${rel}" href="/([^"]+)"([^>]*)>`, 'g')), (match) => ({ file: match[1]!, attributes: match[2]! }));

describe('web manifest', () => {
  it('has what an installable, standalone app needs', () => {
    expect(WEB_MANIFEST).toMatchObject({
      name: 'PaintQA Portal',
      short_name: 'PaintQA',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(WEB_MANIFEST.description.length).toBeGreaterThan(20);
    expect(WEB_MANIFEST.short_name.length).toBeLessThanOrEqual(12);
    expect(WEB_MANIFEST.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(WEB_MANIFEST.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lists 192 and 512 icons and a maskable 512, each a PNG of its stated size', () => {
    const listed = WEB_MANIFEST.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(listed).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of WEB_MANIFEST.icons) {
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('offers its shortcuts, each a screen of the app', () => {
    expect(WEB_MANIFEST.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Request Inspection', paths.requestInspector.getHref()],
      ['My Requests', paths.myRequests.getHref()],
      ['Deficiency Tracking', paths.deficiencyTracking.getHref()],
    ]);
  });
});

describe('icons linked from index.html', () => {
  it('links a 180 x 180 apple-touch-icon', () => {
    const [apple, ...more] = hrefsOf('apple-touch-icon');
    expect(more).toEqual([]);
    expect(pngSize(apple!.file)).toEqual({ width: 180, height: 180 });
  });

  it('links favicons that exist: a 32 x 32 .ico holding a PNG, and an SVG', () => {
    const icons = hrefsOf('icon');
    expect(icons.map((icon) => icon.file)).toEqual(['favicon.ico', 'favicon.svg']);
    const ico = readFileSync(join(PUBLIC, 'favicon.ico'));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32]);
    expect(ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + 4).toString('hex')).toBe('89504e47');
    expect(readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">/);
  });

  it('has a theme colour for the browser UI', () => {
    expect(INDEX_HTML).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
  });
});
