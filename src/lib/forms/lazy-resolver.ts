import type { FieldErrors, FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { warmUpOnFirstInput } from '../first-page-shown';
import { afterZod, type SchemaLoader } from '../lazy-schema';

// A form's loader is module-level (`() => import('./x-schema').then((m) => m.schema)`), so one
// loader is loaded once (the cache below is keyed by it).

/** A react-hook-form resolver whose schema (with zod and the zod resolver) loads on first use. */
export type LazyResolver<TValues extends FieldValues, TOutput = TValues> = Resolver<TValues, unknown, TOutput> & {
  /** Load the schema now, so the first validation does not wait for it. */
  preload: () => Promise<void>;
};

type ZodResolve = (values: unknown, context: unknown, options: ResolverOptions<FieldValues>) => Promise<ResolverResult<FieldValues, unknown>>;

const loaded = new WeakMap<SchemaLoader, Promise<ZodResolve>>();

/** The zod resolver over the loader's schema, loaded once per loader. */
function zodResolveOf(loadSchema: SchemaLoader): Promise<ZodResolve> {
  let resolve = loaded.get(loadSchema);
  if (!resolve) {
    resolve = Promise.all([afterZod(loadSchema), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as ZodResolve,
      (error: unknown) => {
        // A chunk that failed to load (offline before the worker cached it) is tried again next time.
        loaded.delete(loadSchema);
        throw error;
      },
    );
    loaded.set(loadSchema, resolve);
  }
  return resolve;
}

function lazyResolver<TValues extends FieldValues, TOutput>(
  loadSchema: SchemaLoader,
  validate: (resolve: ZodResolve, values: TValues, context: unknown, options: ResolverOptions<TValues>) => Promise<ResolverResult<TValues, TOutput>>,
): LazyResolver<TValues, TOutput> {
  const preload = () => zodResolveOf(loadSchema).then(() => undefined);
  // Loaded once the person starts using the page, well before a form's first check, which comes
  // after typing: a page only looked at (a list glanced at, Lighthouse's load) does not evaluate
  // the schemas of forms it never opens (docs/performance.md, What each change saved).
  warmUpOnFirstInput(loadSchema, preload);
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) =>
    validate(await zodResolveOf(loadSchema), values, context, options);
  return Object.assign(resolver, { preload });
}

/** `zodResolver(schema)` with the schema loaded on first use: the same values, errors and messages. */
export function lazyZodResolver<TValues extends FieldValues, TOutput = TValues>(loadSchema: SchemaLoader<TOutput, TValues>): LazyResolver<TValues, TOutput> {
  return lazyResolver<TValues, TOutput>(
    loadSchema,
    (resolve, values, context, options) => resolve(values, context, options as ResolverOptions<FieldValues>) as Promise<ResolverResult<TValues, TOutput>>,
  );
}

/**
 * A resolver that validates the body the form would send (`toBody(values)`) with the shared schema
 * the server uses: the form keeps text as typed, error paths are the body's field names (so fields
 * named like the body's get their messages). The form submits the schema's output, or with
 * `submitFormValues` its own values.
 */
export function lazyBodyResolver<TValues extends FieldValues, TOutput, TBody>(
  loadSchema: SchemaLoader<TOutput, TBody>,
  toBody: (values: TValues) => TBody,
): LazyResolver<TValues, TOutput>;
export function lazyBodyResolver<TValues extends FieldValues, TBody>(
  loadSchema: SchemaLoader<unknown, TBody>,
  toBody: (values: TValues) => TBody,
  options: { submitFormValues: true },
): LazyResolver<TValues, TValues>;
export function lazyBodyResolver<TValues extends FieldValues, TBody>(
  loadSchema: SchemaLoader<unknown, TBody>,
  toBody: (values: TValues) => TBody,
  { submitFormValues = false }: { submitFormValues?: boolean } = {},
): LazyResolver<TValues, unknown> {
  return lazyResolver<TValues, unknown>(loadSchema, async (resolve, values, context, options) => {
    const result = await resolve(toBody(values), context, options as unknown as ResolverOptions<FieldValues>);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors as FieldErrors<TValues> };
    return { values: submitFormValues ? values : result.values, errors: {} };
  });
}
