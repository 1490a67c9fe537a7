import type { ZodType } from 'zod';

/** Loads a zod schema on demand (a dynamic import): API answers and forms check with one. */
export type SchemaLoader<TOutput = unknown, TInput = unknown> = () => Promise<ZodType<TOutput, TInput>>;

/** The exports of a module that are zod schemas. */
type SchemaName<M> = { [K in keyof M]: M[K] extends ZodType ? K : never }[keyof M];

/**
 * A loader of the schema `name` of a shared schema module, which `load` imports on demand:
 *
 *   const projectsSchemas = () => import('@/shared/schemas/projects');
 *   apiClient.get(url, { schema: lazySchema(projectsSchemas, 'projectDetailSchema') });
 *
 * Client code imports only types and zod-free values (`src/shared/schemas/*-values.ts`) from the
 * schema modules, so zod and the schemas load beside a page's first request (the API client
 * starts the loader as the request goes out) instead of before its first render (docs/performance.md).
 */
export function lazySchema<M, N extends SchemaName<M>>(load: () => Promise<M>, name: N): () => Promise<M[N]> {
  return async () => {
    loadZodFirst();
    return (await load())[name];
  };
}

let zodLoading: Promise<unknown> | null = null;

/**
 * zod's own modules (about 90 KB), asked for beside the first schema module: the browser runs
 * them once they arrive, usually in a task of their own before the schemas built with them (zod
 * and the schemas in one task make a long one on a phone).
 */
function loadZodFirst(): void {
  // Only an order of work: a failure shows as the schema module's own import failing (and the
  // next load asks again).
  zodLoading ??= import('zod').catch(() => {
    zodLoading = null;
  });
}
