import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../../src/app/paths';
import { FAQ, SERVICES } from '../../src/features/home/landing-content';
import { formatPhone } from '../../src/shared/format/phone';
import { PRERENDERED_ID } from '../../src/lib/prerender-markers';
import { CONTACT_MESSAGES } from '../../src/shared/schemas/contact';
import { authDialog, readRuntimeConfig, uniqueEmail } from '../support/e2e-auth';
import { waitForEmail } from '../support/e2e-mail';
import { holdAppCode } from '../support/e2e-hold-app-code';
import { SPEC_PUBLIC_ROUTES } from '../support/spec-routes';

// The public site and the documentation (docs/features.md): the landing page walked with the
// keyboard, the docs search, layout and pager, every public route of spec-routes.ts checked for
// its title, meta description, heading outline and axe findings in both themes, the contact form,
// and the not-found page.

type Theme = 'light' | 'dark';

/** The meta description index.html ships with (the landing page keeps it). */
const DEFAULT_DESCRIPTION_START = 'Client and staff portal for paint quality assurance';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const titleOf = (path: string): string => {
  const entry = Object.values(paths).find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not in src/app/paths.ts`);
  return entry.title;
};

const h1 = (page: Page, name?: string) => page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });

async function rememberTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** axe with the WCAG 2.0 / 2.1 A and AA rules; the serious and critical findings, summarised. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}

interface OutlineHeading {
  level: number;
  text: string;
}

interface PageFacts {
  rootClass: string;
  /** The text of each h1. */
  h1: string[];
  /** The content of each <meta name="description">. */
  descriptions: string[];
  /** The headings a screen reader lists (rendered, not hidden), in document order. */
  outline: OutlineHeading[];
  mainText: string;
  footerText: string;
}

/** What the route checks need from the page, in one round trip (whitespace collapsed). */
function pageFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const outline = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      .filter((element) => !element.closest('[aria-hidden="true"]') && element.checkVisibility({ visibilityProperty: true }))
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        text: clean(element.textContent),
      }));
    return {
      rootClass: document.documentElement.className,
      h1: outline.filter((heading) => heading.level === 1).map((heading) => heading.text),
      descriptions: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')).map((meta) => meta.content),
      outline,
      mainText: clean(document.querySelector('main')?.innerText),
      footerText: clean(document.querySelector('footer')?.innerText),
    };
  });
}

/** Problems of an outline: not exactly one h1, not starting with it, or a skipped level. */
function outlineProblems(outline: readonly OutlineHeading[]): string[] {
  const problems: string[] = [];
  const ones = outline.filter((heading) => heading.level === 1);
  if (ones.length !== 1) problems.push(`${ones.length} h1 elements (${ones.map((heading) => heading.text).join(' / ')})`);
  if (outline[0] && outline[0].level !== 1) problems.push(`the first heading is h${outline[0].level} "${outline[0].text}"`);
  for (let i = 1; i < outline.length; i += 1) {
    const previous = outline[i - 1]!;
    const current = outline[i]!;
    if (current.level > previous.level + 1) {
      problems.push(`h${previous.level} "${previous.text}" is followed by h${current.level} "${current.text}"`);
    }
  }
  return problems;
}

/** Focus the search field of `scope`, type `query` and wait for `result` among the results. */
async function searchDocs(scope: Locator, query: string, result: string): Promise<Locator> {
  const box = scope.getByRole('searchbox', { name: 'Search the documentation' });
  await box.click();
  await box.pressSequentially(query, { delay: 20 });
  const results = scope.getByRole('list', { name: 'Search results' });
  const link = results.getByRole('link', { name: result, exact: true });
  await expect(link).toBeVisible();
  await expect(scope.getByRole('status').filter({ hasText: /pages? found/ })).toBeVisible();
  return link;
}

/** From the focused search field: Down arrow into the results until `link` has focus, then Enter. */
async function followWithKeyboard(page: Page, link: Locator): Promise<void> {
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('ArrowDown');
    if (await link.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('landing page', () => {
  test('the FAQ questions open and close with the keyboard', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(6);
    await expect(questions).toHaveText(FAQ.map((item) => item.question));

    // Start from the last link before the FAQ (the services overview), then Tab through the questions.
    await page.getByRole('region', { name: 'Our services' }).getByRole('link').last().focus();
    for (const [index, item] of FAQ.entries()) {
      await page.keyboard.press('Tab');
      const question = faq.getByRole('button', { name: item.question, exact: true });
      await expect(question, `Tab reaches question ${index + 1}`).toBeFocused();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      const answerId = await question.getAttribute('aria-controls');
      expect(answerId, 'the question names its answer with aria-controls').toBeTruthy();
      const answer = page.locator(`[id="${answerId}"]`);
      await expect(answer).toHaveText(item.answer);
      await expect(answer).toBeHidden();

      // Enter opens the odd ones and Space the even ones; the other key closes them again.
      const [openKey, closeKey] = index % 2 === 0 ? ['Enter', 'Space'] : ['Space', 'Enter'];
      await page.keyboard.press(openKey);
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await expect(question).toBeFocused();
      await page.keyboard.press(closeKey);
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
      // Leave it open, so the next Tab passes an open answer (with no stop in it).
      await page.keyboard.press(openKey);
      await expect(answer).toBeVisible();
    }
  });

  test('Get Started Free opens the register form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Paint quality assurance, from specification to guarantee' })
      .getByRole('button', { name: 'Get Started Free', exact: true })
      .click();
    const dialog = authDialog(page, 'Create an account');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First name', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Confirm password', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Account', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the services overview links to each service page', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our services' });
    await expect(services.getByRole('link')).toHaveCount(SERVICES.length);
    for (const service of SERVICES) {
      await services.getByRole('link', { name: service.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${service.href}$`));
      await expect(h1(page, titleOf(service.href))).toBeVisible();
      await page.goBack();
      await expect(services).toBeVisible();
    }
  });

  test('the footer shows the address, the formatted phone and the e-mail', async ({ page, request }) => {
    const { provider } = await readRuntimeConfig(request);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(provider.name);
    await expect(footer).toContainText(provider.address);

    const phone = formatPhone(provider.phone);
    expect(phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    const phoneLink = footer.getByRole('link', { name: phone, exact: true });
    await expect(phoneLink).toBeVisible();
    await expect(phoneLink).toHaveAttribute('href', /^tel:\+?\d{10,11}$/);

    const mailLink = footer.getByRole('link', { name: provider.email, exact: true });
    await expect(mailLink).toBeVisible();
    await expect(mailLink).toHaveAttribute('href', `mailto:${provider.email}`);
  });
});

test.describe('documentation', () => {
  test('search, follow a result with the keyboard, then the sidebar, contents and pager', async ({ page }) => {
    await page.goto('/docs');
    await expect(h1(page, 'Documentation')).toBeVisible();

    // Words from the body of the staff guide's Companies page (its "Archiving" section).
    const result = await searchDocs(page.getByRole('main'), 'company pickers', 'Staff Guide: Companies');
    await followWithKeyboard(page, result);
    await expect(page).toHaveURL(/\/docs\/admin\/companies#archiving$/);
    await expect(h1(page, 'Staff Guide: Companies')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Archiving' })).toBeInViewport();
    await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('');

    // The sidebar marks this page, and only this one.
    const sidebar = page.getByRole('navigation', { name: 'Documentation', exact: true });
    await expect(sidebar.getByRole('link', { name: 'Companies', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.locator('[aria-current]')).toHaveCount(1);

    // The table of contents lists the page's sections and jumps to them.
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText([
      'Company types',
      'The companies table',
      'Adding a company',
      'The company page',
      'Memberships',
      'Linking client accounts (administrators)',
      'Archiving',
      'Good habits',
    ]);
    await toc.getByRole('link', { name: 'Company types', exact: true }).click();
    await expect(page).toHaveURL(/#company-types$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Company types' })).toBeInViewport();

    // Previous and next follow the reading order.
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await pager.getByRole('link', { name: 'Previous: Staff Guide: Projects' }).click();
    await expect(page).toHaveURL(/\/docs\/admin\/projects$/);
    await expect(h1(page, 'Staff Guide: Projects')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('link', { name: 'Next: Staff Guide: Companies' }).click();
    await expect(h1(page, 'Staff Guide: Companies')).toBeVisible();
    await pager.getByRole('link', { name: 'Next: Staff Guide: Invoicing' }).click();
    await expect(page).toHaveURL(/\/docs\/admin\/invoicing$/);
    await expect(h1(page, 'Staff Guide: Invoicing')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Invoicing', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^Staff Guide: Invoicing \| /);
  });
});

test.describe('every public route', () => {
  test('the list is every public route of src/app/paths.ts', () => {
    const publicPaths = Object.values(paths)
      .filter((entry) => entry.access === 'public' && entry.path !== paths.resetSuccess.path)
      .map((entry) => entry.path);
    expect([...SPEC_PUBLIC_ROUTES].sort()).toEqual(publicPaths.sort());
  });

  const groups = {
    'site pages': SPEC_PUBLIC_ROUTES.filter((path) => !path.startsWith('/docs')),
    'docs pages': SPEC_PUBLIC_ROUTES.filter((path) => path.startsWith('/docs')),
  };
  for (const theme of ['light', 'dark'] as const) {
    for (const [group, routes] of Object.entries(groups)) {
      test(`${group}: title, meta description, heading outline and axe, ${theme} theme`, async ({ page, request }) => {
        test.setTimeout(routes.length * 20_000);
        const { provider } = await readRuntimeConfig(request);
        const phone = formatPhone(provider.phone);
        await rememberTheme(page, theme);

        for (const path of routes) {
          await test.step(path, async () => {
            const title = titleOf(path);
            await page.goto(path);
            await expect(page).toHaveTitle(`${title} | ${provider.name}`);
            await expect(h1(page)).toBeVisible();

            const facts = await pageFacts(page);
            expect.soft(facts.rootClass.split(/\s+/), `${path}: theme class on <html>`).toContain(theme);
            expect.soft(facts.h1, `${path}: exactly one h1`).toHaveLength(1);
            if (path !== '/') expect.soft(facts.h1, `${path}: the h1 is the page title`).toEqual([title]);

            expect.soft(facts.descriptions, `${path}: one meta description`).toHaveLength(1);
            const description = facts.descriptions[0] ?? '';
            expect.soft(description.length, `${path}: meta description "${description}"`).toBeGreaterThan(50);
            if (path !== '/') {
              // Each page describes itself (its lead paragraph), not with the app's default.
              expect.soft(description.startsWith(DEFAULT_DESCRIPTION_START), `${path}: own meta description`).toBe(false);
              expect.soft(facts.mainText, `${path}: the description is the lead paragraph`).toContain(description);
            }
            expect.soft(facts.footerText, `${path}: footer with the phone`).toContain(phone);
            expect.soft(outlineProblems(facts.outline), `${path}: heading outline`).toEqual([]);

            const serious = await seriousViolations(page);
            expect.soft(serious, `${path} (${theme}): ${JSON.stringify(serious, null, 2)}`).toEqual([]);
          });
        }
      });
    }
  }
});

test.describe('contact form', () => {
  test('shows the validation messages, then sends and e-mails a receipt', async ({ page }) => {
    await page.goto('/contact');
    await expect(h1(page, 'Contact')).toBeVisible();
    const form = page.getByRole('form', { name: 'Send us a message' });
    const send = form.getByRole('button', { name: 'Send message', exact: true });

    await send.click();
    for (const message of [
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.topicRequired,
      CONTACT_MESSAGES.messageTooShort,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    const name = form.getByLabel('Name', { exact: true });
    const email = form.getByLabel('Email', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(form.getByLabel('Phone (optional)', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    // A wrong address and a short message keep their own messages.
    await email.fill('not-an-address');
    await form.getByLabel('Message', { exact: true }).fill('Too short');
    await send.click();
    await expect(form.getByText(CONTACT_MESSAGES.emailInvalid, { exact: true })).toBeVisible();
    await expect(form.getByText(CONTACT_MESSAGES.messageTooShort, { exact: true })).toBeVisible();

    const sender = uniqueEmail('contact');
    const text = 'Could you inspect the repainting of our parkade stairwells next month?';
    await name.fill('Casey Contact');
    await email.fill(sender);
    await form.getByLabel('Phone (optional)', { exact: true }).fill('604 555 0199');
    await form.getByLabel('Topic', { exact: true }).selectOption({ label: 'Inspections' });
    await form.getByLabel('Message', { exact: true }).fill(text);
    const sentAfter = Date.now();
    await send.click();

    await expect(form.getByRole('status')).toHaveText(`Thank you. Your message has been sent, and we will reply to ${sender}.`);
    await expect(form.getByText(CONTACT_MESSAGES.nameRequired)).toBeHidden();
    await expect(name).toHaveValue('');

    const receipt = await waitForEmail(sender, { since: sentAfter, type: 'contact.receipt' });
    expect(receipt.subject).toContain('We received your message');
    expect(receipt.text).toContain('Casey Contact');
    expect(receipt.text).toContain('Inspections');
    expect(receipt.text.replace(/\s+/g, ' ')).toContain(text);
  });
});

test.describe('a visitor page while the app loads', () => {
  // page.route does not see what a service worker answers: this visit has none.
  test.use({ serviceWorkers: 'block' });

  test('a click is replayed even when the visitor went on to type in a field', async ({ page }) => {
    await page.goto('/docs');
    await expect(h1(page, 'Documentation')).toBeVisible();
    const release = await holdAppCode(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const search = page.getByRole('searchbox', { name: 'Search the documentation' });
    await search.fill('company pickers');
    await expect(page.locator(`#${PRERENDERED_ID}`)).toHaveCount(1);

    release();
    await expect(page.locator(`#${PRERENDERED_ID}`)).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(search).toHaveValue('company pickers');
  });

  test('on the contact form, what the visitor types keeps to its fields, and focus and caret stay where they are', async ({ page }) => {
    await page.goto('/contact');
    await expect(h1(page, 'Contact')).toBeVisible();
    // The pre-rendered page is on screen; the app's code (asked for at the first focus) is held.
    const release = await holdAppCode(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    const name = form.getByLabel('Name', { exact: true });
    const email = form.getByLabel('Email', { exact: true });
    const message = form.getByLabel('Message', { exact: true });
    await name.fill('Early Visitor');
    await email.fill('early.visitor@example.com');
    await message.fill('please call me about a consultation.');
    await page.keyboard.press('Home');
    await expect(page.locator(`#${PRERENDERED_ID}`)).toHaveCount(1);

    release();
    await expect(page.locator(`#${PRERENDERED_ID}`)).toHaveCount(0);
    await expect(name).toHaveValue('Early Visitor');
    await expect(email).toHaveValue('early.visitor@example.com');
    await expect(message).toBeFocused();
    await page.keyboard.type('Hello, ');
    await expect(message).toHaveValue('Hello, please call me about a consultation.');
  });
});

test.describe('not-found page', () => {
  test('offers the home page and a docs search that finds a page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(h1(page, 'Page not found')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);

    const main = page.getByRole('main');
    const result = await searchDocs(main, 'guarantee certificate', 'Client Guide: Tracking Requests');
    await followWithKeyboard(page, result);
    await expect(page).toHaveURL(/\/docs\/client\/tracking-requests(#[\w-]+)?$/);
    await expect(h1(page, 'Client Guide: Tracking Requests')).toBeVisible();

    await page.goto('/docs/no-such-guide');
    await expect(h1(page, 'Page not found')).toBeVisible();
    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page, 'Paint quality assurance, from specification to guarantee')).toBeVisible();
  });
});
