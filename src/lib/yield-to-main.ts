/**
 * Resolves in a later task, so the browser can handle input and paint in between: work split at
 * these points never blocks the page for the whole of it (a long task is any task over 50 ms).
 * `scheduler.yield()` where the browser has it (its continuation runs before other queued tasks),
 * a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
