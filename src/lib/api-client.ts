import type { ZodType } from 'zod';
import { OUTBOX } from '@/shared/constants';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/schemas/common-values';
import { MESSAGES } from '@/shared/messages';
import { checkAnswer, isAnswerSchema, prepareAnswerCheck, type AnswerSchema } from './answer-check/answer-schema';
import { parseJson } from './answer-check/parse-answer';
import { loadedSupabase, loadSupabase, needsSupabaseAtStart, sessionAtStart } from './supabase';

/** A non-OK answer from the product API: its status, its parsed body (or text) and a readable message. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/**
 * A 409: the thing moved on meanwhile (another user acted first). The refresh that follows can
 * remove the form that was refused, so say it where it stays visible (a toast, the parent).
 */
export const isConflict = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The message of a failed answer (docs/features.md, Words and formats): the body's `error` field, else its `message`
 * field, else the body text, else 'API request failed with status {status}'.
 */
export function apiErrorMessage(status: number, data: unknown, text: string): string {
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    if (nonEmpty(body.error)) return body.error;
    if (nonEmpty(body.message)) return body.message;
  }
  if (nonEmpty(text)) return text.trim();
  return MESSAGES.apiRequestFailed(status);
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (a file) is sent as its raw bytes with its own type. */
  body?: unknown;
  /** Extra headers; they override the defaults (content type, authorization). */
  headers?: Record<string, string>;
  /**
   * The write's idempotency key, sent as the Idempotency-Key header: a resend of the same write
   * (after a lost answer, or from the offline queue) lands once (docs/offline.md).
   */
  idempotencyKey?: string;
  /**
   * Parse a successful answer with this shared schema (answerSchema: loaded as the request goes out
   * and checked off the main thread, src/lib/answer-check/answer-schema.ts) or with this schema.
   */
  schema?: AnswerSchema<T> | ZodType<T>;
  signal?: AbortSignal;
  /** Send the session's bearer token (default true). Public calls set false. */
  auth?: boolean;
  /** Use this access token instead of reading the current session. */
  accessToken?: string;
  /**
   * Abandon the request when no answer has begun after this long (default: noAnswerLimitMs);
   * a request that waits on purpose (a long report) may set more.
   */
  firstByteTimeoutMs?: number;
}

/**
 * Thrown when the server did not begin to answer in time: a TypeError, like fetch's own network
 * failures, so it is handled as no connection (a waiting write waits; a query retries).
 */
export class NoAnswerError extends TypeError {
  constructor(readonly waitedMs: number) {
    super(`No answer from the server within ${Math.round(waitedMs / 1000)} s`);
    this.name = 'NoAnswerError';
  }
}

/**
 * How long a request may go without the first byte of an answer (docs/offline.md, "No answer"):
 * OUTBOX.firstByteTimeoutMs, plus for a body of bytes (an upload) the time to send it at a slow
 * working rate, so an upload that is streaming is not cut by the limit meant for a dead network.
 */
export function noAnswerLimitMs(body: unknown): number {
  const size = typeof Blob !== 'undefined' && body instanceof Blob ? body.size : 0;
  return OUTBOX.firstByteTimeoutMs + Math.ceil((size / OUTBOX.uploadBytesPerSecond) * 1000);
}

export interface ApiClientDependencies {
  /** Prefix for every path; '' for the page's own origin. */
  baseUrl?: string;
  /** The current session's access token, or null when signed out. */
  getAccessToken: () => Promise<string | null | undefined>;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>): Promise<T>;
  /**
   * PUT a file's bytes reporting how much is sent (XMLHttpRequest: fetch has no upload progress
   * everywhere). No connection rejects with a TypeError, as fetch does, so a queued write waits.
   */
  upload<T = unknown>(path: string, file: Blob, onProgress: (sent: number, total: number) => void): Promise<T>;
  /** GET a file (e.g. an upload or a PDF) as a Blob. */
  download(path: string, options?: Pick<ApiRequestOptions<never>, 'signal' | 'headers' | 'firstByteTimeoutMs'>): Promise<Blob>;
  /** Change the base URL (tests point it at a test server). */
  setBaseUrl(baseUrl: string): void;
}

/** A signal that aborts when either does (AbortSignal.any where the browser has it). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  const abort = () => both.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return both.signal;
}

const refusalListeners = new Set<(error: ApiError) => void>();
const answerListeners = new Set<() => void>();

/** Hear every answer the server gives, OK or not (the connection works). Returns the unsubscribe. */
export function onApiAnswer(listener: () => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/**
 * Hear every refused API answer of every client (the auth provider signs a suspended user out on
 * one). Returns the unsubscribe function.
 */
export function onApiRefusal(listener: (error: ApiError) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** Build an API client. It does no UI work: no toasts, no redirects. */
export function createApiClient(dependencies: ApiClientDependencies): ApiClient {
  let baseUrl = dependencies.baseUrl ?? '';

  /**
   * Fetch with the session's token; a non-2xx answer throws ApiError with the server's message.
   * `onFetch` runs as the request goes out, once the token is read.
   */
  async function send(path: string, options: ApiRequestOptions<unknown>, accept: string, onFetch?: () => void): Promise<Response> {
    // A Blob (a file) goes as raw bytes with its own type; anything else as JSON.
    const binary = typeof Blob !== 'undefined' && options.body instanceof Blob;
    const headers: Record<string, string> = { Accept: accept };
    // A Content-Type only with a body: a JSON one without (a DELETE, a bodiless POST) is a 400.
    if (options.body !== undefined) headers['Content-Type'] = binary ? (options.body as Blob).type || 'application/octet-stream' : 'application/json';
    if (options.auth !== false) {
      const token = options.accessToken ?? (await dependencies.getAccessToken());
      if (!token) throw new Error(MESSAGES.noValidSession);
      headers.Authorization = `Bearer ${token}`;
    }
    if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    Object.assign(headers, options.headers);

    const doFetch = dependencies.fetch ?? globalThis.fetch;
    onFetch?.();
    // A connection that claims to work but answers nothing (a captive Wi-Fi, a dead hotspot):
    // abandon the request after the limit, so a waiting write shows as waiting instead of hanging.
    const limitMs = options.firstByteTimeoutMs ?? noAnswerLimitMs(options.body);
    const noAnswer = new AbortController();
    const timer = setTimeout(() => noAnswer.abort(), limitMs);
    const signal = options.signal ? eitherSignal(options.signal, noAnswer.signal) : noAnswer.signal;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : binary ? (options.body as Blob) : JSON.stringify(options.body),
        signal,
      });
    } catch (error) {
      if (noAnswer.signal.aborted && !options.signal?.aborted) throw new NoAnswerError(limitMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    for (const listener of answerListeners) listener();
    if (!response.ok) {
      const text = await response.text();
      const data = parseJson(text);
      const error = new ApiError(response.status, data, apiErrorMessage(response.status, data, text));
      for (const listener of refusalListeners) listener(error);
      throw error;
    }
    return response;
  }

  async function request<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
    const { schema } = options;
    const prepare = isAnswerSchema(schema) ? () => prepareAnswerCheck(schema) : undefined;
    const response = await send(path, options as ApiRequestOptions<unknown>, 'application/json', prepare);
    const text = await response.text();
    if (isAnswerSchema(schema)) return checkAnswer(schema, text);
    const data = parseJson(text);
    return (schema ? schema.parse(data) : data) as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    async upload(path, file, onProgress) {
      const token = await dependencies.getAccessToken();
      if (!token) throw new Error(MESSAGES.noValidSession);
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('PUT', `${baseUrl}${path}`);
        xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
        xhr.onerror = () => reject(new TypeError('Failed to fetch'));
        xhr.ontimeout = () => reject(new NoAnswerError(xhr.timeout));
        xhr.timeout = noAnswerLimitMs(file);
        xhr.onload = () => {
          for (const listener of answerListeners) listener();
          const data = parseJson(xhr.responseText);
          if (xhr.status >= 200 && xhr.status < 300) {
            onProgress(file.size, file.size);
            resolve(data as never);
            return;
          }
          const error = new ApiError(xhr.status, data, apiErrorMessage(xhr.status, data, xhr.responseText));
          for (const listener of refusalListeners) listener(error);
          reject(error);
        };
        xhr.send(file);
      });
    },
    // A file may be made on request (a report's PDF): a longer wait for its first byte.
    download: async (path, options) => (await send(path, { firstByteTimeoutMs: 4 * OUTBOX.firstByteTimeoutMs, ...options, method: 'GET' }, '*/*')).blob(),
    setBaseUrl(next) {
      baseUrl = next.replace(/\/$/, '');
    },
  };
}

/**
 * The app's one API client: bearer token from the current Supabase session, same origin. With
 * supabase-js not loaded and no session stored, nobody is signed in: no need to load it.
 */
export const apiClient = createApiClient({
  getAccessToken: async () => {
    const loaded = loadedSupabase();
    if (!loaded) {
      if (!needsSupabaseAtStart()) return null;
      // Until the auth client loads (after the first page shows), the stored session's token,
      // which sessionAtStart only hands out while it has minutes left.
      const stored = sessionAtStart();
      if (stored) return stored.access_token;
    }
    const { data } = await (loaded ?? (await loadSupabase())).auth.getSession();
    return data.session?.access_token ?? null;
  },
});
