import { chakra, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { PlacedColumn } from './data-table-model';
import { cellContent, FirstCell } from './data-table-rows';
import { useWindowRows } from './use-window-rows';

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
  return <WindowedCards {...{ label, rows, getRowKey, rowHref, onRowClick, rowLabel, title, facts, actions }} />;
}

/**
 * The cards' elements are plain and styled once here, on the list, not a styled component each:
 * a page of cards with six facts each was about 15 styled elements a card, whose styles Chakra
 * computed one by one (docs/performance.md, What each change saved).
 */
const CARD_LIST = {
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  listStyleType: 'none',
  m: '0',
  p: '0',
  '& > li': { borderWidth: '1px', borderRadius: 'l2', bg: 'bg', p: '3' },
  '& > li[data-clickable]': { cursor: 'pointer' },
  '& > li > [data-card-title]': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
  // The labels' column is at most 45 % of the card, so zoomed text wraps instead of widening it.
  '& > li > dl': { display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', columnGap: '3', rowGap: '1', mt: '2', mb: '0', fontSize: 'sm' },
  '& > li > dl > div': { display: 'contents' },
  '& > li > dl > div > dt': { color: 'fg.muted', overflowWrap: 'anywhere' },
  '& > li > dl > div > dd': { m: '0', overflowWrap: 'anywhere', textAlign: 'start' },
  '& > li > [data-card-actions]': { display: 'flex', gap: '2', flexWrap: 'wrap', mt: '3' },
} as const;

/** Estimated height of a card before it is measured (a title and four facts). */
const CARD_HEIGHT = 150;
/** The list's gap between cards (Chakra's spacing 2). */
const CARD_GAP = 8;

type CardsProps<Row> = Omit<DataTableCardsProps<Row>, 'columns' | 'emptyText'> & {
  title: PlacedColumn<Row> | undefined;
  facts: readonly PlacedColumn<Row>[];
  actions: readonly PlacedColumn<Row>[];
};

/** The cards near the screen of a long page, and the space of the others (./use-window-rows.ts). */
function WindowedCards<Row>({ label, rows, getRowKey, rowHref, onRowClick, rowLabel, title, facts, actions }: CardsProps<Row>) {
  const { listRef, indexes, measureRow, before, after, windowed } = useWindowRows<HTMLUListElement>(rows.length, CARD_HEIGHT, CARD_GAP);
  return (
    <chakra.ul ref={listRef} aria-label={label} css={CARD_LIST} style={windowed ? { paddingTop: before, paddingBottom: after } : undefined}>
      {indexes.map((index) => {
        const row = rows[index] as Row;
        const footer = actions.map(({ column }) => ({ key: column.key, content: cellContent(column, row) })).filter(({ content }) => !isEmpty(content));
        const shownFacts = facts.map(({ column }) => ({ column, content: cellContent(column, row) })).filter(({ content }) => !isEmpty(content));
        return (
          <li
            key={getRowKey(row, index)}
            ref={measureRow}
            data-index={index}
            // With only a window rendered, each card tells its place in the whole list.
            aria-setsize={windowed ? rows.length : undefined}
            aria-posinset={windowed ? index + 1 : undefined}
            // A tap anywhere on the card opens it, as on the table's row; the title's button is the keyboard's way.
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            data-clickable={onRowClick ? '' : undefined}
          >
            <div data-card-title="">
              <FirstCell row={row} content={title ? cellContent(title.column, row) : null} rowHref={rowHref} onRowClick={onRowClick} rowLabel={rowLabel} />
            </div>
            {/* An empty fact (no invoice yet, no inspector) is left out rather than shown blank. */}
            {shownFacts.length > 0 && (
              <dl>
                {shownFacts.map(({ column, content }) => (
                  <div key={column.key}>
                    <dt>{column.header}</dt>
                    <dd>{content}</dd>
                  </div>
                ))}
              </dl>
            )}
            {footer.length > 0 && (
              <div data-card-actions="" onClick={(event) => event.stopPropagation()}>
                {footer.map(({ key, content }) => (
                  <div key={key}>{content}</div>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </chakra.ul>
  );
}

export const DataTableCards = memo(DataTableCardsOf) as <Row>(props: DataTableCardsProps<Row>) => ReactNode;
