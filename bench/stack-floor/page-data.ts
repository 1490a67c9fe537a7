/** The page both floor pages show: a bar, a heading, a search and a 25-row projects table. */
export const NAV_LINKS = ['Projects', 'Requests', 'Companies', 'Invoicing', 'Analytics'];
export const COLUMNS = ['Project', 'Company', 'Status', 'Start', 'Fee'];
export const ROWS = Array.from({ length: 25 }, (_, index) => ({
  id: index,
  name: `Harbour Road block ${index + 1}`,
  company: `Company ${(index % 7) + 1}`,
  status: index % 3 ? 'Active' : 'On hold',
  start: `2026-11-${String((index % 28) + 1).padStart(2, '0')}`,
  fee: (1000 + index * 37).toLocaleString('en-US'),
}));
