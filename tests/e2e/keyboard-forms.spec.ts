import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { apiHeaders, listRows } from '../support/e2e-api';
import { signIn, signUpViaApi, uniqueEmail } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';
import { chooseCompany, fillByKeyboard, pressButton, tabTo, typeInto, type KeyboardEntry } from '../support/e2e-keyboard';

/**
 * docs/testing.md: every main form is usable with the keyboard alone. Focus moves only with Tab and
 * Shift+Tab, text is typed, selects change with the arrow keys and buttons are pressed with Enter;
 * each focused control shows its focus. Dialogs keep the focus inside and give it back on close.
 */

// Several forms per test on a shared, loaded machine.
test.setTimeout(120_000);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** The site fields a request form and the project form share. */
const siteEntries = (projectName: string): KeyboardEntry[] => [
  { label: 'Project name', type: projectName },
  { label: 'Site address', type: '12 Tab Street' },
  { label: 'City', type: 'Victoria' },
  { label: 'Province or territory', choose: 'BC' },
  { label: 'Sector', choose: 'private' },
  { label: 'Building type', choose: 'multi_family_residential' },
];

/** Tab this many times and check the focus never leaves the open dialog. */
async function expectFocusTrapped(page: Page, stops: number): Promise<void> {
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(inside, `Tab ${stop + 1} left the dialog`).toBe(true);
  }
}

test('a client signs in, requests an inspection and changes their settings, by keyboard', async ({ page }) => {
  const client = { email: uniqueEmail('keyboard'), password: 'Keyboard-Secret-42' };
  await signUpViaApi(page.request, { ...client, firstName: 'Kim', lastName: 'Keys' });

  // A dialog keeps the focus while open and gives it back to what opened it.
  await page.goto('/');
  const getStarted = page.getByRole('button', { name: 'Get Started Free' }).first();
  await pressButton(page, getStarted);
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await expect(register).toBeVisible();
  await expectFocusTrapped(page, 15);
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();
  await expect(getStarted).toBeFocused();

  // The sign-in dialog.
  await page.goto('/?login=true');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await typeInto(page, dialog.getByLabel('Email', { exact: true }), client.email);
  await typeInto(page, dialog.getByLabel('Password', { exact: true }), client.password);
  await pressButton(page, dialog.getByRole('button', { name: 'Sign In', exact: true }));
  await expect(h1(page)).toHaveText('Client Dashboard');

  // A Request for Inspector.
  await page.goto('/inspections/request-inspector');
  const form = page.getByRole('form', { name: 'Request form' });
  await fillByKeyboard(page, form, [
    ...siteEntries(`Keyboard Court ${Date.now()}`),
    { label: 'New construction or repaint', choose: 'repaint' },
    { label: 'Paint contract amount (dollars)', type: '90000' },
  ]);
  // A date field takes its parts in the locale's order (en-US: month, day, year).
  await tabTo(page, form.getByLabel('Desired start date'));
  await page.keyboard.type('04052027');
  await expect(form.getByLabel('Desired start date')).toHaveValue('2027-04-05');
  await typeInto(page, form.getByLabel('Coats planned'), '2');
  await typeInto(page, form.getByLabel('Describe the work'), 'Repaint of the stair cores, entered with the keyboard only.');
  await pressButton(page, form.getByRole('button', { name: 'Submit request' }));
  await expect(page.getByRole('heading', { name: /^Request RQ-\d{4}-\d{6} received$/ })).toBeFocused();

  // Settings: the profile, then the password.
  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await typeInto(page, profile.getByLabel('First name'), 'Kimberly');
  await pressButton(page, profile.getByRole('button', { name: 'Save profile' }));
  await expect(page.getByText('Profile saved')).toBeVisible();
  await typeInto(page, page.getByLabel('New password', { exact: true }), 'Keyboard-Secret-43');
  await typeInto(page, page.getByLabel('Confirm new password', { exact: true }), 'Keyboard-Secret-43');
  await pressButton(page, page.getByRole('button', { name: 'Update Password' }));
  await expect(page.getByText(MESSAGES.passwordUpdated)).toBeVisible();
});

test('an Admin creates and edits a project, records an inspection, writes a message and schedules a report, by keyboard', async ({
  page,
  request,
}) => {
  // A visit to record, scheduled through the API on a project of another company than the demo client's.
  const admin = await apiHeaders(request, DEMO.admin);
  const projects = await listRows<{ project_code: string; company_name: string | null }>(request, '/api/projects?status=active&sort=code&order=asc', admin);
  const visitProject = projects.find((row) => row.company_name !== DEMO.client.company) ?? projects[0]!;
  const team = await listRows<{ id: string; email: string }>(request, '/api/team', admin);
  const scheduled = await request.post('/api/inspections', {
    headers: admin,
    data: {
      project_code: visitProject.project_code,
      stage: 'intermediate_coat',
      scheduled_at: new Date().toISOString(),
      inspector_id: team.find((member) => member.email === DEMO.inspector.email)!.id,
    },
  });
  expect(scheduled.ok(), `POST /api/inspections answered ${scheduled.status()}`).toBe(true);
  const { data: visit } = (await scheduled.json()) as { data: { id: string } };

  await signIn(page, DEMO.admin, 'Staff Dashboard');

  // A new project, then an edit of it.
  const projectName = `Keyboard Tower ${Date.now()}`;
  await page.goto('/projects/new');
  const create = page.getByRole('form', { name: 'New project' });
  const companies = await listRows<{ name: string }>(request, '/api/companies?sort=name&order=desc&pageSize=2', admin);
  const company = companies[0]!.name;
  await fillByKeyboard(page, create, [
    { label: 'Client company', company },
    ...siteEntries(projectName),
    { label: 'Work type', choose: 'repaint' },
    { label: 'Base contract ($)', type: '125000' },
  ]);
  await pressButton(page, create.getByRole('button', { name: 'Save project' }));
  await expect(h1(page)).toHaveText(projectName);

  await pressButton(page, page.getByRole('link', { name: 'Edit project' }));
  const edit = page.getByRole('form', { name: /^Edit project / });
  await typeInto(page, edit.getByLabel('Project name'), `${projectName} phase 2`);
  await pressButton(page, edit.getByRole('button', { name: 'Save project' }));
  await expect(h1(page)).toHaveText(`${projectName} phase 2`);

  // The on-site inspection record.
  await page.goto(`/projects/${encodeURIComponent(visitProject.project_code)}?tab=inspections&record=${visit.id}`);
  const record = page.getByRole('form', { name: /^Record inspection: / });
  await fillByKeyboard(page, record, [
    { label: 'Result', choose: 'pass' },
    { label: 'Air temperature (°C)', type: '16' },
    { label: 'Surface temperature (°C)', type: '15' },
    { label: 'Relative humidity (%)', type: '55' },
    { label: 'Notes', type: 'Even intermediate coat, recorded with the keyboard.' },
    { label: 'Travel, round trip (km)', type: '12' },
  ]);
  await pressButton(page, record.getByRole('button', { name: 'Save inspection' }));
  await expect(page.getByText(/^Inspection recorded: Intermediate coat, /)).toBeVisible({ timeout: 15_000 });

  // A message to a client company.
  const subject = `Keyboard note ${Date.now()}`;
  await page.goto('/admin/mailbox');
  await pressButton(page, page.getByRole('button', { name: 'New message' }));
  const compose = page.getByRole('form', { name: /^New message/ });
  await chooseCompany(page, compose.getByRole('combobox', { name: 'Client company' }), companies[1]!.name);
  await typeInto(page, compose.getByLabel('Subject'), subject);
  await typeInto(page, compose.getByLabel('Message'), 'Written and sent with the keyboard only.');
  await pressButton(page, compose.getByRole('button', { name: 'Send message' }));
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();

  // A scheduled report.
  const name = `Keyboard schedule ${Date.now()}`;
  await page.goto('/scheduled-reports');
  await pressButton(page, page.getByRole('button', { name: 'New schedule' }));
  const schedule = page.getByRole('form', { name: 'Create schedule' });
  await expect(schedule.getByRole('option', { name: 'Open Projects' })).toBeAttached();
  await fillByKeyboard(page, schedule, [
    { label: 'Name', type: name },
    { label: 'Report', choose: 'open-projects' },
    { label: 'Format', choose: 'csv' },
    { label: 'Repeats', choose: 'monthly' },
    { label: 'Day of the month', choose: 'Last day of the month' },
    { label: 'E-mail addresses', type: 'keyboard@e2e-client.example' },
  ]);
  await pressButton(page, schedule.getByRole('button', { name: 'Create schedule' }));
  await expect(page.getByRole('table', { name: 'Scheduled reports' }).getByRole('row').filter({ hasText: name })).toBeVisible();
});
