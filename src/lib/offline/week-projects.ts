import { KEPT_PROJECTS } from '@/shared/constants';
import { DAY_MS } from '@/shared/dates';

/** What the selection needs of a visit (an item of GET /api/inspections). */
export interface WeekVisit {
  project_code: string;
  project_name: string;
  status: string;
  scheduled_at: string;
}

/** A project of the inspector's week, with its soonest visit. */
export interface WeekProject {
  code: string;
  name: string;
  visitAt: string;
}

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The window of "the next 7 days": from the start of today (a visit this morning is still today's
 * work on site) to the same time KEPT_PROJECTS.weekDays days from now.
 */
export function weekWindow(now: Date): { start: Date; end: Date } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { start, end: new Date(now.getTime() + KEPT_PROJECTS.weekDays * DAY_MS) };
}

/**
 * The dates to ask GET /api/inspections for (`to` inclusive): a day wider than the window on each
 * side, since the server reads the dates in its own time zone; weekProjects filters exactly.
 */
export function weekRequestDates(now: Date): { from: string; to: string } {
  const { start, end } = weekWindow(now);
  return { from: localDate(new Date(start.getTime() - DAY_MS)), to: localDate(new Date(end.getTime() + DAY_MS)) };
}

/**
 * The projects to keep offline for the week: those of the scheduled visits in weekWindow(now),
 * each once, soonest visit first, at most KEPT_PROJECTS.maxWeekProjects.
 */
export function weekProjects(visits: readonly WeekVisit[], now: Date, max: number = KEPT_PROJECTS.maxWeekProjects): WeekProject[] {
  const { start, end } = weekWindow(now);
  const soonest = new Map<string, WeekProject>();
  for (const visit of visits) {
    if (visit.status !== 'scheduled') continue;
    const at = Date.parse(visit.scheduled_at);
    if (!(at >= start.getTime() && at < end.getTime())) continue;
    const known = soonest.get(visit.project_code);
    if (!known || at < Date.parse(known.visitAt)) soonest.set(visit.project_code, { code: visit.project_code, name: visit.project_name, visitAt: visit.scheduled_at });
  }
  return [...soonest.values()].sort((a, b) => Date.parse(a.visitAt) - Date.parse(b.visitAt) || a.code.localeCompare(b.code)).slice(0, max);
}
