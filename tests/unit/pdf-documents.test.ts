import { describe, expect, it } from 'vitest';
import { renderDeficiencyListPdf } from '../../src/server/services/pdf/deficiency-list';
import { renderFinalReportPdf } from '../../src/server/services/pdf/final-report';
import { renderGuaranteeCertificatePdf } from '../../src/server/services/pdf/guarantee-certificate';
import { renderInspectionReportPdf } from '../../src/server/services/pdf/inspection-report';
import type { ProviderDetails } from '../../src/server/services/pdf/layout';
import type { ReportDeficiency, ReportInspection, ReportProject } from '../../src/server/services/pdf/sections';
import { renderWarningLetterPdf } from '../../src/server/services/pdf/warning-letter';
import { parsePdf } from '../support/pdf-text';
import { samplePng } from '../support/sample-images';

// The documents are parsed back (page count, extracted text), not only checked for bytes.
const provider: ProviderDetails = { name: 'Coastal Coatings QA', address: '77 Harbour Road, Victoria, BC', phone: '2505550199', email: 'qa@coastal.example' };
const project: ReportProject = { code: 'BC-26-0142', name: 'Seawall Library', address: '1 Seawall Walk', city: 'Vancouver', region: 'BC', clientCompany: 'Harbourview Strata' };
const inspection: ReportInspection = {
  stage: 'primer',
  scheduledAt: new Date('2026-06-02T16:00:00Z'),
  performedAt: new Date('2026-06-02T17:30:00Z'),
  inspectorName: 'Iris Inspector',
  result: 'pass_with_deficiencies',
  airTemperatureC: 18.5,
  surfaceTemperatureC: 16,
  relativeHumidity: 55,
  dewPointC: 9.3,
  notes: 'Primer coverage good on the north wall; see deficiencies for the stairwell.',
};
const deficiency = (number: number, overrides: Partial<ReportDeficiency> = {}): ReportDeficiency => ({
  number,
  location: `Stairwell level ${number}`,
  description: `Holidays in the primer coat, item ${number}`,
  category: 'application',
  severity: 'major',
  status: 'open',
  dueDate: '2026-06-20',
  responsibleCompany: 'Brushworks Painting Ltd',
  ...overrides,
});

function expectProviderHeader(text: string, pages: number) {
  expect(text).toContain(provider.name);
  expect(text).toContain(provider.address);
  expect(text).toContain('(250) 555-0199');
  expect(text).toContain(provider.email);
  expect(text).toContain(`Page ${pages} of ${pages}`);
}

describe('PDF documents', () => {
  it('renders an inspection report with conditions, deficiencies and photos', async () => {
    const pdf = await renderInspectionReportPdf({
      provider,
      project,
      inspection,
      deficiencies: [deficiency(1), deficiency(2, { severity: 'critical' })],
      photos: Array.from({ length: 6 }, (_, index) => ({ caption: `photo-${index + 1}.png`, bytes: samplePng(200, 150, index) })),
      version: 2,
    });
    const { pages, text } = await parsePdf(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expectProviderHeader(text, pages);
    for (const expected of ['Inspection report: Primer', 'BC-26-0142 · Seawall Library', 'Iris Inspector', 'Pass with deficiencies', '18.5 °C', '55 %', '9.3 °C', 'Primer coverage good', 'Stairwell level 2', 'Critical', 'Photos (6)', 'photo-6.png', 'Page 1 of']) {
      expect(text).toContain(expected);
    }
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The fonts are embedded TrueType subsets (no reliance on the reader's fonts).
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('renders a long deficiency list over several pages, numbering every page', async () => {
    const list = Array.from({ length: 60 }, (_, index) => deficiency(index + 1, { status: index % 2 ? 'closed' : 'open' }));
    const { pages, text } = await parsePdf(await renderDeficiencyListPdf({ provider, project, deficiencies: list, version: 1 }));
    expect(pages).toBeGreaterThan(2);
    expectProviderHeader(text, pages);
    expect(text).toContain('60 deficiencies recorded, 30 unresolved.');
    expect(text).toContain('Stairwell level 60');
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
  });

  it('renders the warning letter: the guarantee is withheld until the deficiency is fixed', async () => {
    const { pages, text } = await parsePdf(
      await renderWarningLetterPdf({
        provider,
        project: { name: 'Seawall Library', address: '1 Seawall Walk' },
        recipient: { companyName: 'Brushworks Painting Ltd', address: '5 Trade Street, Burnaby' },
        deficiency: { ...deficiency(4), reminderCount: 3 },
        warningLevel: 2,
      }),
    );
    expect(pages).toBe(1);
    expectProviderHeader(text, 1);
    expect(text).toContain('Warning letter (warning no. 2): deficiency #4, Seawall Library');
    expect(text).toContain('despite 3 reminders');
    expect(text).toMatch(/guarantee for this project is withheld until this deficiency has been corrected/);
  });

  it('renders the final report with every inspection and the conclusion', async () => {
    const { text } = await parsePdf(
      await renderFinalReportPdf({
        provider,
        project,
        inspections: [inspection, { ...inspection, stage: 'final', result: 'pass' }],
        deficiencies: [deficiency(1, { status: 'closed' })],
        version: 1,
      }),
    );
    expect(text).toContain('Final report');
    expect(text).toContain('Final inspection');
    expect(text).toContain('Every recorded deficiency has been resolved.');
  });

  it('renders the guarantee certificate with its number, term and verification code', async () => {
    const { pages, text } = await parsePdf(
      await renderGuaranteeCertificatePdf({
        provider,
        project,
        certificateNo: 'G-2026-0007',
        contractorName: 'Brushworks Painting Ltd',
        ownerName: 'Harbourview Strata',
        termMonths: 24,
        startsOn: '2026-11-23',
        expiresOn: '2028-11-22',
        verificationCode: 'AbCdEfGhIjKlMnOp',
        verificationUrl: 'https://portal.example/api/guarantees/verify/AbCdEfGhIjKlMnOp',
      }),
    );
    expect(pages).toBe(1);
    for (const expected of ['G-2026-0007', 'guaranteed for 24 months', 'Nov 22, 2028', 'AbCdEfGhIjKlMnOp', 'Brushworks Painting Ltd']) expect(text).toContain(expected);
  });
});
