import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalSystem } from '@/app/theme';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/components/data-table/data-table';
import { serverPageNumbers } from '@/components/data-table/data-table-model';
import { TablePager } from '@/components/data-table/table-pager';
import { viewportIsPhone } from '../../support/viewport';
import { formatCurrency } from '@/shared/format/currency';

interface Project {
  code: string;
  name: string;
  company: string;
  amount: number;
}

/** 23 projects: BC-01 .. BC-23, names Z..A-ish so the name sort differs from the code order. */
const PROJECTS: Project[] = Array.from({ length: 23 }, (_, index) => {
  const n = index + 1;
  return {
    code: `BC-${String(n).padStart(2, '0')}`,
    name: `${String.fromCharCode(90 - index)} Tower`,
    company: n % 2 ? 'Harbourview, Strata' : 'Quay "North" Ltd',
    amount: n * 100,
  };
});

const COLUMNS: DataTableColumn<Project>[] = [
  { key: 'code', header: 'Code', value: (row) => row.code },
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'company', header: 'Company', value: (row) => row.company },
  { key: 'amount', header: 'Amount', value: (row) => row.amount, render: (row) => formatCurrency(row.amount), align: 'end', searchable: false },
];

function renderTable(props: Partial<DataTableProps<Project>> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <DataTable
            label="Projects"
            columns={COLUMNS}
            rows={PROJECTS}
            getRowKey={(row) => row.code}
            rowHref={(row) => `/projects/${row.code}`}
            csvFileName="projects"
            {...props}
          />
        ),
      },
    ],
    { initialEntries: ['/projects'] },
  );
  render(
    <ChakraProvider value={portalSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

/** The tests' Blob is Node's (tests/support/web-setup.ts), which reads itself. */
const readBlob = (blob: Blob): Promise<string> => blob.text();

const table = () => screen.getByRole('table', { name: 'Projects' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('pages with Previous/Next, "Page X of Y" and a page size', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('BC-11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(23);
  });

  it('sorts by a header button, with aria-sort on the sorted header', async () => {
    const user = userEvent.setup();
    renderTable();
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('BC-23'); // "A Tower"

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('BC-01'); // "Z Tower"

    const amountHeader = screen.getByRole('columnheader', { name: /Amount/ });
    await user.click(within(amountHeader).getByRole('button', { name: 'Amount' }));
    await user.click(within(amountHeader).getByRole('button', { name: 'Amount' }));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(within(bodyRows()[0]!).getByText('$2,300.00')).toBeInTheDocument();
  });

  it('searches through a labelled box and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'north');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no such thing');
    expect(screen.getByText('No rows match “no such thing”.')).toBeInTheDocument();
  });

  it('links each row through its first cell', async () => {
    const user = userEvent.setup();
    const router = renderTable();
    const link = within(bodyRows()[1]!).getByRole('link', { name: 'BC-02' });
    expect(link).toHaveAttribute('href', '/projects/BC-02');
    // The row's link is its primary action, and the only one.
    expect(link).toHaveAttribute('data-primary-action');
    expect(bodyRows()[1]!.querySelectorAll('[data-primary-action]')).toHaveLength(1);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/BC-02'));
  });

  it('a clickable row opens with a click anywhere, or Enter or Space on its first cell\'s button (its primary action)', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ rowHref: undefined, onRowClick, rowLabel: (row) => `Open project ${row.code}` });
    const row = screen.getByRole('row', { name: 'Open project BC-03' });
    await user.click(within(row).getByText('X Tower'));
    expect(onRowClick).toHaveBeenLastCalledWith(PROJECTS[2]);
    const open = within(row).getByRole('button', { name: 'Open project BC-03' });
    expect(open).toHaveAttribute('data-primary-action');
    expect(open).toHaveTextContent('BC-03');
    open.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);
    expect(onRowClick).toHaveBeenLastCalledWith(PROJECTS[2]);
  });

  it('a controlled sort reports header clicks and keeps server order when manual', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: { columnKey: 'code', direction: 'descending' }, onSortChange, manualSort: true });
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('BC-01'); // rows as given
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnKey: 'code', direction: 'ascending' });
  });

  describe('CSV export', () => {
    let blobs: Blob[];
    let downloads: string[];
    beforeEach(() => {
      blobs = [];
      downloads = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:test';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the filtered, sorted rows of every page, escaped', async () => {
      const user = userEvent.setup();
      renderTable();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'north');
      await user.click(screen.getByRole('button', { name: 'Code' }));
      await user.click(screen.getByRole('button', { name: 'Code' }));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      expect(downloads).toEqual(['projects.csv']);
      const text = await readBlob(blobs[0]!);
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Code,Name,Company,Amount');
      expect(lines).toHaveLength(12); // header + 11 matches (more than one page)
      expect(lines[1]).toBe('BC-22,E Tower,"Quay ""North"" Ltd",2200');
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    });
  });
});

describe('DataTable rows', () => {
  const codeKey = (row: Project) => row.code;

  /** A table whose parent re-renders it with only `busy` changed; counts the cells rendered. */
  function renderCounted() {
    const rendered = vi.fn();
    const columns: DataTableColumn<Project>[] = [{ key: 'code', header: 'Code', value: (row) => row.code, render: (row) => (rendered(), row.code) }];
    const table = (busy: boolean) => (
      <ChakraProvider value={portalSystem()}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <DataTable label="Projects" columns={columns} rows={PROJECTS} getRowKey={codeKey} busy={busy} /> }])} />
      </ChakraProvider>
    );
    const { rerender } = render(table(false));
    return { rendered, setBusy: (busy: boolean) => rerender(table(busy)) };
  }

  it('are not rendered again by an update that leaves them, their columns and row functions as they were', async () => {
    const { rendered, setBusy } = renderCounted();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const once = rendered.mock.calls.length;
    expect(once).toBeGreaterThanOrEqual(10);
    setBusy(true);
    await waitFor(() => expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
    expect(rendered).toHaveBeenCalledTimes(once);
  });
});

describe('TablePager for a server-paged table', () => {
  const renderPager = (numbers: Parameters<typeof serverPageNumbers>, onPageChange = vi.fn()) => {
    render(
      <ChakraProvider value={portalSystem()}>
        <TablePager label="Projects" {...serverPageNumbers(...numbers)} pageSize={25} pageSizeOptions={[25, 50]} onPageChange={onPageChange} onPageSizeChange={vi.fn()} />
      </ChakraProvider>,
    );
    return within(screen.getByRole('navigation', { name: 'Projects pages' }));
  };

  it('shows a capped count as "1,000+" and keeps Next on past the counted pages', async () => {
    const onPageChange = vi.fn();
    const pager = renderPager([40, 25, 25, 1000, true], onPageChange);
    expect(screen.getByText('976–1,000 of 1,000+')).toBeInTheDocument();
    expect(pager.getByText('Page 40 of 40+')).toBeInTheDocument();
    await userEvent.setup().click(pager.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(41);
  });

  it('with an exact count, stops at the last page', () => {
    const pager = renderPager([3, 25, 10, 60]);
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    expect(pager.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

interface Stage {
  project: string;
  company: string;
  amount: number;
  status: string;
}

const STAGES: Stage[] = [
  { project: 'BC-26-0001', company: 'Harbourview', amount: 1200, status: 'Ready' },
  { project: 'BC-26-0002', company: '', amount: 800, status: 'Invoiced' },
];

/** Declared as a screen would: status and amount matter most, the actions are pinned at the end. */
const STAGE_COLUMNS: DataTableColumn<Stage>[] = [
  { key: 'project', header: 'Project', value: (row) => row.project },
  { key: 'company', header: 'Company', value: (row) => row.company },
  { key: 'actions', header: 'Actions', csv: false, pin: 'end', render: (row) => <button data-primary-action="">{`Mark invoiced ${row.project}`}</button> },
  { key: 'amount', header: 'Amount', value: (row) => row.amount, align: 'end', priority: 2 },
  { key: 'status', header: 'Status', value: (row) => row.status, priority: 1 },
];

function renderStages(props: Partial<DataTableProps<Stage>> = {}) {
  render(
    <ChakraProvider value={portalSystem()}>
      <RouterProvider
        router={createMemoryRouter([
          { path: '*', element: <DataTable label="Pending invoices" columns={STAGE_COLUMNS} rows={STAGES} getRowKey={(row) => row.project} {...props} /> },
        ])}
      />
    </ChakraProvider>,
  );
}

describe('DataTable on a wide screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('orders the columns by priority after the first, actions last, and pins the first and the actions', () => {
    viewportIsPhone(false);
    renderStages();
    const stages = screen.getByRole('table', { name: 'Pending invoices' });
    const headers = within(stages).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Project', 'Status', 'Amount', 'Company', 'Actions']);
    expect(headers.map((header) => header.getAttribute('data-pin'))).toEqual(['start', null, null, null, 'end']);
    const cells = within(within(stages).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-pin'))).toEqual(['start', null, null, null, 'end']);
    expect(cells[4]!.querySelector('[data-primary-action]')).toHaveTextContent('Mark invoiced BC-26-0001');
    expect(screen.queryByRole('list', { name: 'Pending invoices' })).not.toBeInTheDocument();
  });

  describe('its scroll frame', () => {
    const widths = { scroll: 0, client: 0 };
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
    });

    it('is a named, focusable region only when the table overflows it', () => {
      viewportIsPhone(false);
      Object.assign(widths, { scroll: 900, client: 600 });
      renderStages();
      const frame = screen.getByRole('region', { name: 'Pending invoices' });
      expect(frame).toHaveAttribute('tabindex', '0');
      expect(frame).toHaveAttribute('data-overflow');
      expect(within(frame).getByRole('table', { name: 'Pending invoices' })).toBeInTheDocument();
    });

    it('is neither focusable nor a region when the table fits', () => {
      viewportIsPhone(false);
      Object.assign(widths, { scroll: 600, client: 600 });
      renderStages();
      expect(screen.queryByRole('region', { name: 'Pending invoices' })).not.toBeInTheDocument();
      const frame = screen.getByRole('table', { name: 'Pending invoices' }).parentElement!;
      expect(frame).not.toHaveAttribute('tabindex');
      expect(frame).not.toHaveAttribute('data-overflow');
    });
  });
});

describe('DataTable on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows cards instead of the table: title, facts by priority (empty ones left out), actions at the foot', () => {
    viewportIsPhone(true);
    renderStages();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Pending invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const facts = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(cards[0]).toHaveTextContent(/^BC-26-0001/);
    expect(facts(cards[0]!)).toEqual(['Status: Ready', 'Amount: 1200', 'Company: Harbourview']);
    expect(facts(cards[1]!)).toEqual(['Status: Invoiced', 'Amount: 800']);
    const primary = cards[0]!.querySelector('[data-primary-action]');
    expect(primary).toHaveTextContent('Mark invoiced BC-26-0001');
    expect(cards[0]!.lastElementChild).toContainElement(primary as HTMLElement);
  });

  it('links a card through its title, as the table links a row through its first cell', () => {
    viewportIsPhone(true);
    renderTable({ csvFileName: undefined });
    const card = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem')[0]!;
    const link = within(card).getByRole('link', { name: 'BC-01' });
    expect(link).toHaveAttribute('href', '/projects/BC-01');
    expect(link).toHaveAttribute('data-primary-action');
  });

  it('opens a clickable card from its title button, and sorts from a "Sort by" select as headers would', async () => {
    const user = userEvent.setup();
    viewportIsPhone(true);
    const onRowClick = vi.fn();
    renderTable({ rowHref: undefined, onRowClick, rowLabel: (row) => `Open project ${row.code}` });
    await user.click(screen.getByRole('button', { name: 'Open project BC-02' }));
    expect(onRowClick).toHaveBeenLastCalledWith(PROJECTS[1]);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name, ascending');
    const titles = within(screen.getByRole('list', { name: 'Projects' }))
      .getAllByRole('button', { name: /^Open project/ })
      .map((button) => button.textContent);
    expect(titles[0]).toBe('BC-23'); // "A Tower"
  });

  it('keeps the table, scrolling in its frame, when the screen asks for it', () => {
    viewportIsPhone(true);
    renderStages({ phoneLayout: 'table' });
    expect(screen.getByRole('table', { name: 'Pending invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pending invoices' })).not.toBeInTheDocument();
  });
});
