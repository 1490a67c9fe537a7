import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderDocument } from '@/prerender/render';
import { inlineScriptHashes } from '../../src/server/plugins/security-headers';

const CONFIG = {
  supabaseUrl: null,
  anonKey: 'paintqa-demo-anon-key-0123456789',
  staffEmailDomain: 'paintqa.example',
  provider: { name: 'PaintQA Services', address: '1200 West Georgia Street', phone: '16045550142', email: 'info@paintqa.example', timeZone: 'America/Vancouver' },
};

/**
 * The script policy allows index.html's inline scripts by hash, computed by the server from the
 * index.html it serves (src/server/plugins/security-headers.ts). A pre-rendered page is that
 * template with markup added: it must add no inline script of its own, or browsers would block it.
 */
describe('pre-rendered pages and the script policy', () => {
  const template = readFileSync('index.html', 'utf8');

  it('adds no inline script to any page', async () => {
    const expected = inlineScriptHashes(template);
    expect(expected).toHaveLength(1);
    for (const path of PRERENDERED_PATHS) {
      const html = await renderDocument(template, path, CONFIG);
      expect(html, path).toContain('id="prerendered"');
      expect(inlineScriptHashes(html!), path).toEqual(expected);
    }
  }, 120_000);

  it("serves /home with both homes' headings, for index.html to show the role's", async () => {
    const html = (await renderDocument(template, '/home', CONFIG))!;
    expect(html).toContain('id="signed-in-shell"');
    expect(html).toMatch(/data-home-shell="client"[^>]*>.*Client Dashboard/s);
    expect(html).toMatch(/data-home-shell="staff"[^>]*>.*Staff Dashboard/s);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(template));
  }, 120_000);
});
