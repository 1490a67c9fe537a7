import { describe, expect, it } from 'vitest';
import { csvField, csvRow, recordsToCsv, toCsv, type CsvValue } from '@/shared/csv';

describe('csvField', () => {
  it.each<[string, CsvValue, string]>([
    ['plain text as is', 'Harbour Tower', 'Harbour Tower'],
    ['empty string', '', ''],
    ['null as empty', null, ''],
    ['undefined as empty', undefined, ''],
    ['a number', 1234.5, '1234.5'],
    ['a negative number, never formula-escaped', -42, '-42'],
    ['zero', 0, '0'],
    ['a boolean', true, 'true'],
    ['a bigint', 12n, '12'],
    ['a date as ISO 8601', new Date(Date.UTC(2026, 2, 14, 9, 30)), '2026-03-14T09:30:00.000Z'],
    ['an invalid date as empty', new Date('nope'), ''],
    ['a comma is quoted', 'Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['quotes are doubled and quoted', 'The "Tower"', '"The ""Tower"""'],
    ['a line feed is quoted', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CRLF is quoted', 'line 1\r\nline 2', '"line 1\r\nline 2"'],
    ['leading space is kept by quoting', ' padded', '" padded"'],
    ['trailing space is kept by quoting', 'padded ', '"padded "'],
    ['unicode as is', 'Café — Zürich', 'Café — Zürich'],
  ])('%s', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
  ])('neutralises the formula %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('a formula with a comma is escaped and quoted', () => {
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('formula escaping can be turned off', () => {
    expect(csvField('=1+1', { escapeFormulas: false })).toBe('=1+1');
  });
});

describe('toCsv', () => {
  it('joins a header and rows with CRLF and no trailing newline', () => {
    expect(
      toCsv(
        ['Code', 'Name', 'Amount'],
        [
          ['BC-1', 'Tower, North', 1500],
          ['BC-2', null, 0],
        ],
      ),
    ).toBe('Code,Name,Amount\r\nBC-1,"Tower, North",1500\r\nBC-2,,0');
  });

  it('only a header for no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('A,B');
  });

  it('can use LF line endings', () => {
    expect(toCsv(['A'], [['1'], ['2']], { newline: '\n' })).toBe('A\n1\n2');
  });

  it('quotes header cells too', () => {
    expect(csvRow(['Name, full', 'Due "date"'])).toBe('"Name, full","Due ""date"""');
  });
});

describe('recordsToCsv', () => {
  it('reads each cell through the column accessor', () => {
    const rows = [
      { code: 'BC-26-0142', name: 'Harbour Tower', total: 12.5 },
      { code: 'BC-26-0150', name: 'School "A"', total: null },
    ];
    const csv = recordsToCsv(
      [
        { header: 'Project', value: (row: (typeof rows)[number]) => row.code },
        { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
        { header: 'Total', value: (row: (typeof rows)[number]) => row.total },
      ],
      rows,
    );
    expect(csv.split('\r\n')).toEqual(['Project,Name,Total', 'BC-26-0142,Harbour Tower,12.5', 'BC-26-0150,"School ""A""",']);
  });
});
