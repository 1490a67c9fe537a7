import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

// Projects (docs/features.md): the admin creates a company and a project for it, edits the project, finds it
// by search in the projects table and exports the filtered list as CSV.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test('an admin creates a company and a project, edits it, finds it by search and exports CSV', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const companyName = `Tidewater Strata ${stamp}`;
  const projectName = `Tidewater Lofts ${stamp}`;
  await signIn(page, DEMO.admin, 'Staff Dashboard');

  // The company.
  await page.goto('/companies/new');
  await expect(h1(page)).toHaveText('New Company');
  const companyForm = page.getByRole('form', { name: 'New company' });
  await companyForm.getByLabel('Company name').fill(companyName);
  await companyForm.getByLabel('Type').selectOption('strata');
  await companyForm.getByLabel('City').fill('Nanaimo');
  await companyForm.getByLabel('Member number').fill(`M-${stamp}`);
  await companyForm.getByLabel('Membership status').selectOption('active');
  await companyForm.getByRole('button', { name: 'Save company' }).click();
  await expect(h1(page)).toHaveText(companyName);
  await expect(page.getByText('Not a member of the QA program.')).toBeHidden();

  // The project: validation first, then a valid one.
  await page.goto('/projects/new');
  await expect(h1(page)).toHaveText('New Project');
  const projectForm = page.getByRole('form', { name: 'New project' });
  await projectForm.getByRole('button', { name: 'Save project' }).click();
  await expect(projectForm.getByText('Give the project a name')).toBeVisible();
  await projectForm.getByLabel('Project name').fill(projectName);
  // The company picker searches the server as one types (by member number here) and shows the name.
  const clientCompany = projectForm.getByRole('combobox', { name: 'Client company' });
  await clientCompany.fill(`M-${stamp}`);
  await page.getByRole('option', { name: new RegExp(`^${companyName}`) }).click();
  await expect(clientCompany).toHaveValue(companyName);
  await projectForm.getByLabel('Site address').fill('88 Front Street');
  await projectForm.getByLabel('City').fill('Nanaimo');
  await projectForm.getByLabel('Province or territory').selectOption('BC');
  await projectForm.getByLabel('Sector').selectOption('private');
  await projectForm.getByLabel('Building type').selectOption('multi_family_residential');
  await projectForm.getByLabel('Work type').selectOption('repaint');
  await projectForm.getByLabel('Base contract ($)').fill('125000');
  await projectForm.getByRole('button', { name: 'Save project' }).click();
  await expect(h1(page)).toHaveText(projectName);
  const code = (await page.getByText(/^BC-\d{2}-\d{4}$/).first().textContent())!;
  expect(code).toMatch(/^BC-\d{2}-\d{4}$/);
  await expect(page.getByText('Pending').first()).toBeVisible();

  // Edit it.
  await page.getByRole('link', { name: 'Edit project' }).click();
  await expect(h1(page)).toHaveText(`Edit project ${code}`);
  const editForm = page.getByRole('form', { name: `Edit project ${code}` });
  await expect(editForm.getByRole('combobox', { name: 'Client company' })).toHaveValue(companyName);
  await editForm.getByLabel('Project name').fill(`${projectName} phase 2`);
  await editForm.getByLabel('Start').fill('2027-05-03');
  await editForm.getByRole('button', { name: 'Save project' }).click();
  await expect(h1(page)).toHaveText(`${projectName} phase 2`);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('Project edited')).toBeVisible();

  // Find it by search; the search is in the address.
  await page.goto('/projects');
  await page.getByLabel('Search projects').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: code })).toBeVisible();

  // Export the filtered list.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Project code,Project name,Company,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${code},${projectName} phase 2,${companyName},88 Front Street,Nanaimo,BC,private,Active,Pending`);
});
