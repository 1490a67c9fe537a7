import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that validates the body the form would send (`toBody(values)`) with the shared
 * schema the server uses. The form keeps text as typed; error paths are the body's field names, so
 * fields named like the body's get their messages.
 */
export function bodyResolver<TValues extends FieldValues, TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  toBody: (values: TValues) => z.input<TSchema>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return async (values, context, options) => {
    const result = await resolve(toBody(values), context, options as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as FieldErrors<TValues> };
    return { values: result.values as z.output<TSchema>, errors: {} };
  };
}
