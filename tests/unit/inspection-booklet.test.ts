import { describe, expect, it } from 'vitest';
import { renderDeficiencyListPdf } from '../../src/server/services/pdf/deficiency-list';
import { BOOKLET_LIMITS, buildInspectionBooklet, type BookletEntry } from '../../src/server/services/pdf/inspection-booklet';
import type { ProviderDetails } from '../../src/server/services/pdf/layout';
import type { ReportDeficiency, ReportProject } from '../../src/server/services/pdf/sections';
import { parsePdf } from '../support/pdf-text';

const provider: ProviderDetails = { name: 'Coastal Coatings QA', address: '77 Harbour Road, Victoria, BC', phone: '2505550199', email: 'qa@coastal.example' };
const project: ReportProject = { code: 'BC-26-0142', name: 'Seawall Library', address: '1 Seawall Walk', city: 'Vancouver', region: 'BC', clientCompany: 'Harbourview Strata' };
const deficiency = (number: number): ReportDeficiency => ({
  number,
  location: `Stairwell level ${number}`,
  description: `Holidays in the primer coat, item ${number}`,
  category: 'application',
  severity: 'major',
  status: 'closed',
  dueDate: '2026-06-20',
  responsibleCompany: 'Brushworks Painting Ltd',
});

/** A real report PDF of `items` deficiencies (more items, more pages). */
async function reportPdf(items: number, version: number) {
  return renderDeficiencyListPdf({ provider, project, deficiencies: Array.from({ length: items }, (_, index) => deficiency(index + 1)), version });
}

const entry = (title: string, bytes: Buffer | null, sizeBytes = bytes?.length ?? 1000): BookletEntry => ({
  title,
  about: null,
  publishedAt: new Date('2026-06-03T12:00:00Z'),
  sizeBytes,
  load: () => (bytes ? Promise.resolve(bytes) : Promise.reject(new Error('No stored file'))),
});

describe('buildInspectionBooklet', () => {
  it('binds a contents page and every report, numbering where each one starts', async () => {
    const first = await reportPdf(2, 1);
    const second = await reportPdf(60, 2);
    const [firstPages, secondPages] = [(await parsePdf(first)).pages, (await parsePdf(second)).pages];
    expect(secondPages).toBeGreaterThan(1);

    const booklet = await buildInspectionBooklet({
      provider,
      project,
      certificateNo: 'G-2026-0007',
      issuedOn: '2026-11-23',
      entries: [entry('Deficiency list v1', first), entry('Deficiency list v2', second)],
    });
    const { pages, text } = await parsePdf(booklet.pdf);
    expect(pages).toBe(1 + firstPages + secondPages);
    expect(booklet.pageCount).toBe(pages);
    expect(booklet.coverPages).toBe(1);
    expect(booklet.contents.map((line) => [line.title, line.firstPage, line.pageCount])).toEqual([
      ['Deficiency list v1', 2, firstPages],
      ['Deficiency list v2', 2 + firstPages, secondPages],
    ]);
    for (const expected of ['Inspection booklet', 'G-2026-0007', 'BC-26-0142 · Seawall Library', '1 Seawall Walk', 'Harbourview Strata', 'Nov 23, 2026', 'Contents', `Page 1 of ${pages}`]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`${2 + firstPages}–${1 + firstPages + secondPages}`);
  });

  it('lists, without binding, a report whose file cannot be read and the reports past the size limit', async () => {
    const small = await reportPdf(1, 1);
    const booklet = await buildInspectionBooklet({
      provider,
      project,
      certificateNo: 'G-2026-0008',
      issuedOn: '2026-11-23',
      entries: [entry('Inspection report v1', small), entry('Final report v1', null), entry('Deficiency list v1', small, BOOKLET_LIMITS.maxSourceBytes)],
    });
    const { pages, text: raw } = await parsePdf(booklet.pdf);
    const text = raw.replace(/\s+/g, ' '); // table cells wrap
    expect(pages).toBe(1 + (await parsePdf(small)).pages);
    expect(booklet.contents.map((line) => line.omitted)).toEqual([null, 'unreadable', 'limit']);
    expect(text).toContain('Not included (file unavailable)');
    expect(text).toContain('Not included (size limit)');
    expect(text).toContain('can be downloaded one by one');
  });

  it('makes a booklet with only its cover when nothing is published', async () => {
    const booklet = await buildInspectionBooklet({ provider, project, certificateNo: 'G-2026-0009', issuedOn: '2026-11-23', entries: [] });
    const { pages, text } = await parsePdf(booklet.pdf);
    expect(pages).toBe(1);
    expect(text).toContain('No report of this project has been published.');
  });
});
