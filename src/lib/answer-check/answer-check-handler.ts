import type { AnswerCheckRequest, AnswerCheckResult } from './answer-check-protocol';
import { parseAnswer } from './parse-answer';
import { importSchemaModule } from './schema-modules';

/** What the answer-check worker does with a request: null for a `prepare`, else the check's result. */
export async function handleAnswerCheck(request: AnswerCheckRequest): Promise<AnswerCheckResult | null> {
  if (request.kind === 'prepare') {
    // Only early: a failure shows again, as the check's own, when the answer comes.
    await importSchemaModule(request.module).catch(() => undefined);
    return null;
  }
  const { id } = request;
  try {
    const module = await importSchemaModule(request.module);
    return { id, ok: true, value: parseAnswer(module[request.name], request.text) };
  } catch (error) {
    return { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
