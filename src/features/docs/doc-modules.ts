import type { MarkdownModule } from '@/content/markdown-module';
import type { DocEntry } from './docs-registry';

const loaded = new Map<string, MarkdownModule>();
const loading = new Map<string, Promise<MarkdownModule>>();

/** Load a page body once; later calls share the promise (a failed load may be retried). */
export function loadDocModule(doc: DocEntry): Promise<MarkdownModule> {
  const pending = loading.get(doc.path);
  if (pending) return pending;
  const promise = doc.load().then(
    (module) => {
      loaded.set(doc.path, module);
      return module;
    },
    (error: unknown) => {
      loading.delete(doc.path);
      throw error;
    },
  );
  loading.set(doc.path, promise);
  return promise;
}

/** The body if it has loaded already (the route loader preloads it), so no Suspense is needed. */
export function getLoadedDocModule(doc: DocEntry): MarkdownModule | undefined {
  return loaded.get(doc.path);
}
