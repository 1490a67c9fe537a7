import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/env';
import { renderDeficiencyListPdf } from '../../src/server/services/pdf/deficiency-list';
import { renderFinalReportPdf } from '../../src/server/services/pdf/final-report';
import { renderInspectionReportPdf } from '../../src/server/services/pdf/inspection-report';
import { createPdf, finishPdf, fitColumns, providerFromConfig, table, type ProviderDetails } from '../../src/server/services/pdf/layout';
import type { ReportDeficiency, ReportInspection, ReportProject } from '../../src/server/services/pdf/sections';
import { pageContent, pdfImages } from '../support/pdf-objects';
import { parsePdf } from '../support/pdf-text';
import { samplePng } from '../support/sample-images';

const provider: ProviderDetails = { name: 'Coastal Coatings QA', address: '77 Harbour Road, Victoria, BC', phone: '2505550199', email: 'qa@coastal.example' };
const project: ReportProject = { code: 'BC-26-0142', name: 'Seawall Library', address: '1 Seawall Walk', city: 'Vancouver', region: 'BC', clientCompany: 'Harbourview Strata' };
const inspection: ReportInspection = {
  stage: 'primer',
  scheduledAt: new Date('2026-06-02T16:00:00Z'),
  performedAt: new Date('2026-06-02T17:30:00Z'),
  inspectorName: 'Iris Inspector',
  result: 'pass',
  airTemperatureC: null,
  surfaceTemperatureC: null,
  relativeHumidity: null,
  dewPointC: null,
  notes: '',
};
const deficiency = (number: number): ReportDeficiency => ({
  number,
  location: 'Stairwell',
  description: 'Holidays in the primer coat',
  category: 'application',
  severity: 'major',
  status: 'ready_for_reinspection',
  dueDate: '2026-06-20',
  responsibleCompany: 'Brushworks Painting Ltd',
});
const signed = new Date('2026-06-03T18:00:00Z');

/** How often each whitespace-separated word occurs in a text. */
const wordCounts = (text: string) => {
  const counts = new Map<string, number>();
  for (const word of text.split(/\s+/).filter(Boolean)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};

describe('PDF signature line', () => {
  it('closes an inspection report with the visiting inspector’s name and the date', async () => {
    const pdf = await renderInspectionReportPdf({ provider, project, inspection, deficiencies: [], photos: [], version: 1, date: signed });
    const { text } = await parsePdf(pdf);
    expect(text).toMatch(/Inspector: Iris Inspector\s+Date: Jun 3, 2026/);
  });

  it('has the final report signed by the project’s lead, else by the last visit’s inspector', async () => {
    const inspections = [inspection, { ...inspection, inspectorName: 'Victor Visit' }];
    const withLead = await parsePdf(await renderFinalReportPdf({ provider, project: { ...project, leadInspectorName: 'Lena Lead' }, inspections, deficiencies: [], version: 1, date: signed }));
    expect(withLead.text).toMatch(/Lead inspector: Lena Lead\s+Date: Jun 3, 2026/);
    const withoutLead = await parsePdf(await renderFinalReportPdf({ provider, project, inspections, deficiencies: [], version: 1, date: signed }));
    expect(withoutLead.text).toContain('Lead inspector: Victor Visit');
  });
});

describe('PDF tables wrap between words only', () => {
  const long = ['Ready for reinspection', 'Responsibility transferred', 'Subcontractor', 'Waterproofing membrane', 'Intumescent', 'Electrostatic', 'Discontinuity', 'Reinstatement'];
  const columns = long.map((_, index) => ({ header: `Column ${index + 1}`, width: 1 / long.length, value: (row: string[]) => row[index]! }));
  const rows = Array.from({ length: 5 }, () => long);

  it('gives every column at least its longest word', () => {
    const doc = createPdf('Widths');
    const total = 495;
    const { size, widths } = fitColumns(doc, columns.map((column) => column.width), columns.map((column) => column.header), rows, total);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(total, 3);
    doc.font('regular').fontSize(size);
    long.forEach((cell, index) => {
      const longest = Math.max(...cell.split(' ').map((word) => doc.widthOfString(word)));
      expect(widths[index]! - 6, cell).toBeGreaterThanOrEqual(longest);
    });
    // A wide column keeps its share when the narrow ones fit.
    const easy = fitColumns(doc, [0.1, 0.9], ['#', 'Notes'], [['1', 'short words only']], total);
    expect(easy).toEqual({ size: 9, widths: [49.5, 445.5] });
  });

  it('prints no word split across lines, even in narrow columns', async () => {
    const doc = createPdf('Narrow table');
    table(doc, columns, rows, 'None');
    const { text } = await parsePdf(await finishPdf(doc, provider, 'Narrow table'));
    const counts = wordCounts(text);
    for (const word of long.flatMap((cell) => cell.split(' ')).filter((word) => word.length > 6)) {
      expect(counts.get(word), word).toBe(rows.length);
    }
    expect(text).not.toMatch(/(^|\s)einspection/);
  });

  it('keeps "Ready for reinspection" whole in a deficiency list', async () => {
    const { text } = await parsePdf(await renderDeficiencyListPdf({ provider, project, deficiencies: [deficiency(1), deficiency(2)], version: 1 }));
    expect(wordCounts(text).get('reinspection')).toBe(2);
  });
});

describe('PDF logo', () => {
  const folder = mkdtempSync(join(tmpdir(), 'paintqa-logo-'));
  const logoFile = join(folder, 'logo.png');
  writeFileSync(logoFile, samplePng(300, 100, 3));

  it('embeds the configured logo once, drawn on every page', async () => {
    const logoProvider = { ...providerFromConfig(loadConfig({ NODE_ENV: 'test', PROVIDER_LOGO_FILE: logoFile })), name: provider.name };
    const pdf = await renderDeficiencyListPdf({ provider: logoProvider, project, deficiencies: Array.from({ length: 60 }, (_, index) => deficiency(index + 1)), version: 1 });
    const { pages } = await parsePdf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(await pdfImages(pdf)).toEqual([{ width: 300, height: 100 }]);
    for (let page = 0; page < pages; page += 1) expect(await pageContent(pdf, page)).toMatch(/\/I\d+ Do/);
  });

  it('draws the default mark (curves in the brand colour, the initials) when none is configured', async () => {
    const pdf = await renderDeficiencyListPdf({ provider, project, deficiencies: [], version: 1 });
    expect(await pdfImages(pdf)).toEqual([]);
    const content = await pageContent(pdf);
    expect(content).not.toMatch(/ Do\b/);
    expect(content.match(/ c\n/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    expect(content).toMatch(/0\.16862\d* 0\.42352\d* 0\.69019\d* scn\nf\n/);
    expect((await parsePdf(pdf)).text).toMatch(/^CC\b/m);
  });

  it('refuses a missing or non-image logo file at start-up, naming the variable', () => {
    const textFile = join(folder, 'logo.png.txt');
    writeFileSync(textFile, 'not an image');
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_LOGO_FILE: join(folder, 'missing.png') })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_LOGO_FILE: join(folder, 'missing.png') })).toThrow(/PROVIDER_LOGO_FILE: no such file/);
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_LOGO_FILE: textFile })).toThrow(/PROVIDER_LOGO_FILE: .* is not a PNG or JPEG image/);
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_LOGO_FILE: folder })).toThrow(/PROVIDER_LOGO_FILE: cannot read/);
  });
});
