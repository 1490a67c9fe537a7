import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import { apiClient } from '@/lib/api-client';
import { providerToday } from '@/lib/provider-day';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { queryClient } from '@/lib/query/query-client';
import type { BusinessSettings } from '@/shared/schemas/business-settings';
import { BUSINESS_SETTINGS_MESSAGES } from '@/shared/schemas/business-settings-values';
import { renderApp } from '../../support/web-render';
import { signInNewUser } from '../../support/web-users';
import { webTestServerPerFile } from '../../support/web-server-per-file';

const server = webTestServerPerFile();
const eventually = (check: () => unknown) => waitFor(check, { timeout: 15_000 });
const stored = () => apiClient.get<BusinessSettings>('/api/settings/business');

async function openForm() {
  renderApp('/settings');
  const section = await screen.findByRole('region', { name: 'Business settings' }, { timeout: 15_000 });
  return within(section).findByRole('form', { name: 'Business settings' }, { timeout: 15_000 });
}

describe('/settings, business settings (Admin)', () => {
  it('shows the stored rule in percent and dollars, refuses a split that is not 100 % without saving, and saves a change with a flat zone', async () => {
    await signInNewUser(server, 'admin');
    const before = await stored();
    const user = userEvent.setup();
    const form = await openForm();
    await eventually(() => expect(within(form).getByLabelText('Fee rate (% of the contract)')).toHaveValue('5'));
    expect(within(form).getByLabelText('Minimum fee ($)')).toHaveValue('1500');
    expect(within(form).getByLabelText('Rate ($ per km)')).toHaveValue('0.7');

    // 30 + 40 + 40: the schema's message on the last stage, and nothing reaches the server.
    const final = within(form).getByLabelText('Final balance (%)');
    await user.clear(final);
    await user.type(final, '40');
    await user.click(within(form).getByRole('button', { name: 'Save business settings' }));
    expect(await within(form).findByText(BUSINESS_SETTINGS_MESSAGES.splitTotal, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect((await stored()).version).toBe(before.version);

    await user.clear(final);
    await user.type(final, '30');
    const rate = within(form).getByLabelText('Fee rate (% of the contract)');
    await user.clear(rate);
    await user.type(rate, '6.25');
    await user.click(within(form).getByRole('button', { name: 'Add flat zone' }));
    await user.selectOptions(within(form).getByLabelText('Flat zone 1: region'), 'NU');
    await user.type(within(form).getByLabelText('Flat zone 1: amount ($)'), '450');
    act(() => toaster.remove());
    await user.click(within(form).getByRole('button', { name: 'Save business settings' }));
    expect(await screen.findByText('Business settings saved', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await stored()).toMatchObject({
      fee_rate_basis_points: 625,
      billing_split: { deposit: 30, progress: 40, final: 30 },
      travel_flat_zones: [{ region: 'NU', amount_cents: 45_000 }],
      version: before.version + 1,
    });

    // The form starts again from what was stored: the zone is there, with a button to remove it.
    const saved = screen.getByRole('form', { name: 'Business settings' });
    await eventually(() => expect(within(saved).getByLabelText('Flat zone 1: region')).toHaveValue('NU'));
    expect(within(saved).getByRole('button', { name: 'Remove flat zone 1' })).toBeInTheDocument();
  }, 90_000);

  it("offers the IANA zones for the provider's time zone, refuses one that does not exist, and counts this page's days in the saved one", async () => {
    cleanup();
    queryClient.clear();
    await signInNewUser(server, 'admin');
    const before = await stored();
    expect(before.provider_time_zone).toBe('America/Vancouver'); // PROVIDER_TIME_ZONE until an Admin saves one
    const user = userEvent.setup();
    const form = await openForm();
    const zone = await within(form).findByLabelText('Provider time zone', {}, { timeout: 15_000 });
    expect(zone).toHaveValue('America/Vancouver');
    const listed = [...document.querySelectorAll(`datalist#${CSS.escape(zone.getAttribute('list')!)} option`)].map((option) => option.getAttribute('value'));
    expect(listed).toEqual(expect.arrayContaining(['America/Vancouver', 'America/Toronto', 'Europe/Paris']));

    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus_Mons');
    await user.click(within(form).getByRole('button', { name: 'Save business settings' }));
    expect(await within(form).findByText(BUSINESS_SETTINGS_MESSAGES.timeZone, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect((await stored()).version).toBe(before.version);

    await user.clear(zone);
    await user.type(zone, 'Pacific/Kiritimati'); // UTC+14: its day is ahead of every other zone's
    act(() => toaster.remove());
    await user.click(within(form).getByRole('button', { name: 'Save business settings' }));
    expect(await screen.findByText('Business settings saved', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await stored()).toMatchObject({ provider_time_zone: 'Pacific/Kiritimati', version: before.version + 1 });
    expect(getRuntimeConfig().provider.timeZone).toBe('Pacific/Kiritimati');
    expect(providerToday(new Date('2026-03-10T06:30:00Z'))).toBe('2026-03-10'); // 20:30 on the 10th there, 23:30 on the 9th in Vancouver
    await eventually(() => expect(within(screen.getByRole('form', { name: 'Business settings' })).getByLabelText('Provider time zone')).toHaveValue('Pacific/Kiritimati'));
  }, 90_000);

  it('is not shown to a Client', async () => {
    cleanup();
    queryClient.clear();
    await signInNewUser(server, 'client');
    renderApp('/settings');
    expect(await screen.findByRole('region', { name: 'Profile' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Business settings' })).not.toBeInTheDocument();
  }, 60_000);
});
