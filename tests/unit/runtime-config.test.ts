import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@/lib/runtime-config';
import { runtimeConfigSchema } from '@/shared/schemas/runtime-config';

const valid = {
  supabaseUrl: null,
  anonKey: 'anon',
  staffEmailDomain: 'paintqa.example',
  provider: { name: 'Paint QA', address: '1 Main St', phone: '6045550100', email: 'office@paintqa.example', timeZone: 'America/Vancouver' },
};

// The page checks window.__PORTAL_CONFIG__ without zod (to keep zod out of the entry chunk);
// these cases hold that check to the shared schema the server uses.
const cases: [string, unknown][] = [
  ['valid, same-origin auth', valid],
  ['valid, hosted auth', { ...valid, supabaseUrl: 'https://abc.supabase.co' }],
  ['unknown fields (dropped)', { ...valid, extra: 1, provider: { ...valid.provider, fax: '1' } }],
  ['missing anonKey', { ...valid, anonKey: undefined }],
  ['number where a string belongs', { ...valid, staffEmailDomain: 3 }],
  ['supabaseUrl undefined', { ...valid, supabaseUrl: undefined }],
  ['provider missing', { ...valid, provider: undefined }],
  ['provider an array', { ...valid, provider: [] }],
  ['provider field null', { ...valid, provider: { ...valid.provider, phone: null } }],
  ['null', null],
  ['a string', 'config'],
  ['an array', []],
  ['test poll interval', { ...valid, testPollIntervalMs: 1000 }],
  ['test poll interval not a number', { ...valid, testPollIntervalMs: '1000' }],
  ['test poll interval zero', { ...valid, testPollIntervalMs: 0 }],
  ['test poll interval fractional', { ...valid, testPollIntervalMs: 1.5 }],
];

describe('parseRuntimeConfig', () => {
  it.each(cases)('agrees with the shared schema: %s', (_name, raw) => {
    const expected = runtimeConfigSchema.safeParse(raw);
    const actual = parseRuntimeConfig(raw);
    if (expected.success) {
      expect(actual).toEqual({ config: expected.data });
    } else {
      expect('issues' in actual && actual.issues.length).toBeGreaterThan(0);
    }
  });

  it('names what is wrong', () => {
    expect(parseRuntimeConfig({ ...valid, anonKey: 1, provider: { ...valid.provider, email: null } })).toEqual({
      issues: [
        { path: 'anonKey', expected: 'string' },
        { path: 'provider.email', expected: 'string' },
      ],
    });
  });
});
