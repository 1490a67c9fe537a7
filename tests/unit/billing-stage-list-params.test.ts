import { describe, expect, it } from 'vitest';
import { billingStagesSearch } from '../../src/lib/api/invoices/get-billing-stages';
import { DEFAULT_BILLING_STAGES_QUERY, isNarrowed, searchParamsFromStagesQuery, stagesQueryFromSearchParams } from '../../src/features/invoicing/billing-stage-list-params';
import { billingStagesQuerySchema } from '../../src/shared/schemas/invoices';

const COMPANY = '7f1c1c4e-0c55-4a53-9a3c-6d8f0a4f3c11';

describe('billing stages list state in the URL', () => {
  it('reads the defaults from an empty address (the schema agrees with the state before it loads)', () => {
    const query = stagesQueryFromSearchParams(new URLSearchParams(), billingStagesQuerySchema);
    expect(query).toEqual(DEFAULT_BILLING_STAGES_QUERY);
    expect(searchParamsFromStagesQuery(query, billingStagesQuerySchema).toString()).toBe('');
  });

  it('round-trips search, filters, sort and page', () => {
    const address = `search=deposit+elm&status=ready&company=${COMPANY}&project=BC-26-0001&from=2026-01-01&to=2026-12-31&sort=amount&order=asc&page=3&pageSize=100`;
    const query = stagesQueryFromSearchParams(new URLSearchParams(address), billingStagesQuerySchema);
    expect(query).toMatchObject({ search: 'deposit elm', status: 'ready', company: COMPANY, sort: 'amount', order: 'asc', page: 3, pageSize: 100 });
    expect(searchParamsFromStagesQuery(query, billingStagesQuerySchema).toString()).toBe(address);
  });

  it('ignores values the schema refuses, and a `pending` in the address (only a screen sets it)', () => {
    const query = stagesQueryFromSearchParams(new URLSearchParams('sort=password&page=0&pageSize=500&project=BC-26&pending=true&status=ready'), billingStagesQuerySchema);
    expect(query).toEqual({ ...DEFAULT_BILLING_STAGES_QUERY, status: 'ready' });
  });

  it('sends every set value to the API, pending included', () => {
    expect(billingStagesSearch({ ...DEFAULT_BILLING_STAGES_QUERY, pending: true, search: 'a b' })).toBe('search=a+b&sort=date&order=desc&page=1&pageSize=50&pending=true');
  });

  it('is narrowed by what a person filters or searches, not by the pending screen itself', () => {
    expect(isNarrowed({ ...DEFAULT_BILLING_STAGES_QUERY, pending: true })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_BILLING_STAGES_QUERY, search: 'elm' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_BILLING_STAGES_QUERY, company: COMPANY })).toBe(true);
  });
});
