import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

export interface TableScrollFrameProps extends Omit<TableScrollAreaProps, 'aria-label'> {
  /** Names the frame for the keyboard stop (usually the table's own name). */
  label: string;
}

/**
 * The frame a wide table scrolls sideways in (on a phone most do). It is a keyboard stop with a
 * name, so a table without links or buttons can still be scrolled with the arrow keys (axe's
 * scrollable-region-focusable, WCAG 2.1.1); docs/testing.md runs axe at phone width.
 */
export function TableScrollFrame({ label, children, ...props }: TableScrollFrameProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" tabIndex={0} role="group" aria-label={label} focusVisibleRing="outside" {...props}>
      {children}
    </Table.ScrollArea>
  );
}
