import type { InspectionStatus } from '@/shared/schemas/inspections';

/** The inspections API (docs/features.md, Inspections). */
export const INSPECTIONS_ENDPOINT = '/api/inspections';

/** Server-side filters of GET /api/inspections (dates `YYYY-MM-DD`, `to` inclusive). */
export interface InspectionListFilters {
  project?: string;
  inspector?: 'me' | string;
  status?: InspectionStatus;
  from?: string;
  to?: string;
}

/** Every query key of the inspections feature; invalidate through these, never inline a key. */
export const inspectionKeys = {
  all: ['inspections'] as const,
  lists: () => [...inspectionKeys.all, 'list'] as const,
  list: (filters: InspectionListFilters) => [...inspectionKeys.lists(), filters] as const,
  travelFee: () => [...inspectionKeys.all, 'travel-fee'] as const,
  upcoming: () => [...inspectionKeys.all, 'upcoming'] as const,
};
