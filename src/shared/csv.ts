/**
 * CSV (RFC 4180) for exports: the browser's table downloads and, later, the server's scheduled
 * reports. Pure and isomorphic.
 */

export type CsvValue = string | number | boolean | bigint | Date | null | undefined;

export interface CsvOptions {
  /** Line separator; RFC 4180 says CRLF (what spreadsheet programs expect). */
  newline?: '\r\n' | '\n';
  /**
   * Neutralise spreadsheet formulas (CSV injection): a text cell starting with =, +, -, @, a tab
   * or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of
   * running it. Numbers are never changed. On by default.
   */
  escapeFormulas?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** The text of one cell, before quoting: empty for null/undefined, ISO 8601 for dates. */
function cellText(value: CsvValue, escapeFormulas: boolean): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return escapeFormulas && FORMULA_START.test(value) ? `'${value}` : value;
  return String(value);
}

/** One field, quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(value: CsvValue, options: CsvOptions = {}): string {
  const text = cellText(value, options.escapeFormulas ?? true);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record. */
export function csvRow(values: readonly CsvValue[], options: CsvOptions = {}): string {
  return values.map((value) => csvField(value, options)).join(',');
}

/** A header line and the rows, joined by CRLF, with no trailing line break. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[], options: CsvOptions = {}): string {
  const newline = options.newline ?? '\r\n';
  return [csvRow(headers, options), ...rows.map((row) => csvRow(row, options))].join(newline);
}

/** A column of an object export: its header and how to read the cell from a record. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => CsvValue;
}

/** Records to CSV through column accessors. */
export function recordsToCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[], options: CsvOptions = {}): string {
  return toCsv(
    columns.map((column) => column.header),
    records.map((record) => columns.map((column) => column.value(record))),
    options,
  );
}
