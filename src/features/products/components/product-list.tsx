import { Badge, Field, Flex, Input } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import type { Product } from '@/shared/schemas/products';
import { GLOSS_LEVEL_LABELS, GLOSS_LEVELS, PRODUCT_CATEGORIES, productMatches } from '@/shared/schemas/products-values';
import { useProductCatalogue } from '@/lib/api/products/get-products';
import { FILTER_PARAMS, filtersFromParams, withFilter, type FilterParam } from '../product-filters-model';
import { FilterSelect } from '@/components/form/filter-select';
import { FoldedFilters } from '@/components/form/folded-filters';
import { awaitingFirstAnswer, PersistedList } from '@/components/data-table/persisted-list';
import { inputKind } from '@/components/form/input-kinds';

const columns: DataTableColumn<Product>[] = [
  // The product's name leads (a phone's card title, the column kept in view); its MPI number next.
  { key: 'name', header: 'Product', value: (row) => row.name },
  { key: 'mpi', header: 'MPI #', value: (row) => row.mpi_no, align: 'end', priority: 1 },
  { key: 'code', header: 'Code', value: (row) => row.product_code },
  { key: 'manufacturer', header: 'Manufacturer', value: (row) => row.manufacturer },
  { key: 'category', header: 'Category', value: (row) => row.category },
  { key: 'gloss', header: 'Gloss', value: (row) => row.gloss_level ?? '—' },
  {
    key: 'voc',
    header: 'VOC (g/L)',
    align: 'end',
    value: (row) => row.voc_g_per_l,
    render: (row) => (
      // Inline, so it follows the cell's alignment: the table's end, a card's start.
      <Flex display="inline-flex" gap="2" align="center">
        {row.voc_g_per_l}
        <Badge size="sm" colorPalette={row.voc_range === 'E3' ? 'green' : row.voc_range === 'E2' ? 'yellow' : 'orange'}>
          {row.voc_range}
        </Badge>
      </Flex>
    ),
    csv: (row) => String(row.voc_g_per_l),
  },
];

function NumberFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field.Root maxW={{ base: 'full', sm: '8rem' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input id={id} size="sm" {...inputKind('integer')} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </Field.Root>
  );
}

/**
 * The approved product list: the whole list is kept on the device (it opens offline), filtered in
 * the browser by the filters in the URL (so reload and back keep them) and searched in the table.
 */
export function ProductList() {
  const query = useProductCatalogue();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const all = query.data?.products;
  const rows = useMemo(() => (all ?? []).filter((product) => productMatches(product, filters)), [all, filters]);
  const setFilter = (name: FilterParam) => (value: string) => setParams(withFilter(params, name, value), { replace: true });
  const activeFilters = FILTER_PARAMS.filter((name) => params.has(name)).length;

  return (
    <PersistedList query={query}>
      <DataTable
        label="Approved products"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        defaultSort={{ columnKey: 'mpi', direction: 'ascending' }}
        searchLabel="Search products"
        searchPlaceholder="Name, manufacturer, code…"
        defaultPageSize={25}
        loading={awaitingFirstAnswer(query)}
        csvFileName="approved-products"
        toolbar={
          // Six filters: folded at every width, so the first rows show without scrolling.
          <FoldedFilters fold="always" activeCount={activeFilters} onClear={() => setParams(new URLSearchParams(), { replace: true })}>
            <NumberFilter label="MPI number" value={params.get('mpiNo') ?? ''} onChange={setFilter('mpiNo')} />
            <FilterSelect
              label="Category"
              allLabel="All categories"
              value={filters.category ?? ''}
              onChange={setFilter('category')}
              options={PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }))}
            />
            <FilterSelect
              label="Manufacturer"
              allLabel="All manufacturers"
              value={filters.manufacturer ?? ''}
              onChange={setFilter('manufacturer')}
              options={(query.data?.manufacturers ?? []).map((name) => ({ value: name, label: name }))}
            />
            <FilterSelect
              label="Gloss level"
              allLabel="Any gloss"
              value={filters.gloss ?? ''}
              onChange={setFilter('gloss')}
              options={GLOSS_LEVELS.map((level) => ({ value: level, label: GLOSS_LEVEL_LABELS[level] }))}
            />
            <NumberFilter label="VOC from (g/L)" value={params.get('vocMin') ?? ''} onChange={setFilter('vocMin')} />
            <NumberFilter label="VOC to (g/L)" value={params.get('vocMax') ?? ''} onChange={setFilter('vocMax')} />
          </FoldedFilters>
        }
        emptyState={
          <EmptyState
            title={query.isPending ? 'Not loaded yet' : 'No matching products'}
            description={
              query.isPending ? 'The product list shows here once the connection returns.' : 'Change or clear the filters to see more products.'
            }
          />
        }
      />
    </PersistedList>
  );
}
