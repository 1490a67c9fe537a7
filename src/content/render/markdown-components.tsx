import { Box, Code, Heading, List, Separator, Table, Text } from '@chakra-ui/react';
import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { MarkdownComponents } from '../markdown-module';
import { MarkdownLink } from './markdown-link';
import { TableFrame } from '@/components/data-table/table-frame';

type Props<Tag extends keyof HTMLElementTagNameMap> = ComponentPropsWithoutRef<Tag>;

/** Space kept above a heading when a "#id" link scrolls to it, so the top bar does not cover it. */
const ANCHOR_OFFSET = '6rem';

/**
 * Heading sizes of a Markdown page, phone then desktop: each level clearly larger than the next
 * at both widths (h1 30/36 px, h2 20/24, h3 18/20, h4 16 and bold, body 16). The page's h1 is
 * its title, outside the body (docs and public pages); other headings of the page's own (the
 * docs index's guide list) take the same sizes.
 */
export const HEADING_SIZES = {
  h1: { base: '3xl', md: '4xl' },
  h2: { base: 'xl', md: '2xl' },
  h3: { base: 'lg', md: 'xl' },
  h4: 'md',
} as const;

export function MarkdownH2({ id, children }: Props<'h2'>) {
  return (
    <Heading as="h2" id={id} size={HEADING_SIZES.h2} mt="10" mb="3" scrollMarginTop={ANCHOR_OFFSET}>
      {children}
    </Heading>
  );
}

export function MarkdownH3({ id, children }: Props<'h3'>) {
  return (
    <Heading as="h3" id={id} size={HEADING_SIZES.h3} mt="7" mb="2" scrollMarginTop={ANCHOR_OFFSET}>
      {children}
    </Heading>
  );
}

function MarkdownH4({ id, children }: Props<'h4'>) {
  return (
    <Heading as="h4" id={id} size={HEADING_SIZES.h4} mt="5" mb="2" scrollMarginTop={ANCHOR_OFFSET}>
      {children}
    </Heading>
  );
}

function Paragraph({ children }: Props<'p'>) {
  return (
    <Text my="4" lineHeight="tall" data-prose="">
      {children}
    </Text>
  );
}

function UnorderedList({ children }: Props<'ul'>) {
  return (
    <List.Root as="ul" ps="6" my="4" gap="2" lineHeight="tall">
      {children}
    </List.Root>
  );
}

function OrderedList({ children, start }: Props<'ol'>) {
  return (
    <List.Root as="ol" ps="6" my="4" gap="2" lineHeight="tall" {...(start === undefined ? {} : { start })}>
      {children}
    </List.Root>
  );
}

/**
 * `data-prose` marks running text: its links keep their line on a phone, while a list item that
 * holds only a link is a touch target (the phone rules in index.html, docs/phone-first.md).
 */
function proseMark(children: ReactNode): { 'data-prose'?: '' } {
  const parts = Children.toArray(children).filter((part) => !(typeof part === 'string' && part.trim() === ''));
  const onlyALink = parts.length === 1 && isValidElement<{ href?: unknown }>(parts[0]) && parts[0].props.href !== undefined;
  return onlyALink ? {} : { 'data-prose': '' };
}

function ListItem({ children }: Props<'li'>) {
  return <List.Item {...proseMark(children)}>{children}</List.Item>;
}

function MarkdownTable({ children }: Props<'table'>) {
  return (
    <TableFrame label="Table" focusable="always" borderRadius="md" my="6">
      <Table.Root size="sm" variant="line">
        {children}
      </Table.Root>
    </TableFrame>
  );
}

type Align = 'left' | 'center' | 'right' | undefined;
const alignOf = (style: Props<'td'>['style']): Align => style?.textAlign as Align;

function HeaderCell({ children, style }: Props<'th'>) {
  return (
    <Table.ColumnHeader scope="col" textAlign={alignOf(style)} bg="bg.subtle" fontWeight="semibold">
      {children}
    </Table.ColumnHeader>
  );
}

function Cell({ children, style }: Props<'td'>) {
  return (
    <Table.Cell textAlign={alignOf(style)} verticalAlign="top" {...proseMark(children)}>
      {children}
    </Table.Cell>
  );
}

function InlineCode({ children }: Props<'code'>) {
  return (
    <Code size="sm" variant="subtle" colorPalette="gray" whiteSpace="normal" wordBreak="break-word">
      {children}
    </Code>
  );
}

function Preformatted({ children }: Props<'pre'>) {
  return (
    <Box
      as="pre"
      my="5"
      p="4"
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
      fontSize="sm"
      css={{ '& code': { bg: 'transparent', p: 0, whiteSpace: 'pre' } }}
    >
      {children}
    </Box>
  );
}

function Quote({ children }: Props<'blockquote'>) {
  return (
    <Box as="blockquote" my="5" ps="4" borderStartWidth="4px" borderColor="blue.solid" color="fg" bg="bg.subtle" py="1">
      {children}
    </Box>
  );
}

function Strong({ children }: Props<'strong'>) {
  return (
    <Text as="strong" fontWeight="semibold">
      {children}
    </Text>
  );
}

function Rule() {
  return <Separator my="8" />;
}

/**
 * The Chakra-styled elements of every Markdown body (public pages and docs). Colours are
 * semantic tokens (fg, bg.subtle, blue.fg ...), so both themes keep their contrast.
 */
export const markdownComponents = {
  h2: MarkdownH2,
  h3: MarkdownH3,
  h4: MarkdownH4,
  p: Paragraph,
  a: MarkdownLink,
  ul: UnorderedList,
  ol: OrderedList,
  li: ListItem,
  table: MarkdownTable,
  thead: Table.Header,
  tbody: Table.Body,
  tr: Table.Row,
  th: HeaderCell,
  td: Cell,
  code: InlineCode,
  pre: Preformatted,
  blockquote: Quote,
  strong: Strong,
  hr: Rule,
} satisfies MarkdownComponents;
