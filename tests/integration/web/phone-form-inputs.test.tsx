import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { StashedFilesField } from '@/components/form/stashed-files-field';
import { getSupabase } from '@/lib/supabase-client';
import { UPLOAD_KINDS, UPLOAD_RULES } from '@/shared/uploads-values';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile({}, { signOut: 'afterEach' });

/**
 * What each field must be, from the name the form registers it under (the schema's field name):
 * the keyboard a phone opens follows from it. Numbers stay type="text" (the forms parse them).
 */
function expectedFor(name: string): { type: string; inputMode?: string; autoComplete?: string } | null {
  if (/email$/.test(name)) return { type: 'email' };
  if (/phone$/.test(name)) return { type: 'tel' };
  if (/postal_code$/.test(name)) return { type: 'text', autoComplete: 'postal-code' };
  if (/_at$/.test(name)) return { type: 'datetime-local' };
  if (/(date|_on|valid_from|valid_to|deadline|stageDates\.\w+)$/.test(name)) return { type: 'date' };
  if (/(days|coats_planned|stages_planned|billing_split\.\w+|radius_km)$/.test(name)) return { type: 'text', inputMode: 'numeric' };
  if (/(amount|contract|fee_\w+|rate_\w+|percent|hours_estimate|travel_km)$/.test(name)) return { type: 'text', inputMode: 'decimal' };
  return null;
}

/** Every named input of the page with a kind checked against its name; how many had one. */
function checkInputs(): string[] {
  const checked: string[] = [];
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name]')) {
    const expected = expectedFor(input.name);
    if (!expected) continue;
    checked.push(input.name);
    expect({ name: input.name, type: input.type, inputMode: expected.inputMode && input.inputMode, autoComplete: expected.autoComplete && input.autocomplete }).toEqual({
      name: input.name,
      ...expected,
      inputMode: expected.inputMode,
      autoComplete: expected.autoComplete,
    });
  }
  return checked;
}

async function openForm(url: string, formName: string | RegExp) {
  renderApp(url);
  await screen.findByRole('form', { name: formName }, { timeout: 15_000 });
}

describe('form fields open the right keyboard on a phone', () => {
  it('staff forms: company, project, team member, business settings', async () => {
    await signInNewUser(server, 'admin');
    await openForm('/companies/new', /new company/i);
    expect(checkInputs()).toEqual(expect.arrayContaining(['postal_code', 'phone', 'email', 'membership_valid_from', 'membership_valid_to']));
    cleanup();

    await openForm('/projects/new', /new project/i);
    expect(checkInputs()).toEqual(expect.arrayContaining(['postal_code', 'base_contract', 'final_contract', 'start_date', 'final_inspection_date']));
    cleanup();

    await openForm('/team/new', 'Send invitation');
    expect(checkInputs()).toEqual(expect.arrayContaining(['email', 'phone']));
    cleanup();

    renderApp('/settings');
    await screen.findByRole('form', { name: 'Business settings' }, { timeout: 15_000 });
    await waitFor(() => expect(checkInputs()).toEqual(expect.arrayContaining(['fee_rate_percent', 'fee_minimum', 'billing_split.deposit', 'travel_free_radius_km', 'travel_rate_per_km', 'invoice_payment_terms_days'])), { timeout: 15_000 });
  }, 90_000);

  it("the client's request form, and the sign-in and contact forms with the person's own address", async () => {
    await signInNewUser(server, 'client');
    await openForm('/inspections/request-inspector', /request/i);
    expect(checkInputs()).toEqual(expect.arrayContaining(['postal_code', 'contract_amount', 'desired_start_date', 'details.coats_planned', 'parties.architect.email']));
    cleanup();
    await getSupabase().auth.signOut();

    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact' }, { timeout: 15_000 });
    const email = await screen.findByLabelText('Email', {}, { timeout: 15_000 });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('autocomplete', 'tel');
    cleanup();

    renderApp('/?login=true');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 15_000 });
    const login = dialog.querySelector('input[name="email"]');
    expect(login).toHaveAttribute('type', 'email');
    expect(login).toHaveAttribute('autocomplete', 'email');
  }, 90_000);
});

describe('file pickers', () => {
  it('photo pickers offer the camera and the gallery: accept image/*, no capture; document pickers keep their types', async () => {
    for (const kind of UPLOAD_KINDS) {
      const photo = kind === 'inspection_photo' || kind === 'deficiency_photo';
      render(
        <AppProvider>
          <StashedFilesField label={`Field ${kind}`} kind={kind} value={[]} onChange={() => undefined} max={5} />
        </AppProvider>,
      );
      const input = await screen.findByLabelText(`Field ${kind}`);
      expect(input).toHaveAttribute('type', 'file');
      expect(input).not.toHaveAttribute('capture');
      expect(input).toHaveAttribute('accept', photo ? 'image/*' : '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx');
      // The visible control is the styled label, and it names the same input.
      expect(screen.getByLabelText(new RegExp(UPLOAD_RULES[kind].pickLabel))).toBe(input);
      expect(UPLOAD_RULES[kind].pickLabel).toMatch(photo ? /^Add photos$/ : /^Add (files|documents)$/);
      expect(UPLOAD_RULES[kind].accept).toBe(input.getAttribute('accept'));
      cleanup();
    }
  });
});
