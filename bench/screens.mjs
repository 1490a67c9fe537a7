// The signed-in screens of the Lighthouse, INP and trace benches (docs/performance.md, Signed-in
// screens), their accounts, and what the three share: the page filter, the median, the first
// demo project's code and waiting for a screen to have its data.
import { ADMIN, CLIENT, passwordGrantToken } from './bench-support.mjs';

/** What shows once a screen has its data (its shell's heading shows before). */
const listOrTable = (tab) => tab.locator('main').locator('ul[aria-label], table').first();
const projectCode = (tab) => tab.locator('main').getByRole('link', { name: /^[A-Z]{2}-\d{2}-\d{4}$/ }).first();

/** `{project}` is the first row of the Admin's default /projects list (resolveScreenPath). */
export const SCREENS = [
  { path: '/projects', label: 'Projects, Admin', account: ADMIN, ready: projectCode },
  { path: '/home', label: 'staff home, Admin', account: ADMIN, ready: (tab) => tab.getByRole('heading', { level: 1, name: ADMIN.home }) },
  { path: '/projects/{project}', label: 'project page, Admin', account: ADMIN, ready: (tab) => tab.getByRole('tablist').first() },
  { path: '/deficiency-tracking', label: 'Deficiency Tracking, Admin', account: ADMIN, ready: (tab) => tab.getByRole('list', { name: 'Deficiencies' }) },
  { path: '/invoicing/pending', label: 'Pending Invoices, Admin', account: ADMIN, ready: listOrTable },
  { path: '/home', label: 'client home, Client', account: CLIENT, ready: (tab) => tab.getByRole('heading', { level: 1, name: CLIENT.home }) },
  { path: '/my-requests', label: 'My Requests, Client', account: CLIENT, ready: listOrTable },
];

/**
 * BENCH_PAGES=/projects,/home keeps the screens whose path (before `{project}` is filled in) or
 * label is listed; `/projects/` matches the project page. Unset: every screen.
 */
export function selectScreens(screens, filter = process.env.BENCH_PAGES) {
  const wanted = filter?.split(',').map((item) => item.trim()).filter(Boolean);
  if (!wanted?.length) return screens;
  return screens.filter((screen) => wanted.some((item) => screen.path === item || screen.label === item || (item === '/projects/' && screen.path.startsWith('/projects/{'))));
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The screen's path with the first project of the Admin's default /projects list filled in. */
export async function resolveScreenPath(base, path) {
  if (!path.includes('{project}')) return path;
  const token = await passwordGrantToken(base, ADMIN);
  const res = await fetch(`${base}/api/projects?pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /api/projects answered ${res.status}`);
  const [first] = (await res.json()).data;
  return path.replace('{project}', first.project_code);
}

/**
 * Resolves once a loaded screen has its data (the screen's `ready` element, else its heading) and
 * the network has been quiet (or 15 s passed).
 */
export async function waitForScreen(tab, screen) {
  await (screen?.ready?.(tab) ?? tab.getByRole('heading', { level: 1 }).first()).waitFor({ timeout: 60_000 });
  await tab.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
}
