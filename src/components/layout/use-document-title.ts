import { useEffect } from 'react';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** Set document.title to "{title} | {provider name}" while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const site = getRuntimeConfig().provider.name;
    document.title = title && title !== site ? `${title} | ${site}` : site;
  }, [title]);
}
