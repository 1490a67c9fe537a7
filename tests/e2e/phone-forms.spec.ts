import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLogin, signIn } from '../support/e2e-auth';
import { DEMO } from '../support/e2e-env';

/**
 * Forms on a phone: the on-screen keyboard never hides a form's submit button, the installed app
 * keeps its chrome clear of a notch (safe-area insets), and text zoomed to 200 % still fits.
 */

test.setTimeout(120_000);

const PHONE = { width: 360, height: 640 };
/** The same phone with its keyboard open: about half the height is left. */
const PHONE_WITH_KEYBOARD = { width: 360, height: 360 };

/** Null when the point at the element's centre, in the viewport, is the element or inside it; else what is there. */
function coveredBy(target: Locator): Promise<string | null> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return `off screen at ${Math.round(x)},${Math.round(y)}`;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === element || element.contains(hit))) return null;
    return hit ? hit.outerHTML.slice(0, 160) : 'nothing';
  });
}

/** Focus `field`, let the keyboard take half the screen, and check the field and then `submit` can be seen and reached. */
async function expectSubmitAboveKeyboard(page: Page, field: Locator, submit: Locator): Promise<void> {
  await page.setViewportSize(PHONE);
  await field.focus();
  await page.setViewportSize(PHONE_WITH_KEYBOARD);
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await submit.scrollIntoViewIfNeeded();
  expect(await coveredBy(submit)).toBeNull();
}

test('with the keyboard open, the sign-in and request forms can still be sent', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email', { exact: true }).fill(DEMO.client.email);
  await expectSubmitAboveKeyboard(page, dialog.getByLabel('Password', { exact: true }), dialog.getByRole('button', { name: 'Sign In', exact: true }));
  await page.setViewportSize(PHONE);

  await dialog.getByLabel('Password', { exact: true }).fill(DEMO.client.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();

  await page.goto('/inspections/request-inspector');
  await expect(page.getByRole('heading', { level: 1, name: 'Request an Inspection' })).toBeVisible();
  // The last field that opens a keyboard (the attachments after it open a file picker).
  const form = page.getByRole('form', { name: 'Request form' });
  await expectSubmitAboveKeyboard(page, form.getByLabel('Describe the work'), form.getByRole('button', { name: 'Submit request' }));
});

test("the installed app's chrome keeps clear of the notch and the home indicator", async ({ page }) => {
  for (const path of ['/', '/about']) {
    const html = await (await page.request.get(path)).text();
    const viewport = /<meta name="viewport" content="([^"]*)"/.exec(html)?.[1];
    expect(viewport, path).toContain('width=device-width');
    expect(viewport, path).toContain('viewport-fit=cover');
    expect(viewport, path).toContain('interactive-widget=resizes-content');
  }

  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const padding = (selector: string) =>
    page.locator(selector).first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { top: style.paddingTop, right: style.paddingRight, bottom: style.paddingBottom, left: style.paddingLeft };
    });
  const before = { header: await padding('header'), footer: await padding('footer') };
  // A notched phone in landscape, through the custom properties the theme sets from env().
  await page.evaluate(() => {
    const root = document.documentElement.style;
    root.setProperty('--safe-area-top', '30px');
    root.setProperty('--safe-area-right', '40px');
    root.setProperty('--safe-area-bottom', '20px');
    root.setProperty('--safe-area-left', '44px');
  });
  expect((await padding('header')).top).toBe(`${parseFloat(before.header.top) + 30}px`);
  expect((await padding('footer')).bottom).toBe(`${parseFloat(before.footer.bottom) + 20}px`);
  expect(await padding('body')).toMatchObject({ left: '44px', right: '40px' });
});

/** The page scrolls only up and down, and no control's text is cut off. */
async function expectFitsZoomed(page: Page, what: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    const controls = document.querySelectorAll<HTMLElement>('header a, header button, main a, main button, main input, main select, main textarea, main label');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40) || control.tagName;
      // A wide table scrolls sideways in its own box (the page does not): its cells may be out of view.
      let scroller = control.parentElement;
      while (scroller && scroller !== document.body && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const inScroller = Boolean(scroller && scroller !== document.body);
      if (!inScroller && (box.right > root.clientWidth + 1 || box.left < -1)) found.push(`"${name}" sticks out (${Math.round(box.left)}..${Math.round(box.right)})`);
      const clipsX = control.scrollWidth > control.clientWidth + 1 && getComputedStyle(control).overflowX !== 'visible';
      const clipsY = control.scrollHeight > control.clientHeight + 1 && getComputedStyle(control).overflowY !== 'visible' && control.tagName !== 'TEXTAREA' && control.tagName !== 'SELECT';
      // The header's site name ends in an ellipsis by design (the header's layout; its link keeps the whole name).
      const siteName = Boolean(control.closest('header')) && getComputedStyle(control).textOverflow === 'ellipsis';
      if (control.tagName !== 'INPUT' && !siteName && (clipsX || clipsY)) found.push(`"${name}" is clipped`);
    }
    return found;
  });
  expect(problems, what).toEqual([]);
}

test('text zoomed to 200 % wraps instead of scrolling sideways or being cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.client, 'Client Dashboard');
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  const zoom = () => page.evaluate(() => (document.documentElement.style.fontSize = '200%'));

  await zoom();
  await expectFitsZoomed(page, 'the client home and the header');

  await page.goto('/inspections/request-inspector');
  await expect(page.getByRole('heading', { level: 1, name: 'Request an Inspection' })).toBeVisible();
  await zoom();
  await expectFitsZoomed(page, 'the request form');

  await page.goto('/my-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible();
  // The demo client's requests, and the pager under them.
  await expect(page.getByRole('link', { name: /^RQ-/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await zoom();
  await expectFitsZoomed(page, 'the list of requests');
});
