import { downloadApiFile } from '@/lib/download-upload';

/** One visit as an .ics file: staff from the inspections API, a client from My projects (their company's only). */
export function downloadVisitCalendar(visit: { id: string; project_code: string }, area: 'staff' | 'client'): Promise<void> {
  const id = encodeURIComponent(visit.id);
  const path = area === 'staff' ? `/api/inspections/${id}/calendar.ics` : `/api/my-projects/visits/${id}/calendar.ics`;
  return downloadApiFile(path, `inspection-${visit.project_code}.ics`);
}
