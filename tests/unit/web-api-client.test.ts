import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import { ApiError, apiErrorMessage, createApiClient, NoAnswerError, noAnswerLimitMs, onApiAnswer } from '@/lib/api-client';
import { MESSAGES } from '@/shared/messages';

function stubFetch(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body || null, { status, headers: { 'content-type': contentType } }));
}

function client(fetchImpl: ReturnType<typeof stubFetch>, token: string | null = 'access-1') {
  return createApiClient({ baseUrl: 'http://api.test', getAccessToken: async () => token, fetch: fetchImpl as unknown as typeof fetch });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client error messages', () => {
  it.each([
    ['the error field', 403, JSON.stringify({ error: 'Invalid administrator key', message: 'm', code: 'c' }), 'Invalid administrator key'],
    ['the message field when there is no error field', 400, JSON.stringify({ message: 'Bad project code' }), 'Bad project code'],
    ['the message field when the error field is empty', 400, JSON.stringify({ error: '', message: 'Bad project code' }), 'Bad project code'],
    ['the text of a non-JSON answer', 502, 'Bad Gateway', 'Bad Gateway'],
    ['the text of a JSON answer without either field', 500, JSON.stringify({ detail: 'x' }), '{"detail":"x"}'],
    ['the status when the answer is empty', 503, '', MESSAGES.apiRequestFailed(503)],
  ])('uses %s', async (_name, status, body, message) => {
    const error = await failure(client(stubFetch(status, body)).get('/api/things'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('keeps the parsed body as data', async () => {
    const body = { error: 'Nope', message: 'm', code: 'forbidden' };
    const error = await failure(client(stubFetch(403, JSON.stringify(body))).get('/api/x'));
    expect(error.data).toEqual(body);
  });

  it('apiErrorMessage reads "API request failed with status {status}" as the last resort', () => {
    expect(apiErrorMessage(418, null, '')).toBe('API request failed with status 418');
  });
});

describe('api client requests', () => {
  it('sends JSON with the bearer token of the session, and lets headers be overridden', async () => {
    const fetchImpl = stubFetch(200, JSON.stringify({ ok: true }));
    await client(fetchImpl).post('/api/things', { a: 1 }, { headers: { 'Content-Type': 'application/vnd.test+json', 'X-Extra': '1' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-1', 'Content-Type': 'application/vnd.test+json', 'X-Extra': '1' });
  });

  it('sends no Content-Type without a body (a JSON one with an empty body is refused by the server)', async () => {
    const fetchImpl = stubFetch(204, '');
    await client(fetchImpl).delete('/api/things/1');
    await client(fetchImpl).post('/api/things/1/archive', undefined);
    for (const [, init] of fetchImpl.mock.calls) {
      expect(init?.body).toBeUndefined();
      expect(Object.keys(init?.headers as Record<string, string>)).not.toContain('Content-Type');
    }
    await client(fetchImpl).post('/api/things', {});
    expect((fetchImpl.mock.calls[2]![1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('fails with "No valid session for API request" without a session, before any request', async () => {
    const fetchImpl = stubFetch(200, '{}');
    await expect(client(fetchImpl, null).get('/api/things')).rejects.toThrow(MESSAGES.noValidSession);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('public calls need no session and send no authorization', async () => {
    const fetchImpl = stubFetch(200, '{}');
    await client(fetchImpl, null).post('/api/auth/validate-admin-key', { adminKey: 'k' }, { auth: false });
    expect(fetchImpl.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('an explicit access token wins over the session', async () => {
    const fetchImpl = stubFetch(200, '{}');
    await client(fetchImpl, 'session-token').get('/api/x', { accessToken: 'given-token' });
    expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer given-token' });
  });

  it('parses a successful answer with the given schema', async () => {
    const schema = z.object({ count: z.number() });
    await expect(client(stubFetch(200, '{"count":3}')).get('/api/n', { schema })).resolves.toEqual({ count: 3 });
    await expect(client(stubFetch(200, '{"count":"3"}')).get('/api/n', { schema })).rejects.toThrow();
  });

  it('checks an answer with a shared schema named by answerSchema (here, with no worker, on this thread)', async () => {
    const schema = answerSchema('notifications', 'notificationsReadAllResponseSchema');
    await expect(client(stubFetch(200, '{"updated":3,"extra":true}')).get('/api/n', { schema })).resolves.toEqual({ updated: 3 });
    await expect(client(stubFetch(200, '{"updated":"3"}')).get('/api/n', { schema })).rejects.toThrow("The server's answer was not in the expected shape (updated: ");
  });

  it('a refused request throws its ApiError, not the answer check', async () => {
    const error = await failure(client(stubFetch(404, JSON.stringify({ error: 'Not found' }))).get('/api/n', { schema: answerSchema('notifications', 'notificationsReadAllResponseSchema') }));
    expect(error.message).toBe('Not found');
  });

  it("passes the caller's abort to fetch", async () => {
    const fetchImpl = stubFetch(200, '{}');
    const controller = new AbortController();
    await client(fetchImpl).get('/api/x', { signal: controller.signal });
    const sent = fetchImpl.mock.calls[0]![1]?.signal;
    expect(sent?.aborted).toBe(false);
    controller.abort();
    expect(sent?.aborted).toBe(true);
  });

  it('answers null for an empty successful body, and the base URL can change', async () => {
    const fetchImpl = stubFetch(204, '');
    const api = client(fetchImpl);
    api.setBaseUrl('http://other.test/');
    await expect(api.delete('/api/x')).resolves.toBeNull();
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://other.test/api/x');
  });
});

describe('api client files', () => {
  it('sends a Blob as raw bytes with its own type', async () => {
    const fetchImpl = stubFetch(201, JSON.stringify({ data: { id: 'u1' } }));
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await client(fetchImpl).put('/api/uploads/u1?kind=request_attachment', file);
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
  });

  it('downloads a file as a Blob, and throws the server message on an error', async () => {
    const blob = await client(stubFetch(200, 'file bytes', 'application/pdf')).download('/api/uploads/u1');
    expect(await blob.text()).toBe('file bytes');
    const error = await failure(client(stubFetch(404, JSON.stringify({ error: 'Not found', message: 'There is no such file.' }))).download('/api/uploads/u2'));
    expect(error.message).toBe('Not found');
  });
});

describe('api client on a connection that answers nothing (docs/offline.md, "No answer")', () => {
  /** A fetch that never answers until aborted, like a captive Wi-Fi. */
  const hangingFetch = () =>
    vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('Aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );

  it('abandons a request with no first byte after 15 s as a network failure (NoAnswerError, a TypeError)', async () => {
    vi.useFakeTimers();
    try {
      const api = createApiClient({ baseUrl: 'http://api.test', getAccessToken: async () => 'a', fetch: hangingFetch() as unknown as typeof fetch });
      const outcome = api.post('/api/messages', { text: 'hi' }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(14_900);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      const error = await outcome;
      expect(error).toBeInstanceOf(NoAnswerError);
      expect(error).toBeInstanceOf(TypeError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives an upload time to stream its body, and a caller that aborts gets its own abort', async () => {
    expect(noAnswerLimitMs(undefined)).toBe(15_000);
    expect(noAnswerLimitMs(new Blob([new Uint8Array(8 * 1024 * 60)]))).toBe(75_000);
    const controller = new AbortController();
    const api = createApiClient({ baseUrl: 'http://api.test', getAccessToken: async () => 'a', fetch: hangingFetch() as unknown as typeof fetch });
    const outcome = api.get('/api/x', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await outcome).not.toBeInstanceOf(NoAnswerError);
  });

  it('tells listeners of every answer, OK or not (the connection works)', async () => {
    const heard = vi.fn();
    const stop = onApiAnswer(heard);
    await client(stubFetch(200, '{}')).get('/api/ok');
    await client(stubFetch(404, '{}')).get('/api/missing').catch(() => {});
    stop();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
