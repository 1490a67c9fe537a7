import type { ZodType } from 'zod';

/** An answer's body as JSON: null when empty, the text itself when it is not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An API answer's text, read as JSON and parsed with its shared schema; throws an Error that
 * names the first field out of shape when the answer is not what this version of the app expects.
 */
export function parseAnswer(schema: unknown, text: string): unknown {
  const result = (schema as ZodType).safeParse(parseJson(text));
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : '';
  throw new Error(`The server's answer was not in the expected shape${where}`);
}
