import { Badge, Box, chakra, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatRowCount } from '@/components/data-table/data-table-model';
import type { DatabaseTable, DatabaseTableSummary } from '@/shared/schemas/database';

/** The allow-listed tables with their row counts; the chosen one is the current page. */
export function TableList({ tables, current }: { tables: readonly DatabaseTableSummary[]; current: DatabaseTable }) {
  return (
    <Box as="nav" aria-label="Tables">
      <Stack as="ul" listStyleType="none" gap="1">
        {tables.map((table) => (
          <li key={table.name}>
            <Link
              asChild
              display="flex"
              justifyContent="space-between"
              gap="2"
              px="2"
              py="1"
              borderRadius="l2"
              bg={table.name === current ? 'bg.muted' : undefined}
              fontWeight={table.name === current ? 'semibold' : 'normal'}
              aria-current={table.name === current ? 'page' : undefined}
            >
              {/* Named by its text ("Companies, 21 rows"), so that the name holds what shows. */}
              <RouterLink to={`?table=${table.name}`}>
                {table.label}
                <chakra.span srOnly>,</chakra.span>
                <Badge variant="subtle">
                  {formatRowCount(table.row_count)}
                  <chakra.span srOnly> rows</chakra.span>
                </Badge>
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
