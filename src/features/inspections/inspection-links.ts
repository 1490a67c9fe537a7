/** The project page's Inspections tab, optionally with the on-site form of one visit open. */
export function projectInspectionsHref(projectCode: string, recordId?: string): string {
  const search = new URLSearchParams({ tab: 'inspections' });
  if (recordId) search.set('record', recordId);
  return `/projects/${encodeURIComponent(projectCode)}?${search}`;
}
