import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { notify } from '../ui/toaster';
import { formatRowCount, rowsToCsv, type DataTableColumn } from './data-table-model';
import { datedCsvFilename, downloadTextFile } from './download';

/**
 * Export CSV of a server-paged list: every row the filters match (`fetchAll`), not only the page
 * on screen, with the table's columns; says so when the list was longer than an export holds.
 */
export function ExportAllButton<Row>({
  columns,
  fetchAll,
  fileName,
  noun,
  disabled,
}: {
  columns: readonly DataTableColumn<Row>[];
  fetchAll: () => Promise<{ rows: Row[]; truncated: boolean }>;
  /** The file's name before the date, e.g. "billing-stages". */
  fileName: string;
  /** What a row is, in the plural, e.g. "stages". */
  noun: string;
  disabled: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { rows, truncated } = await fetchAll();
      downloadTextFile(await datedCsvFilename(fileName), rowsToCsv(columns, rows));
      if (truncated) notify({ title: `Exported the first ${formatRowCount(rows.length)} ${noun}`, description: 'Narrow the filters to export the rest.' });
    } catch (error) {
      notify({ variant: 'destructive', title: 'Export failed', description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={disabled}>
      <LuDownload aria-hidden="true" />
      Export CSV
    </Button>
  );
}
