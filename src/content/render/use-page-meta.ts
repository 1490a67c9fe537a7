import { useEffect } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title';

/** The page's <meta name="description">, created when the document has none. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Set document.title ("{title} | {provider}") and the meta description while the page is shown;
 * the previous description comes back when it unmounts.
 */
export function usePageMeta(title: string, description: string): void {
  useDocumentTitle(title);
  useEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
