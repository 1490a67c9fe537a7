import { vi } from 'vitest';

/**
 * Holds back the answers of the requests that `matches` (by address and method) by `ms`, the
 * others go at once, as a loaded machine or a slow server would: for proving a screen does not
 * depend on which answer comes first. Undo with `.mockRestore()`.
 */
export function delayResponses(matches: (url: URL, method: string) => boolean, ms: number) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const response = await realFetch(input, init);
    if (matches(url, method)) await new Promise((resolve) => setTimeout(resolve, ms));
    return response;
  });
}

/** delayResponses for the GETs whose address matches. */
export const delayGets = (matches: (url: URL) => boolean, ms: number) => delayResponses((url, method) => method === 'GET' && matches(url), ms);
