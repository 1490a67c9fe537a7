import type { Deficiency } from '@/shared/schemas/inspections';
import { DEFICIENCY_SEVERITIES, DEFICIENCY_STATUSES, type DeficiencySeverity, type DeficiencyStatus } from '@/shared/schemas/inspections-values';

/** The three tracking queues (docs/business-rules.md, Deficiencies), in the order of their summary cards. */
export const QUEUES = ['reminder', 'warning', 'closure'] as const;
export type Queue = (typeof QUEUES)[number];
export const QUEUE_LABELS: Record<Queue, string> = { reminder: 'Needs reminder', warning: 'Needs warning', closure: 'Needs closure' };
/** The summary field of each queue in GET /api/deficiency/tracking. */
export const QUEUE_SUMMARY_FIELDS = { reminder: 'needingReminder', warning: 'needingWarning', closure: 'needingClosure' } as const;

export function inQueue(item: Pick<Deficiency, 'needs_reminder' | 'needs_warning' | 'needs_closure'>, queue: Queue): boolean {
  return queue === 'reminder' ? item.needs_reminder : queue === 'warning' ? item.needs_warning : item.needs_closure;
}

/** The list's filters, as they stand in the URL (`?queue=warning&severity=major&archived=true`). */
export interface DeficiencyFilters {
  archived: boolean;
  queue?: Queue;
  status?: DeficiencyStatus;
  severity?: DeficiencySeverity;
  /** A project code. */
  project?: string;
  /** A responsible company's id. */
  company?: string;
  /** Free text over number, location, description, project and company. */
  q?: string;
}

/** The URL parameter of each filter. */
export const FILTER_PARAMS = ['queue', 'status', 'severity', 'project', 'company', 'q'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
/** The filters the "Filters" button holds (the search stays in view). */
export const SELECT_FILTERS = ['queue', 'status', 'severity', 'project', 'company'] as const satisfies readonly FilterParam[];

const oneOf = <T extends string>(values: readonly T[], value: string | null) => (values.includes(value as T) ? (value as T) : undefined);
const text = (value: string | null) => value?.trim() || undefined;

/** The filters in the URL; unknown or malformed values are ignored. */
export function filtersFromParams(params: URLSearchParams): DeficiencyFilters {
  return {
    archived: params.get('archived') === 'true',
    queue: oneOf(QUEUES, params.get('queue')),
    status: oneOf(DEFICIENCY_STATUSES, params.get('status')),
    severity: oneOf(DEFICIENCY_SEVERITIES, params.get('severity')),
    project: text(params.get('project')),
    company: text(params.get('company')),
    // As typed (the search box shows it); matching trims it.
    q: params.get('q') || undefined,
  };
}

/** The URL parameters with one filter set, or removed when empty (search text is kept as typed). */
export function withFilter(params: URLSearchParams, name: FilterParam | 'archived', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() && !(name === 'archived' && value !== 'true')) next.set(name, value);
  else next.delete(name);
  return next;
}

const contains = (haystack: string | null, needle: string) => haystack !== null && haystack.toLowerCase().includes(needle);

function matchesSearch(item: Deficiency, q: string): boolean {
  const needle = q.trim().toLowerCase().replace(/^#/, '');
  if (!needle) return true;
  return (
    String(item.number) === needle ||
    [item.location, item.description, item.project_code, item.project_name, item.responsible_company_name].some((field) => contains(field, needle))
  );
}

/** The deficiencies that pass every filter (the archived flag is the server's: one list each). */
export function filterDeficiencies(items: readonly Deficiency[], filters: DeficiencyFilters): Deficiency[] {
  return items.filter(
    (item) =>
      (!filters.queue || inQueue(item, filters.queue)) &&
      (!filters.status || item.status === filters.status) &&
      (!filters.severity || item.severity === filters.severity) &&
      (!filters.project || item.project_code === filters.project) &&
      (!filters.company || item.responsible_company_id === filters.company) &&
      (!filters.q || matchesSearch(item, filters.q)),
  );
}

/** The projects and responsible companies the list holds: the options of their filters, sorted. */
export function filterOptions(items: readonly Deficiency[]) {
  const projects = new Map<string, string>();
  const companies = new Map<string, string>();
  for (const item of items) {
    projects.set(item.project_code, `${item.project_code} · ${item.project_name}`);
    if (item.responsible_company_id) companies.set(item.responsible_company_id, item.responsible_company_name ?? item.responsible_company_id);
  }
  const sorted = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { projects: sorted(projects), companies: sorted(companies) };
}
