import type { SchemaModuleName } from './schema-modules';

/** What the page asks the answer-check worker (./answer-check.worker.ts). */
export type AnswerCheckRequest =
  /** Load a schema module now: its request has gone out, its answer will follow. */
  | { kind: 'prepare'; module: SchemaModuleName }
  /** Read `text` as JSON and parse it with the module's schema `name`. */
  | { kind: 'check'; id: number; module: SchemaModuleName; name: string; text: string };

/** The worker's answer to a check: the parsed value, or why it was refused. */
export type AnswerCheckResult = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };
