import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

/** The largest JSON body any route reads (uploads take raw bytes under their own limits). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The deepest nesting of objects and arrays a JSON body may have; no contract comes close. */
export const JSON_MAX_DEPTH = 32;

/** The paths the guard covers: the API and the embedded auth (the web app's pages are files). */
const GUARDED_PREFIXES = ['/api/', '/auth/v1/'];

const nulRefused = (where: string) =>
  new HttpError(400, 'nul_character', 'Invalid character', `The ${where} contains a NUL character (U+0000), which is never accepted.`);

const tooDeep = () =>
  new HttpError(400, 'json_too_deep', 'Body nested too deeply', `The JSON body is nested more than ${JSON_MAX_DEPTH} levels deep.`);

const charsetRefused = (charset: string) =>
  new HttpError(415, 'unsupported_charset', 'Unsupported charset', `The body is declared as ${charset}; send it as UTF-8.`);

/** The charset a Content-Type declares, lower-cased, or undefined when it declares none. */
export function declaredCharset(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  for (const parameter of contentType.split(';').slice(1)) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset') return (value ?? '').trim().replace(/^"(.*)"$/, '$1').toLowerCase();
  }
  return undefined;
}

/**
 * Whether the JSON text nests deeper than `limit`. A linear scan that counts the brackets outside
 * strings, before parsing: no recursion, so a body of 20,000 brackets costs one pass, not a stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/** Whether any string or key in a parsed JSON value holds U+0000 (walked with a stack, not recursion). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

type DefaultJsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

/**
 * Fastify's JSON parser (secure-json-parse, prototype poisoning refused) behind the two checks
 * every JSON body passes: at most JSON_MAX_DEPTH levels, and no NUL in any string or key.
 * PostgreSQL refuses NUL in text, so it is refused here before a handler runs
 * (docs/architecture.md, Where input is guarded). `/auth/v1` installs it in its own parser too.
 */
export function guardedJsonParser(app: FastifyInstance) {
  const parse: DefaultJsonParser = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void) => {
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return done(tooDeep());
    return parse(request, text, (error: Error | null, body?: unknown) => {
      if (error) return done(error);
      // JSON cannot carry a raw NUL inside a string, only the escape: no escape, nothing to walk.
      if (text.includes('\\u0000') && containsNul(body)) return done(nulRefused('body'));
      return done(null, body);
    });
  };
}

/**
 * The one place bad input is refused before any handler runs: a NUL in the address (path
 * parameters and query string) or in a JSON body answers 400, a body declared in a charset other
 * than UTF-8 answers 415, a JSON body deeper than JSON_MAX_DEPTH 400 and one over JSON_BODY_LIMIT
 * 413, each in the error shape of its scope (docs/architecture.md, Where input is guarded).
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!GUARDED_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    // A NUL can only arrive percent-encoded: Node's HTTP parser refuses a raw one in the address.
    if (/%00/i.test(url) || url.includes('\u0000')) throw nulRefused('address');
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const charset = declaredCharset(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw charsetRefused(charset || 'an empty charset');
  });

  const parseJson = guardedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) =>
    parseJson(request, body as string, done),
  );
});
