import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { SCREEN_SUMMARIES } from '../../src/app/routes/screen-summaries';
import { SIGNED_IN_SHELL_ID } from '../../src/lib/prerender-markers';
import { SHELL_SCREENS } from '../../src/prerender/shell-screens';
import { can } from '../../src/shared/auth/permissions';
import { signIn } from '../support/e2e-auth';
import { expectNoSeriousViolations, rememberTheme } from '../support/e2e-axe';
import { DEMO } from '../support/e2e-env';
import { holdAppCode } from '../support/e2e-hold-app-code';

const rootClass = (page: Page) => page.evaluate(() => document.documentElement.className);

test.describe('theme', () => {
  test('the toggle puts dark on <html>, and it survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await rootClass(page)).toContain('light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)light(\s|$)/);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  });

  test('the remembered theme is on <html> before the app runs (no flash)', async ({ page }) => {
    await rememberTheme(page, 'dark');
    // Block the app's scripts: only index.html's inline script can have set the class.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    expect(await rootClass(page)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(9, 9, 11)');
  });

  test("Chakra's global styles come with the page, and the app adds none of its own", async ({ page }) => {
    await signIn(page, DEMO.admin, 'Staff Dashboard');
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'New project' })).toBeVisible();
    const styles = await page.evaluate(() => ({
      prebuilt: document.getElementById('chakra-global-css')?.textContent ?? '',
      // Emotion's own global sheets: rules inserted at run time (textContent stays empty with insertRule).
      runtimeGlobalRules: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion*="global"]')].reduce(
        (sum, style) => sum + (style.sheet?.cssRules.length ?? 0),
        0,
      ),
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(styles.prebuilt).toContain('@layer reset,base,tokens,recipes;');
    expect(styles.prebuilt).toContain('--chakra-colors-');
    expect(styles.runtimeGlobalRules).toBe(0);
    expect(styles.background).toBe('rgb(255, 255, 255)');
  });
});

test.describe('navigation bar', () => {
  test('count badges show their number inside the badge', async ({ page }) => {
    await signIn(page, DEMO.admin, 'Staff Dashboard');
    await expect(page.getByRole('link', { name: /^Deficiency alerts, \d+ need action$/ })).toBeVisible();
    // Each visible count: its text's box lies within the badge's (a line height of five times the
    // font size once pushed the digits below a red pill: the numbers were not to be seen).
    const badges = await page.getByRole('banner').evaluate((banner) =>
      [...banner.querySelectorAll<HTMLElement>('[aria-hidden="true"]')]
        // Shown ones only: the menu button's badge is hidden from md with the button.
        .filter((element) => /^\d+\+?$/.test(element.textContent ?? '') && element.children.length === 0 && element.getClientRects().length > 0)
        .map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const text = range.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return { count: element.textContent, inside: text.top >= box.top - 1 && text.bottom <= box.bottom + 1 && text.height > 0 };
        }),
    );
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.filter((badge) => !badge.inside)).toEqual([]);
  });

  test('Sign Out is in the account menu', async ({ page }) => {
    await signIn(page, DEMO.client, 'Client Dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('an Admin opens a staff menu and the pending-invoices panel', async ({ page }) => {
    await signIn(page, DEMO.admin, 'Staff Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Dashboard' }).click();
    await page.getByRole('menuitem', { name: 'Accounts Management' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Pending invoices' }).click();
    const panel = page.getByRole('dialog', { name: 'Pending invoices' });
    // The demo seed has stages to invoice: each is an item of the list.
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    const maxHeight = await panel.getByRole('region', { name: 'Pending invoices list' }).evaluate((node) => getComputedStyle(node).maxHeight);
    expect(maxHeight).toBe('384px'); // 24rem
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the keyboard, traps focus, follows a link with Enter and closes', async ({ page }) => {
    await signIn(page, DEMO.client, 'Client Dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toBeVisible();
    await openMenu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Request Forms' })).toBeVisible();

    // Tab moves through the drawer's links and never leaves it.
    const focusedInDrawer = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('[role="dialog"]');
        const active = document.activeElement;
        return { inside: Boolean(dialog && active && dialog.contains(active)), text: active?.textContent?.trim() ?? '' };
      });
    let reached = false;
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusedInDrawer();
      expect(focus.inside, `focus left the menu at step ${step} (${focus.text})`).toBe(true);
      if (focus.text === 'My Requests') {
        reached = true;
        break;
      }
    }
    expect(reached, 'Tab reached "My Requests"').toBe(true);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible();
    await expect(drawer).toBeHidden();

    // Escape closes it too, and focus returns to "Open menu".
    await openMenu.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();
  });
});

test.describe('accessibility (axe, WCAG 2 A and AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`landing page, ${theme} theme`, async ({ page }) => {
      await rememberTheme(page, theme);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Get Started Free' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      await expectNoSeriousViolations(page, `landing (${theme})`);
    });

    test(`staff home, ${theme} theme`, async ({ page }) => {
      await rememberTheme(page, theme);
      await signIn(page, DEMO.admin, 'Staff Dashboard');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expectNoSeriousViolations(page, `staff home (${theme})`);
      // With a menu open as well.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports & Tracking' }).click();
      await expect(page.getByRole('menuitem', { name: 'Analytics' })).toBeVisible();
      await expectNoSeriousViolations(page, `staff home with a menu open (${theme})`);
    });

    test(`client home, ${theme} theme`, async ({ page }) => {
      await rememberTheme(page, theme);
      await signIn(page, DEMO.client, 'Client Dashboard');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expectNoSeriousViolations(page, `client home (${theme})`);
    });
  }
});

test.describe('signed-in screen shell', () => {
  const adminScreens = [...SHELL_SCREENS.entries()].filter(([, key]) => {
    const access = paths[key].access;
    return access === 'public' || can('Admin', access);
  });

  test('a returning user sees the screen shell at once, and the app takes its place', async ({ page }) => {
    await signIn(page, DEMO.admin, 'Staff Dashboard');
    // Hold the app's code: only the server's markup can be on screen.
    const release = await holdAppCode(page);
    await page.goto('/projects', { waitUntil: 'commit' });
    const shell = page.locator(`#${SIGNED_IN_SHELL_ID}`);
    await expect(shell.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(shell.getByText(SCREEN_SUMMARIES.projects!)).toBeVisible();
    await expect(shell.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New project' })).toHaveCount(0);

    release();
    await expect(page.getByRole('link', { name: 'New project' })).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Projects']);
  });

  test('a visitor without a session never sees a shell', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/projects', { waitUntil: 'commit' });
    await expect(page.locator(`#${SIGNED_IN_SHELL_ID}`)).toBeAttached();
    await expect(page.locator(`#${SIGNED_IN_SHELL_ID}`)).toBeHidden();
  });

  test('every shell shows what its screen shows: heading and summary', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin, 'Staff Dashboard');
    for (const [path, key] of adminScreens) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`id="${SIGNED_IN_SHELL_ID}"`);
      expect(html, path).toContain(`>${paths[key].title}</h1>`);
      await page.goto(path);
      await expect(page.locator(`#${SIGNED_IN_SHELL_ID}`), path).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText([paths[key].title]);
      await expect(page.getByRole('main').getByText(SCREEN_SUMMARIES[key]!, { exact: true }), path).toBeVisible();
    }
  });
});
