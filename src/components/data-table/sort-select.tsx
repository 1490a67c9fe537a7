import { useMemo } from 'react';
import { FilterSelect } from '@/components/form/filter-select';
import { isSortable, type PlacedColumn, type SortDirection, type SortState } from './data-table-model';

/** "Sort by" for the phone's cards, which have no headers to press: every sortable column, either way. */
export function SortSelect<Row>({ columns, sort, onSort }: { columns: readonly PlacedColumn<Row>[]; sort: SortState | null; onSort: (sort: SortState) => void }) {
  const options = useMemo(
    () =>
      columns
        .filter(({ column }) => isSortable(column))
        .flatMap(({ column }) =>
          (['ascending', 'descending'] as const).map((direction) => ({ value: `${column.key}:${direction}`, label: `${column.header}, ${direction}` })),
        ),
    [columns],
  );
  if (options.length === 0) return null;
  return (
    <FilterSelect
      label="Sort by"
      allLabel={sort ? undefined : 'Default order'}
      value={sort ? `${sort.columnKey}:${sort.direction}` : ''}
      options={options}
      onChange={(value) => {
        const at = value.lastIndexOf(':');
        if (at > 0) onSort({ columnKey: value.slice(0, at), direction: value.slice(at + 1) as SortDirection });
      }}
    />
  );
}
