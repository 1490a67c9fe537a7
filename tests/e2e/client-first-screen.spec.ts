import { expect, test, type Locator } from '@playwright/test';
import { signIn, signUpViaApi, uniqueEmail } from '../support/e2e-auth';
import { expectNoSeriousViolations, rememberTheme, THEMES } from '../support/e2e-axe';
import { sendInspectionRequest } from '../support/e2e-request-form';

// A new client on a phone (390 x 844): the request forms on the first screen of the home, and a
// confirmation with the request's number in view once the long form is sent.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Whether the element lies wholly inside the screen as it is now (no scrolling). */
async function expectOnScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'not laid out').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

for (const theme of THEMES) {
  test(`a new client finds the request forms on the first screen, and a sent request confirms with its number and links (${theme} theme)`, async ({ page }) => {
    await rememberTheme(page, theme);
    const client = { email: uniqueEmail('first-screen'), password: 'Paint-Secret-42' };
    await signUpViaApi(page.request, { ...client, firstName: 'Ines', lastName: 'Park' });
    await signIn(page, client, 'Client Dashboard');

    const actions = page.getByRole('region', { name: 'Start a request' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const name of ['Request an Inspection', 'Request a Specification', 'Request a Consultation']) {
      await expectOnScreen(actions.getByRole('link', { name }));
    }
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole('region', { name: 'My open requests' }).getByText(/^No open requests\./)).toBeVisible();
    await expectNoSeriousViolations(page, `client home, ${theme}`);

    await actions.getByRole('link', { name: 'Request an Inspection' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request an Inspection');
    await sendInspectionRequest(page, {
      projectName: `Lighthouse Lofts ${Date.now()}`,
      siteAddress: '12 Beacon Way',
      city: 'Nanaimo',
      constructionType: 'new',
      contractAmount: '310000',
      desiredStart: '2027-03-01',
      coats: '3',
      description: 'New four-storey wood frame: interior walls, ceilings and doors, three coats.',
    });

    // The form's end was on screen; the confirmation takes its place, in view, its heading focused.
    const heading = page.getByRole('heading', { name: /^Request RQ-\d{4}-\d{6} received$/ });
    await expect(heading).toBeFocused({ timeout: 15_000 });
    const requestNo = /RQ-\d{4}-\d{6}/.exec((await heading.textContent()) ?? '')![0];
    const panel = page.getByRole('region', { name: `Request ${requestNo} received` });
    await expect(panel).toContainText('we will contact you within 24-48 hours');
    const view = panel.getByRole('link', { name: `View request ${requestNo}` });
    const another = panel.getByRole('link', { name: 'Make another request' });
    await expect(view).toHaveAttribute('href', /^\/my-requests\/[0-9a-f-]{36}$/);
    await expect(another).toHaveAttribute('href', '/inspections/request-inspector');
    await expectOnScreen(panel);
    await expectNoSeriousViolations(page, `request confirmation, ${theme}`);

    await view.click();
    await expect(page).toHaveURL(/\/my-requests\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('main').getByText(requestNo).first()).toBeVisible();
  });
}
