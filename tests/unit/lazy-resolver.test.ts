import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyBodyResolver, lazyZodResolver } from '@/lib/forms/lazy-resolver';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  count: z.number({ error: 'Enter a number.' }).int().min(1, 'At least one.'),
  lines: z.array(z.object({ surface: z.string().min(1, 'Name the surface.') })).min(1, 'Add a line.'),
});
type Values = z.input<typeof schema>;

const options = (criteriaMode: 'firstError' | 'all' = 'firstError'): ResolverOptions<Values> => ({ fields: {}, shouldUseNativeValidation: false, criteriaMode });

const VALID: Values = { name: '  Wall ', count: 2, lines: [{ surface: 'North wall' }] };
const INVALID = { name: ' ', count: 0, lines: [{ surface: '' }] } as Values;

describe('lazy form resolvers', () => {
  it('loads the schema on first validation, once, and not before', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values, z.output<typeof schema>>(load);
    expect(load).not.toHaveBeenCalled();
    await resolver(VALID, undefined, options());
    await resolver(INVALID, undefined, options());
    await resolver.preload();
    // Another resolver over the same loader shares what was loaded.
    await lazyZodResolver<Values, z.output<typeof schema>>(load)(VALID, undefined, options());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives what zodResolver gives, for valid and invalid values', async () => {
    const lazy = lazyZodResolver<Values, z.output<typeof schema>>(async () => schema);
    for (const mode of ['firstError', 'all'] as const) {
      for (const values of [VALID, INVALID]) {
        expect(await lazy(values, undefined, options(mode))).toEqual(await zodResolver(schema)(values, undefined, options(mode)));
      }
    }
    expect((await lazy(INVALID, undefined, options())).errors).toMatchObject({
      name: { message: 'Enter a name.' },
      count: { message: 'At least one.' },
      lines: [{ surface: { message: 'Name the surface.' } }],
    });
  });

  it('validates the body the form would send, submitting the parsed body or the form values', async () => {
    type Typed = { name: string; count: string };
    const toBody = (values: Typed): Values => ({ name: values.name, count: Number(values.count), lines: [{ surface: 'Wall' }] });
    const load = async () => schema;
    const typed: Typed = { name: ' Deck ', count: '3' };
    const parsed = lazyBodyResolver(load, toBody);
    expect(await parsed(typed, undefined, options() as never)).toEqual(await zodResolver(schema)(toBody(typed), undefined, options()));
    const formValues = lazyBodyResolver(load, toBody, { submitFormValues: true });
    expect(await formValues(typed, undefined, options() as never)).toEqual({ values: typed, errors: {} });
    const refused = await formValues({ name: '', count: 'x' }, undefined, options() as never);
    expect(refused.values).toEqual({});
    expect(refused.errors).toMatchObject({ name: { message: 'Enter a name.' }, count: { message: 'Enter a number.' } });
  });

  it('tries a failed load again on the next validation', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<Values, z.output<typeof schema>>(load);
    await expect(resolver(VALID, undefined, options())).rejects.toThrow('chunk failed');
    expect((await resolver(VALID, undefined, options())).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
