import { formatDateTime } from '@/shared/format/date';
import type { ClientProjectListItem } from '@/shared/schemas/client-projects';
import { INSPECTION_STAGE_LABELS } from '@/shared/schemas/inspections-values';

/** "Primer · Jun 2, 2026, 9:00 AM · Ines Pector", or "None scheduled". */
export function nextInspectionText(next: ClientProjectListItem['next_inspection']): string {
  if (!next) return 'None scheduled';
  return [INSPECTION_STAGE_LABELS[next.stage], formatDateTime(next.scheduled_at), next.inspector_name].filter(Boolean).join(' · ');
}
