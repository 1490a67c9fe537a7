import { Box, Button, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadBlob } from '@/components/data-table/download';
import { serverPageNumbers } from '@/components/data-table/data-table-model';
import { TablePager } from '@/components/data-table/table-pager';
import { ErrorState } from '@/components/feedback/error-state';
import { TableSkeleton } from '@/components/feedback/skeletons';
import { FormError } from '@/components/ui/form-error';
import { DATABASE_PAGE_SIZES } from '@/shared/schemas/database-values';
import { fetchDatabaseCsv, useDatabaseRows, useDatabaseTables } from '@/lib/api/database/database';
import type { DatabaseView } from '@/lib/api/database/keys';
import { databaseViewFrom, databaseViewParams } from '../database-view-model';
import { RowsTable } from './rows-table';
import { TableList } from './table-list';

function SearchForm({ view, onSearch }: { view: DatabaseView; onSearch: (search: string) => void }) {
  const [text, setText] = useState(view.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <HStack as="form" role="search" aria-label="Search the table" onSubmit={submit} gap="2" flex="1" minW="16rem">
      <Input aria-label="Search" placeholder="Search this table" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </HStack>
  );
}

/** `/database` (staff): the read-only browser. The table, search and page live in the URL. */
export function DatabaseBrowser() {
  const [params, setParams] = useSearchParams();
  const view = databaseViewFrom(params);
  const tables = useDatabaseTables();
  const rows = useDatabaseRows(view);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const show = (next: Partial<DatabaseView>) => setParams(databaseViewParams({ ...view, page: 1, ...next }));

  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      downloadBlob(`${view.table}.csv`, await fetchDatabaseCsv(view.table, view.search));
    } catch (failure) {
      setExportError(failure instanceof Error ? failure.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  };

  const data = rows.data;
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }} gap="6">
      {tables.data ? <TableList tables={tables.data.data} current={view.table} /> : tables.isError ? <ErrorState message={tables.error.message} onRetry={() => void tables.refetch()} /> : <Box />}
      <Stack gap="4" minW="0">
        <Box>
          <Heading as="h2" size="lg">
            {data?.table.label ?? view.table}
          </Heading>
          {data && <Text color="fg.muted">{data.table.description}</Text>}
        </Box>
        <HStack gap="3" wrap="wrap">
          {/* The box follows the URL (another table, back and forward). */}
          <SearchForm key={`${view.table}:${view.search}`} view={view} onSearch={(search) => show({ search })} />
          <Button variant="outline" onClick={() => void exportCsv()} loading={exporting}>
            Export CSV
          </Button>
        </HStack>
        <FormError message={exportError} />
        {data ? (
          <Box opacity={rows.isPlaceholderData ? 0.6 : 1} aria-busy={rows.isFetching}>
            <RowsTable label={data.table.label} columns={data.columns} rows={data.data} />
            <TablePager
              label={data.table.label}
              {...serverPageNumbers(data.page, data.pageSize, data.data.length, data.total)}
              pageSize={data.pageSize}
              pageSizeOptions={DATABASE_PAGE_SIZES}
              onPageChange={(page) => show({ page })}
              onPageSizeChange={(pageSize) => show({ pageSize })}
            />
          </Box>
        ) : rows.isError ? (
          <ErrorState message={rows.error.message} onRetry={() => void rows.refetch()} />
        ) : (
          <TableSkeleton label="Loading rows" />
        )}
      </Stack>
    </Grid>
  );
}
