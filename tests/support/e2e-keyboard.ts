import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only form filling for e2e tests: focus moves only with Tab and Shift+Tab, text is
 * typed, selects are changed with the arrow keys, checkboxes with Space and buttons with Enter.
 */

const MAX_TAB_STOPS = 80;

/**
 * Whether the focused element shows a focus indicator: an outline or shadow on itself or, for a
 * visually hidden input (Chakra's checkboxes, radios and switches), on the control its label draws.
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const hasRing = (element: Element | null | undefined) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const active = document.activeElement;
    // The browser takes Tab focus as keyboard focus: :focus-visible holds, and the ring must show.
    if (!active?.matches(':focus-visible')) return false;
    if (hasRing(active)) return true;
    const drawn = active?.closest('label')?.querySelectorAll('[data-focus-visible]') ?? [];
    return [...drawn].some(hasRing);
  });
}

/** Press Tab (or Shift+Tab, when `target` lies before the focus) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    const where = await target.evaluate((element) => {
      const active = document.activeElement;
      if (active === element) return 'here';
      if (!active || active === document.body) return 'forward';
      return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING ? 'forward' : 'back';
    });
    if (where === 'here') {
      expect(await focusIsVisible(page), `the focus on ${target.toString()} is visible`).toBe(true);
      return;
    }
    await page.keyboard.press(where === 'forward' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tab to a text field and type `text` (replacing what it held). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tab to a native select and move its choice with the arrow keys to the option `wanted` (value or label). */
export async function chooseOption(page: Page, select: Locator, wanted: string): Promise<void> {
  await tabTo(page, select);
  const chosen = () => select.evaluate((element: HTMLSelectElement, value) => element.value === value || element.selectedOptions[0]?.text === value, wanted);
  for (const key of ['ArrowDown', 'ArrowUp']) {
    const count = await select.evaluate((element: HTMLSelectElement) => element.options.length);
    for (let step = 0; step <= count; step += 1) {
      if (await chosen()) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`No option "${wanted}" in ${select.toString()}`);
}

/**
 * Tab to a company picker (a combobox that searches the server), type `search`, and choose the
 * company `name` with the arrow keys and Enter.
 */
export async function chooseCompany(page: Page, input: Locator, name: string, search = name): Promise<void> {
  await tabTo(page, input);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(search);
  const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  const option = list.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  for (let step = 0; step < 25 && (await option.getAttribute('data-highlighted')) === null; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(name);
}

/** Tab to a button and press it with Enter. */
export async function pressButton(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Tab to a checkbox (or radio, or switch) and toggle it with Space. */
export async function toggle(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Space');
}

/** One control of a form, by its label: text to type, the option of a select or the company of a company picker to choose. */
export type KeyboardEntry = { label: string; type: string } | { label: string; choose: string } | { label: string; company: string };

/** Fill a form's controls in order, with the keyboard only. */
export async function fillByKeyboard(page: Page, form: Locator, entries: readonly KeyboardEntry[]): Promise<void> {
  for (const entry of entries) {
    if ('company' in entry) {
      await chooseCompany(page, form.getByRole('combobox', { name: entry.label, exact: true }), entry.company);
      continue;
    }
    const control = form.getByLabel(entry.label);
    if ('type' in entry) await typeInto(page, control, entry.type);
    else await chooseOption(page, control, entry.choose);
  }
}
