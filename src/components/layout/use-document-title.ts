import { useEffect } from 'react';
import { markPageShown } from '@/lib/first-page-shown';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** A page's document title: "{title} | {provider name}", or the provider name alone. */
export function documentTitle(title: string, site: string = getRuntimeConfig().provider.name): string {
  return title && title !== site ? `${title} | ${site}` : site;
}

/**
 * Set document.title to "{title} | {provider name}" while the calling page is shown; every page
 * calls it, so it also tells work deferred past the first render that a page is on screen.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    markPageShown();
  }, [title]);
}
