import { Button, Table } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import type { SortDirection } from './data-table-model';

function SortIcon({ direction }: { direction: SortDirection | null }) {
  if (direction === 'ascending') return <LuArrowUp aria-hidden="true" />;
  if (direction === 'descending') return <LuArrowDown aria-hidden="true" />;
  return <LuArrowUpDown aria-hidden="true" opacity={0.5} />;
}

/** A column header: with `onSort`, a button that sorts by it, and `aria-sort` while it is the sort. */
export function SortableHeader({
  header,
  direction,
  onSort,
  align = 'start',
  pin,
}: {
  header: string;
  direction: SortDirection | null;
  onSort?: () => void;
  align?: 'start' | 'end';
  /** Kept in view while the table scrolls sideways (table-frame.tsx). */
  pin?: 'start' | 'end' | null;
}) {
  return (
    <Table.ColumnHeader scope="col" aria-sort={direction ?? undefined} textAlign={align} data-pin={pin ?? undefined}>
      {onSort ? (
        <Button variant="plain" size="sm" px="0" h="auto" fontWeight="semibold" color="fg" onClick={onSort}>
          {header}
          <SortIcon direction={direction} />
        </Button>
      ) : (
        header
      )}
    </Table.ColumnHeader>
  );
}
