import { vi } from 'vitest';

/**
 * Holds back the answers of the GETs whose address matches by `ms` (the others go at once), as a
 * loaded machine would: for proving a screen does not depend on which refetch answers first.
 * Undo with `.mockRestore()`.
 */
export function delayGets(matches: (url: URL) => boolean, ms: number) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const response = await realFetch(input, init);
    if (method === 'GET' && matches(url)) await new Promise((resolve) => setTimeout(resolve, ms));
    return response;
  });
}
