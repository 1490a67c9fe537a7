import { describe, expect, it } from 'vitest';
import {
  compareValues,
  filterRows,
  nextSort,
  paginate,
  placeColumns,
  rowsToCsv,
  sortRows,
  type DataTableColumn,
} from '@/components/data-table/data-table-model';

interface Project {
  code: string;
  name: string;
  amount: number | null;
  due: Date | null;
}

const rows: Project[] = [
  { code: 'BC-10', name: 'harbour Tower', amount: 1500, due: new Date('2026-03-01') },
  { code: 'BC-9', name: 'School, North', amount: null, due: new Date('2026-01-15') },
  { code: 'BC-100', name: 'Aquatic Centre', amount: 20, due: null },
];

const columns: DataTableColumn<Project>[] = [
  { key: 'code', header: 'Code', value: (row) => row.code },
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'amount', header: 'Amount', value: (row) => row.amount, searchable: false },
  { key: 'due', header: 'Due', value: (row) => row.due },
  { key: 'actions', header: 'Actions', render: () => 'Open' },
];

const codes = (list: Project[]) => list.map((row) => row.code);

describe('sortRows', () => {
  it.each([
    ['code', 'ascending', ['BC-9', 'BC-10', 'BC-100']],
    ['code', 'descending', ['BC-100', 'BC-10', 'BC-9']],
    ['name', 'ascending', ['BC-100', 'BC-10', 'BC-9']],
    ['amount', 'ascending', ['BC-100', 'BC-10', 'BC-9']],
    ['amount', 'descending', ['BC-10', 'BC-100', 'BC-9']],
    ['due', 'ascending', ['BC-9', 'BC-10', 'BC-100']],
    ['due', 'descending', ['BC-10', 'BC-9', 'BC-100']],
  ] as const)('by %s %s (natural order, empties last)', (columnKey, direction, expected) => {
    expect(codes(sortRows(rows, columns, { columnKey, direction }))).toEqual(expected);
  });

  it('leaves the order alone without a sort, or for a column without a value', () => {
    expect(codes(sortRows(rows, columns, null))).toEqual(['BC-10', 'BC-9', 'BC-100']);
    expect(codes(sortRows(rows, columns, { columnKey: 'actions', direction: 'ascending' }))).toEqual(['BC-10', 'BC-9', 'BC-100']);
  });

  it('is stable for equal values', () => {
    const same = [
      { code: 'A', name: 'x', amount: 1, due: null },
      { code: 'B', name: 'x', amount: 1, due: null },
    ];
    expect(codes(sortRows(same, columns, { columnKey: 'name', direction: 'descending' }))).toEqual(['A', 'B']);
  });

  it('compares text case-insensitively and numbers by value', () => {
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues(9, 10)).toBeLessThan(0);
  });
});

describe('filterRows', () => {
  it.each([
    ['', ['BC-10', 'BC-9', 'BC-100']],
    ['   ', ['BC-10', 'BC-9', 'BC-100']],
    ['HARBOUR', ['BC-10']],
    ['north school', ['BC-9']],
    ['bc-10', ['BC-10', 'BC-100']],
    ['1500', []],
    ['2026-01', ['BC-9']],
    ['nothing like it', []],
  ])('%j', (query, expected) => {
    expect(codes(filterRows(rows, columns, query))).toEqual(expected);
  });
});

describe('paginate', () => {
  const list = Array.from({ length: 23 }, (_, index) => index + 1);
  it.each([
    [1, 10, { page: 1, pageCount: 3, from: 1, to: 10, first: 1 }],
    [3, 10, { page: 3, pageCount: 3, from: 21, to: 23, first: 21 }],
    [9, 10, { page: 3, pageCount: 3, from: 21, to: 23, first: 21 }],
    [0, 10, { page: 1, pageCount: 3, from: 1, to: 10, first: 1 }],
    [1, 25, { page: 1, pageCount: 1, from: 1, to: 23, first: 1 }],
  ])('page %i of size %i', (page, size, expected) => {
    const slice = paginate(list, page, size);
    expect({ page: slice.page, pageCount: slice.pageCount, from: slice.from, to: slice.to, first: slice.rows[0] }).toEqual(expected);
    expect(slice.total).toBe(23);
  });

  it('no rows: one empty page', () => {
    expect(paginate([], 4, 10)).toEqual({ rows: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe('nextSort', () => {
  it('a new column sorts ascending; the same column flips', () => {
    expect(nextSort(null, 'code')).toEqual({ columnKey: 'code', direction: 'ascending' });
    expect(nextSort({ columnKey: 'code', direction: 'ascending' }, 'code')).toEqual({ columnKey: 'code', direction: 'descending' });
    expect(nextSort({ columnKey: 'code', direction: 'descending' }, 'code')).toEqual({ columnKey: 'code', direction: 'ascending' });
    expect(nextSort({ columnKey: 'code', direction: 'descending' }, 'name')).toEqual({ columnKey: 'name', direction: 'ascending' });
  });
});

describe('rowsToCsv', () => {
  it('exports the columns with values (or a csv reader), skipping display-only ones', () => {
    const withCsv: DataTableColumn<Project>[] = [
      ...columns.slice(0, 2),
      { key: 'amount', header: 'Amount', value: (row) => row.amount, csv: (row) => (row.amount ?? 0).toFixed(2) },
      { key: 'due', header: 'Due', value: (row) => row.due, csv: false },
      columns[4]!,
    ];
    expect(rowsToCsv(withCsv, rows).split('\r\n')).toEqual([
      'Code,Name,Amount',
      'BC-10,harbour Tower,1500.00',
      'BC-9,"School, North",0.00',
      'BC-100,Aquatic Centre,20.00',
    ]);
  });
});

describe('placeColumns', () => {
  const column = (key: string, extra: Partial<DataTableColumn<unknown>> = {}): DataTableColumn<unknown> => ({ key, header: key, ...extra });
  const placed = (columns: DataTableColumn<unknown>[]) => placeColumns(columns).map(({ column: { key }, pin }) => `${key}${pin ? `:${pin}` : ''}`);

  it('keeps the first column first and pinned, then priorities (most first), the rest as declared, the end-pinned last', () => {
    expect(
      placed([column('project'), column('actions', { pin: 'end' }), column('company'), column('date', { priority: 3 }), column('status', { priority: 1 }), column('stage'), column('amount', { priority: 2 })]),
    ).toEqual(['project:start', 'status', 'amount', 'date', 'company', 'stage', 'actions:end']);
  });

  it('leaves a table without priorities or actions as declared', () => {
    expect(placed([column('a'), column('b'), column('c')])).toEqual(['a:start', 'b', 'c']);
    expect(placeColumns([])).toEqual([]);
  });
});
