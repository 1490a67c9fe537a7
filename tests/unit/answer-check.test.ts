import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleAnswerCheck } from '@/lib/answer-check/answer-check-handler';
import type { AnswerCheckRequest } from '@/lib/answer-check/answer-check-protocol';

/** A dedicated worker running the real handler (answer-check.worker.ts's body), or one whose script fails to load. */
function fakeWorker({ loads }: { loads: boolean }) {
  const received: AnswerCheckRequest[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    constructor() {
      if (!loads) setTimeout(() => this.onerror?.({ preventDefault: () => {} }), 5);
    }
    postMessage(request: AnswerCheckRequest) {
      received.push(request);
      if (!loads) return;
      void handleAnswerCheck(structuredClone(request)).then((result) => result && this.onmessage?.({ data: structuredClone(result) }));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return received;
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('checkAnswer: API answers checked with their shared schema off the main thread', () => {
  it('asks the worker to load the schema module as the request goes out, then to check the answer', async () => {
    const received = fakeWorker({ loads: true });
    const { answerSchema, checkAnswer, prepareAnswerCheck } = await import('@/lib/answer-check/answer-schema');
    const schema = answerSchema('notifications', 'notificationsReadAllResponseSchema');
    prepareAnswerCheck(schema);
    await expect(checkAnswer(schema, '{"updated":2,"extra":"dropped"}')).resolves.toEqual({ updated: 2 });
    expect(received.map((request) => request.kind)).toEqual(['prepare', 'check']);
    expect(received[1]).toMatchObject({ module: 'notifications', name: 'notificationsReadAllResponseSchema', text: '{"updated":2,"extra":"dropped"}' });
  });

  it('refuses an answer out of shape, naming the field', async () => {
    fakeWorker({ loads: true });
    const { answerSchema, checkAnswer } = await import('@/lib/answer-check/answer-schema');
    await expect(checkAnswer(answerSchema('notifications', 'notificationsReadAllResponseSchema'), '{"updated":-1}')).rejects.toThrow(
      "The server's answer was not in the expected shape (updated: ",
    );
  });

  it('checks on the main thread when the worker cannot start, the answers already waiting included', async () => {
    const received = fakeWorker({ loads: false });
    const { answerSchema, checkAnswer } = await import('@/lib/answer-check/answer-schema');
    const schema = answerSchema('notifications', 'notificationsReadAllResponseSchema');
    const first = checkAnswer(schema, '{"updated":1}');
    await expect(first).resolves.toEqual({ updated: 1 });
    await expect(checkAnswer(schema, '{"updated":5}')).resolves.toEqual({ updated: 5 });
    // The second answer was not sent to the failed worker.
    expect(received).toHaveLength(1);
  });
});
