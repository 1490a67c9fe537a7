/// <reference lib="webworker" />
/**
 * Checks API answers against their shared zod schemas off the page's main thread
 * (./answer-schema.ts): zod, the schema modules (building their schemas takes tens of
 * milliseconds on a phone) and the parse run here, so the screen stays responsive while its data
 * arrives (docs/performance.md). The page's script policy holds here too: zod's compiler off.
 */
import '@/lib/zod-without-eval';
import type { AnswerCheckRequest } from './answer-check-protocol';
import { handleAnswerCheck } from './answer-check-handler';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async ({ data }: MessageEvent<AnswerCheckRequest>) => {
  const result = await handleAnswerCheck(data);
  if (result) self.postMessage(result);
};
