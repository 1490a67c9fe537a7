import { Button, chakra, Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatRowCount, type PageNumbers } from './data-table-model';

export interface TablePagerProps extends PageNumbers {
  /** The table's accessible name: the pager is the navigation "<label> pages". */
  label: string;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The pager under a table: rows per page, "1–25 of 60" and "Page X of Y" with Previous and Next.
 * DataTable uses it for rows paged in the browser; a server-paged table gives it the server's
 * numbers (see serverPageNumbers), including a capped total ("1,000+"), where Next stays on.
 */
export function TablePager({ label, page, pageCount, from, to, total, totalCapped = false, pageSize, pageSizeOptions, onPageChange, onPageSizeChange }: TablePagerProps) {
  const id = useId();
  const more = totalCapped ? '+' : '';
  return (
    <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap" fontSize="sm">
      <HStack gap="2">
        <chakra.label htmlFor={id} color="fg.muted">
          Rows per page
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field id={id} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text color="fg.muted">{total === 0 ? 'No rows' : `${formatRowCount(from)}–${formatRowCount(to)} of ${formatRowCount(total)}${more}`}</Text>
      <HStack as="nav" aria-label={`${label} pages`} gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <Text aria-live="polite" aria-atomic="true">
          Page {page} of {formatRowCount(pageCount)}
          {more}
        </Text>
        <Button size="sm" variant="outline" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount && !totalCapped}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
