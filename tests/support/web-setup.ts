import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the persisted query cache (src/lib/query/persistence.ts) uses it.
import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks a few browser APIs that Chakra (Ark/Zag) and React Router touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
// jsdom's Blob and File lack arrayBuffer() and stream(), and Node's fetch cannot send them: use
// Node's, which implement the same standard (files picked in tests and uploads made with them).
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});

// Lazy routes load on demand; under a busy CI machine the first render of a file can take a
// few seconds, more than Testing Library's default of one.
configure({ asyncUtilTimeout: 5_000 });
