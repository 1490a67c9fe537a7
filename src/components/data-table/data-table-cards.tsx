import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { PlacedColumn } from './data-table-model';
import { cellContent, FirstCell } from './data-table-rows';

const isEmpty = (content: ReactNode) => content === null || content === undefined || content === '' || content === false;

export interface DataTableCardsProps<Row> {
  /** The list's accessible name (the table's label). */
  label: string;
  /** The columns in display order, with their pins (placeColumns). */
  columns: readonly PlacedColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  rowHref?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  emptyText: string;
}

/**
 * The table's rows as cards, for a phone (docs/phone-first.md, Tables): the first column is the card's title (its link or
 * button is the row's primary action), the other columns follow as labelled facts, most important
 * first (placeColumns), and the actions column sits at the foot, in reach of a thumb. Memoised
 * like the table's rows (docs/performance.md).
 */
function DataTableCardsOf<Row>({ label, columns, rows, getRowKey, rowHref, onRowClick, rowLabel, emptyText }: DataTableCardsProps<Row>) {
  if (rows.length === 0) {
    return (
      <Text borderWidth="1px" borderRadius="l2" textAlign="center" py="8" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  const [title, ...rest] = columns;
  const facts = rest.filter(({ pin }) => pin !== 'end');
  const actions = rest.filter(({ pin }) => pin === 'end');

  return (
    <Stack as="ul" aria-label={label} gap="2" listStyleType="none" m="0" p="0">
      {rows.map((row, index) => {
        const footer = actions.map(({ column }) => ({ key: column.key, content: cellContent(column, row) })).filter(({ content }) => !isEmpty(content));
        return (
          <Box
            as="li"
            key={getRowKey(row, index)}
            borderWidth="1px"
            borderRadius="l2"
            bg="bg"
            p="3"
            // A tap anywhere on the card opens it, as on the table's row; the title's button is the keyboard's way.
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            cursor={onRowClick ? 'pointer' : undefined}
          >
            <Box fontWeight="semibold" overflowWrap="anywhere">
              <FirstCell row={row} content={title ? cellContent(title.column, row) : null} rowHref={rowHref} onRowClick={onRowClick} rowLabel={rowLabel} />
            </Box>
            {facts.length > 0 && (
              // The labels' column is at most 45 % of the card, so zoomed text wraps instead of widening it.
              <chakra.dl display="grid" gridTemplateColumns="fit-content(45%) minmax(0, 1fr)" columnGap="3" rowGap="1" mt="2" fontSize="sm">
                {facts.map(({ column }) => {
                  const content = cellContent(column, row);
                  // An empty fact (no invoice yet, no inspector) is left out rather than shown blank.
                  return isEmpty(content) ? null : (
                    <Box key={column.key} display="contents">
                      <chakra.dt color="fg.muted" overflowWrap="anywhere">
                        {column.header}
                      </chakra.dt>
                      <chakra.dd m="0" overflowWrap="anywhere" textAlign="start">
                        {content}
                      </chakra.dd>
                    </Box>
                  );
                })}
              </chakra.dl>
            )}
            {footer.length > 0 && (
              <Flex gap="2" wrap="wrap" mt="3" onClick={(event) => event.stopPropagation()}>
                {footer.map(({ key, content }) => (
                  <Box key={key}>{content}</Box>
                ))}
              </Flex>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

export const DataTableCards = memo(DataTableCardsOf) as <Row>(props: DataTableCardsProps<Row>) => ReactNode;
