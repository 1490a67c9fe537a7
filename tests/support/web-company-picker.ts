import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** The open list of a company picker (its input's listbox). */
export const pickerList = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-controls')!)!;

/**
 * Choose `name` in a company picker (src/components/form/company-picker.tsx): search
 * for it and click its option. The search text is entered as one input: user-event's key-by-key
 * typing races the combobox's write-back of the box's text in jsdom.
 */
export async function chooseCompany(user: User, input: HTMLElement, name: string, search = name): Promise<void> {
  await user.click(input);
  await user.clear(input);
  await user.paste(search);
  const option = await waitFor(() => within(pickerList(input)).getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }), {
    timeout: 15_000,
  });
  await user.click(option);
  await waitFor(() => expect(input).toHaveValue(name), { timeout: 15_000 });
}
