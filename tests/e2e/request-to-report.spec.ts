import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiHeaders } from '../support/e2e-api';
import { signIn } from '../support/e2e-auth';
import { DEMO, E2E_PROVIDER_LOGO_SIZE } from '../support/e2e-env';
import { sendInspectionRequest } from '../support/e2e-request-form';
import { recordVisitOffline } from '../support/e2e-visit-form';
import { pageContent, pdfImages } from '../support/pdf-objects';
import { parsePdf } from '../support/pdf-text';
import { SAMPLE_PDF } from '../support/sample-files';
import { samplePng } from '../support/sample-images';

// From request to report without losing anything (docs/features.md, "My projects"): the demo
// client requests an inspection with an attachment and an architect; the admin assigns the demo
// inspector and converts it (the confirmation links to the project, which keeps the architect and
// the attachment); the inspector records a visit with a photo and a deficiency offline, and it
// lands on reconnect; the admin invoices the deposit and publishes the report; the client finds the
// report, the deficiency and the invoice on My projects, and the published PDF carries the logo,
// the inspector's signature line and whole words.

test.setTimeout(150_000);

const INSPECTOR_NAME = 'Jordan Lee';
const pad = (value: number) => String(value).padStart(2, '0');
const localInput = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
const inDays = (days: number) => localInput(new Date(Date.now() + days * 24 * 60 * 60 * 1000)).slice(0, 10);

/** One browser context per role, signed in once. */
async function asUser(browser: Browser, account: { email: string; password: string }, home: 'Staff Dashboard' | 'Client Dashboard'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, home);
  return page;
}

test('a request with an attachment and an architect becomes a project whose published report, deficiency and invoice the client sees', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const projectName = `Larkspur Terrace repaint ${stamp}`;
  const architect = `Larkspur Architects ${stamp}`;
  const attachment = `Larkspur spec ${stamp}.pdf`;
  const location = `North stairwell ${stamp}`;
  // Long words that a narrow table cell would have broken before the PDF wrapped between words only.
  const description = 'Discoloured intermediate coat with efflorescence around the handrail brackets.';

  // The client requests an inspection, with an architect and an attachment.
  const client = await asUser(browser, DEMO.client, 'Client Dashboard');
  await client.goto('/inspections/request-inspector');
  const form = client.getByRole('form', { name: 'Request form' });
  await form.getByLabel('Architect name').fill(architect);
  await form.getByLabel('Architect email').fill(`studio-${stamp}@larkspur-architects.example`);
  await form.getByLabel('Attach files', { exact: true }).setInputFiles({ name: attachment, mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await expect(form.getByText(attachment)).toBeVisible();
  await sendInspectionRequest(client, { projectName, description: 'Repaint of the stairwells and corridors of a four-storey residence: walls, doors and rails.' });
  const received = client.getByRole('heading', { name: /^Request RQ-\d{4}-\d{6} received$/ });
  await expect(received).toBeVisible({ timeout: 20_000 });
  const requestNo = /RQ-\d{4}-\d{6}/.exec((await received.textContent())!)![0];

  // The admin assigns the demo inspector, then converts: the dialog keeps that inspector as lead.
  const admin = await asUser(browser, DEMO.admin, 'Staff Dashboard');
  await admin.goto('/request-management');
  await admin.getByRole('table', { name: 'Request queue' }).getByRole('row', { name: `Open request ${requestNo}` }).click();
  const panel = admin.getByRole('region', { name: `Request ${requestNo}` });
  await panel.getByLabel('Inspector', { exact: true }).selectOption({ label: INSPECTOR_NAME });
  await panel.getByRole('button', { name: 'Assign inspector' }).click();
  await expect(panel.getByText(`Assigned to ${INSPECTOR_NAME}`, { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Accept and convert…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Accept and convert into a project' });
  const lead = dialog.getByLabel('Lead inspector');
  await expect(lead.locator('option:checked')).toHaveText(INSPECTOR_NAME);
  await dialog.getByRole('button', { name: 'Convert to project' }).click();
  const converted = panel.getByText(/^Converted into project [A-Z]{2}-\d{2}-\d{4}\./);
  await expect(converted).toBeVisible({ timeout: 20_000 });
  const projectCode = /[A-Z]{2}-\d{2}-\d{4}/.exec((await converted.textContent())!)![0];

  // One click to the project: the architect is a party, the attachment is in the Files tab.
  await panel.getByRole('link', { name: `Open project ${projectCode}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/projects/${projectCode}$`));
  await expect(admin.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  const parties = admin.getByRole('region', { name: 'Parties' });
  await expect(parties.getByRole('link', { name: architect })).toBeVisible();
  await expect(parties.getByText('Architect', { exact: true })).toBeVisible();
  await admin.goto(`/projects/${projectCode}?tab=files`);
  const fileRow = admin.getByRole('table', { name: 'Project files' }).getByRole('row').filter({ hasText: attachment });
  await expect(fileRow.getByRole('cell', { name: attachment, exact: true })).toBeVisible();
  await expect(fileRow.getByText('Request attachment', { exact: true })).toBeVisible();

  // The admin schedules a visit now with the lead inspector.
  await admin.goto(`/projects/${projectCode}?tab=inspections`);
  const schedule = admin.getByRole('form', { name: 'Schedule inspection' });
  await schedule.getByLabel('Stage').selectOption({ label: 'Final inspection' });
  await schedule.getByLabel('Date and time').fill(localInput(new Date()));
  await schedule.getByLabel('Inspector').selectOption({ label: INSPECTOR_NAME });
  await schedule.getByRole('button', { name: 'Schedule inspection' }).click();
  await expect(schedule.getByRole('status')).toHaveText(/^Scheduled: Final inspection, /);

  // The inspector records it on site with no connection: a photo and a deficiency wait on the device.
  const inspector = await asUser(browser, DEMO.inspector, 'Staff Dashboard');
  await recordVisitOffline(inspector, projectCode, {
    airTemperature: '17',
    relativeHumidity: '55',
    surfaceTemperature: '16',
    travelKm: '24',
    deficiency: { location, category: 'Coverage / hiding', severity: 'Major', dueDate: inDays(14), description, photo: { name: 'stairwell.png', buffer: samplePng(1200, 900, 3) } },
  });
  await inspector.context().close();

  // The admin invoices the deposit stage.
  await admin.goto(`/invoicing/project/${projectCode}`);
  await admin.getByRole('button', { name: /^Mark invoiced: / }).first().click();
  const issued = admin.getByText(/^Invoice INV-\d{4}-\d{6} issued$/);
  await expect(issued).toBeVisible();
  const invoiceNo = /INV-\d{4}-\d{6}/.exec((await issued.textContent())!)![0];

  // The admin generates the inspection report and publishes it.
  await admin.goto('/reports');
  await admin.getByLabel('Find a project').fill(projectCode);
  const projectSelect = admin.getByLabel('Project', { exact: true });
  await expect(projectSelect.locator('option')).toHaveCount(2); // "All projects" and the one found
  await projectSelect.selectOption({ label: (await projectSelect.locator('option', { hasText: projectCode }).textContent())! });
  const generate = admin.getByRole('form', { name: 'Generate a report' });
  await generate.getByLabel('Report type').selectOption({ label: 'Inspection report' });
  const inspection = generate.getByLabel('Inspection');
  await expect(inspection.locator('option', { hasText: /^Final inspection · / })).toHaveCount(1);
  await inspection.selectOption({ label: (await inspection.locator('option', { hasText: /^Final inspection · / }).textContent())! });
  await generate.getByRole('button', { name: 'Generate PDF' }).click();
  const publish = admin.getByRole('button', { name: `Publish Inspection report v1 of ${projectCode}` });
  await publish.click();
  await expect(publish).toBeHidden();
  await admin.context().close();

  // The client opens My projects: the report, the deficiency to fix and the invoice.
  await client.goto('/my-projects');
  await client.getByRole('main').getByRole('link', { name: new RegExp(`^${projectCode} · `) }).click();
  await expect(client).toHaveURL(new RegExp(`/my-projects/${projectCode}$`));
  await expect(client.getByRole('region', { name: 'Reports' }).getByText('Inspection report v1', { exact: true })).toBeVisible();
  const deficiencies = client.getByRole('region', { name: 'Deficiencies to fix' });
  await expect(deficiencies.getByText(location)).toBeVisible();
  await expect(deficiencies.getByText(description)).toBeVisible();
  const invoices = client.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText(new RegExp(`^${invoiceNo} · `))).toBeVisible();
  await expect(invoices.getByRole('button', { name: `Download invoice ${invoiceNo} (PDF)` })).toBeVisible();
  await client.context().close();

  // The published PDF, through the API with the client's session: logo, signature line, whole words.
  const headers = await apiHeaders(request, DEMO.client);
  const detail = await request.get(`/api/my-projects/${projectCode}`, { headers });
  expect(detail.ok(), `GET /api/my-projects/${projectCode} answered ${detail.status()}`).toBe(true);
  const { data: project } = (await detail.json()) as { data: { reports: Array<{ id: string; title: string }> } };
  expect(project.reports.map((report) => report.title)).toEqual(['Inspection report v1']);
  const res = await request.get(`/api/reports/${project.reports[0]!.id}/pdf`, { headers });
  expect(res.ok(), `the report PDF answered ${res.status()}`).toBe(true);
  const bytes = await res.body();
  const { text } = await parsePdf(bytes);
  expect(text).toContain(projectCode);
  expect(text).toMatch(new RegExp(`Inspector: ${INSPECTOR_NAME}\\s+Date: `));
  // Every word of the table's cells comes out whole: none was broken across two lines.
  const words = new Set(text.split(/\s+/).map((word) => word.replace(/[.,:;]$/, '')));
  for (const word of [...location.split(' '), ...description.replace(/\.$/, '').split(' '), 'Coverage', 'hiding', 'Major']) {
    expect(words, `"${word}" is split in the PDF`).toContain(word);
  }
  // The provider's logo is embedded as an image and painted on the first page, beside the photo.
  expect(await pdfImages(bytes)).toContainEqual(E2E_PROVIDER_LOGO_SIZE);
  expect(await pageContent(bytes, 0)).toMatch(/\/\S+ Do\b/);
});
