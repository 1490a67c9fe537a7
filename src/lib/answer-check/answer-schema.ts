import type { output } from 'zod';
import { afterZod } from '../lazy-schema';
import type { AnswerCheckRequest, AnswerCheckResult } from './answer-check-protocol';
import { parseAnswer } from './parse-answer';
import { importSchemaModule, type SchemaModuleName, type SchemaModules, type SchemaName } from './schema-modules';

/** Which shared schema checks an API answer: a module of src/shared/schemas and one of its schemas. */
export interface AnswerSchema<T> {
  readonly module: SchemaModuleName;
  readonly name: string;
  /** Only the type: what the answer is once checked. */
  readonly answer?: T;
}

/**
 * The shared schema `name` of the module `module`, for an API call's `schema` option:
 *
 *   apiClient.get(url, { schema: answerSchema('projects', 'projectDetailSchema') });
 *
 * The answer is checked off the main thread (checkAnswer).
 */
export function answerSchema<M extends SchemaModuleName, N extends SchemaName<SchemaModules[M]>>(module: M, name: N): AnswerSchema<output<SchemaModules[M][N]>> {
  return { module, name };
}

export function isAnswerSchema(value: unknown): value is AnswerSchema<unknown> {
  return typeof value === 'object' && value !== null && 'module' in value && 'name' in value;
}

interface Waiting {
  schema: AnswerSchema<unknown>;
  text: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** undefined: not started yet; null: none here (no Worker, or it could not start): checks run on this thread. */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function answerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const started = new Worker(new URL('./answer-check.worker.ts', import.meta.url), { type: 'module', name: 'answer-check' });
    started.onmessage = ({ data: result }: MessageEvent<AnswerCheckResult>) => {
      const entry = waiting.get(result.id);
      if (!entry) return;
      waiting.delete(result.id);
      if (result.ok) entry.resolve(result.value);
      else entry.reject(new Error(result.message));
    };
    // The worker's script did not load (an old cache, a blocked fetch): check here from now on.
    started.onerror = (event) => {
      event.preventDefault();
      checkHereFromNowOn();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

function checkHereFromNowOn(): void {
  worker?.terminate();
  worker = null;
  for (const [id, entry] of waiting) {
    waiting.delete(id);
    checkHere(entry.schema, entry.text).then(entry.resolve, entry.reject);
  }
}

/** On this thread: zod first, in a task of its own (lazy-schema.ts), then the module, then the parse. */
async function checkHere(schema: AnswerSchema<unknown>, text: string): Promise<unknown> {
  const module = await afterZod(() => importSchemaModule(schema.module));
  return parseAnswer(module[schema.name], text);
}

function post(message: AnswerCheckRequest): boolean {
  const target = answerWorker();
  target?.postMessage(message);
  return target !== null;
}

/** Start loading what checking the answer needs, as its request goes out. */
export function prepareAnswerCheck(schema: AnswerSchema<unknown>): void {
  post({ kind: 'prepare', module: schema.module });
}

/**
 * The answer's JSON text, parsed and checked with its shared schema (src/shared/schemas): in a
 * worker, so zod, building the schemas and the parse cost the page's main thread nothing while a
 * screen starts (docs/performance.md); on this thread where no worker runs (tests in jsdom).
 */
export function checkAnswer<T>(schema: AnswerSchema<T>, text: string): Promise<T> {
  return new Promise<unknown>((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, { schema, text, resolve, reject });
    if (post({ kind: 'check', id, module: schema.module, name: schema.name, text })) return;
    waiting.delete(id);
    checkHere(schema, text).then(resolve, reject);
  }) as Promise<T>;
}
