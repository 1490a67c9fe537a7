import { isValidElement, type ElementType, type ReactNode } from 'react';

export interface PageHeading {
  /** The id rehype-slug gave the heading (the "#" anchor). */
  id: string;
  text: string;
  level: 2 | 3;
}

type ElementProps = { id?: unknown; children?: ReactNode };

/** The text of a rendered node: strings and numbers, depth first (links, code and emphasis included). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<ElementProps>(node)) return textOf(node.props.children);
  return '';
}

/**
 * The h2 and h3 headings of a rendered Markdown body, in document order, read from its element
 * tree: the elements whose type is the component given for that level, with the id rehype-slug
 * set at build time. No DOM is read, so a table of contents is right on the first render.
 */
export function collectHeadings(tree: ReactNode, h2: ElementType, h3: ElementType): PageHeading[] {
  const found: PageHeading[] = [];
  const visit = (node: ReactNode) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isValidElement<ElementProps>(node)) return;
    const level = node.type === h2 ? 2 : node.type === h3 ? 3 : null;
    if (level !== null) {
      if (typeof node.props.id === 'string') found.push({ id: node.props.id, text: textOf(node.props.children), level });
      return;
    }
    visit(node.props.children);
  };
  visit(tree);
  return found;
}
