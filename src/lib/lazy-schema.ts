import type { ZodType } from 'zod';
import type { SchemaName } from './answer-check/schema-modules';

/** Loads a zod schema on demand (a dynamic import): forms and list addresses check with one. */
export type SchemaLoader<TOutput = unknown, TInput = unknown> = () => Promise<ZodType<TOutput, TInput>>;

/**
 * A loader of the schema `name` of a shared schema module, which `load` imports on demand, for
 * what parses on the page's own thread (a form's resolver, a list's address):
 *
 *   const loadQuerySchema = lazySchema(() => import('@/shared/schemas/projects'), 'projectsQuerySchema');
 *
 * Client code imports only types and zod-free values (`src/shared/schemas/*-values.ts`) from the
 * schema modules, so zod and the schemas load when first used instead of before the first render
 * (docs/startup.md). API answers are checked in a worker instead (./answer-check/answer-schema.ts).
 */
export function lazySchema<M, N extends SchemaName<M>>(load: () => Promise<M>, name: N): () => Promise<M[N]> {
  return async () => (await afterZod(load))[name];
}

/** `load()` (a module built with zod) once zod's own modules have loaded and run (below). */
export async function afterZod<T>(load: () => Promise<T>): Promise<T> {
  await loadZodFirst();
  return load();
}

let zodLoading: Promise<unknown> | null = null;

/**
 * zod's own modules (src/shared/zod, about 100 KB) before the first schema module: the browser
 * runs zod in a task of its own, then the schemas built with it in another. Asked for together,
 * the two arrived together and ran as one long task (40 ms of /projects' load on the build
 * machine, four times that on a phone: docs/performance.md). The schema module's request waits
 * for zod's; the page's API request, which takes longer, has gone out meanwhile.
 */
function loadZodFirst(): Promise<unknown> {
  // Only an order of work: a failure shows as the schema module's own import failing (and the
  // next load asks again).
  zodLoading ??= import('@/shared/zod').catch(() => {
    zodLoading = null;
  });
  return zodLoading;
}
