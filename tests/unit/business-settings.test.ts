import { describe, expect, it } from 'vitest';
import { formValuesFromBusinessSettings, toBusinessSettingsBody } from '../../src/features/settings/business-settings-form-model';
import { businessSettingsUpdateSchema, storedBusinessSettings, typedBusinessSettings, type TypedBusinessSettings } from '../../src/shared/schemas/business-settings';

const typed: TypedBusinessSettings = {
  fee_rate_percent: 1.15,
  fee_minimum: 1500.1,
  billing_split: { deposit: 25, progress: 50, final: 25 },
  travel_free_radius_km: 40,
  travel_rate_per_km: 0.29,
  travel_flat_zones: [{ region: 'NU', amount: 450.55 }],
  invoice_tax_rate_percent: 14.975,
  invoice_payment_terms_days: 30,
  provider_time_zone: 'America/Toronto',
};

describe('business settings units', () => {
  it('stores percent as basis points and dollars as cents without floating-point drift (1.15 % is 115, not 114)', () => {
    expect(storedBusinessSettings({ ...typed, invoice_tax_rate_percent: 14.97 })).toEqual({
      fee_rate_basis_points: 115,
      fee_minimum_cents: 150_010,
      billing_split: { deposit: 25, progress: 50, final: 25 },
      travel_free_radius_km: 40,
      travel_rate_cents_per_km: 29,
      travel_flat_zones: [{ region: 'NU', amount_cents: 45_055 }],
      invoice_tax_rate_basis_points: 1497,
      invoice_payment_terms_days: 30,
      provider_time_zone: 'America/Toronto',
    });
  });

  it('gives back what was typed from what was stored', () => {
    const valid = { ...typed, invoice_tax_rate_percent: 14.97 };
    expect(typedBusinessSettings(storedBusinessSettings(valid))).toEqual(valid);
  });
});

describe('the business settings form', () => {
  it('shows the stored settings as typed, and sends them back as the PUT body', () => {
    const valid = { ...typed, invoice_tax_rate_percent: 14.97 };
    const values = formValuesFromBusinessSettings({ ...storedBusinessSettings(valid), version: 3 } as never);
    expect(values).toEqual({
      fee_rate_percent: '1.15',
      fee_minimum: '1500.1',
      billing_split: { deposit: '25', progress: '50', final: '25' },
      travel_free_radius_km: '40',
      travel_rate_per_km: '0.29',
      travel_flat_zones: [{ region: 'NU', amount: '450.55' }],
      invoice_tax_rate_percent: '14.97',
      invoice_payment_terms_days: '30',
      provider_time_zone: 'America/Toronto',
    });
    expect(toBusinessSettingsBody(values, 3)).toEqual({ ...valid, version: 3 });
    expect(toBusinessSettingsBody({ ...values, fee_minimum: '', travel_flat_zones: [{ region: '', amount: 'x' }] }, 3)).toMatchObject({
      fee_minimum: undefined,
      travel_flat_zones: [{ region: undefined, amount: Number.NaN }],
    });
  });
});

describe('businessSettingsUpdateSchema', () => {
  const body = { ...typed, invoice_tax_rate_percent: 13, version: 3 };

  it('accepts a whole, consistent change', () => {
    expect(businessSettingsUpdateSchema.safeParse(body).success).toBe(true);
  });

  it("stores a time zone by its canonical IANA name, and keeps the stored one when the body has none", () => {
    expect(businessSettingsUpdateSchema.parse({ ...body, provider_time_zone: ' america/vancouver ' }).provider_time_zone).toBe('America/Vancouver');
    expect(businessSettingsUpdateSchema.parse({ ...body, provider_time_zone: undefined }).provider_time_zone).toBeUndefined();
  });

  it.each([
    ['a tax rate with 3 decimals', { invoice_tax_rate_percent: 14.975 }, 'invoice_tax_rate_percent'],
    ['a split of 110 %', { billing_split: { deposit: 30, progress: 50, final: 30 } }, 'billing_split.final'],
    ['a split with a part stage', { billing_split: { deposit: 30.5, progress: 39.5, final: 30 } }, 'billing_split.deposit'],
    ['a region twice', { travel_flat_zones: [{ region: 'NU', amount: 1 }, { region: 'NU', amount: 2 }] }, 'travel_flat_zones.1.region'],
    ['a negative rate per km', { travel_rate_per_km: -0.1 }, 'travel_rate_per_km'],
    ['no version', { version: undefined }, 'version'],
    ['a time zone that does not exist', { provider_time_zone: 'Mars/Olympus_Mons' }, 'provider_time_zone'],
    ['an empty time zone', { provider_time_zone: ' ' }, 'provider_time_zone'],
    ['a time zone with a NUL', { provider_time_zone: 'America/Vancouver\u0000' }, 'provider_time_zone'],
  ])('refuses %s, on its field', (_, change, path) => {
    const result = businessSettingsUpdateSchema.safeParse({ ...body, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
