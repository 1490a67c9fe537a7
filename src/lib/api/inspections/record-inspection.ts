import { useMutationState, type Mutation } from '@tanstack/react-query';
import { deficiencyKeys } from '@/lib/api/deficiencies/keys';
import { apiClient } from '@/lib/api-client';
import { defineQueuedWrite, type QueuedWriteVariables, isWaitingWrite } from '@/lib/offline/queued-write';
import { uploadStashedFiles, type StashedFile } from '@/lib/offline/stashed-files';
// Types only: every page registers the queued writes at start, and zod stays off the public
// pages' JavaScript. The server answers through the shared schema.
import type { InspectionDetail, RecordInspectionInput } from '@/shared/schemas/inspections';
import { INSPECTIONS_ENDPOINT, inspectionKeys } from './keys';

/**
 * A recording made on site: the POST body's fields (so a version conflict lists them next to the
 * server's), the visit it is for, and the photos behind `photo_ids` while they wait on this device.
 */
export type RecordInspectionWrite = RecordInspectionInput &
  QueuedWriteVariables & {
    inspectionId: string;
    /** What the list of waiting changes calls it, e.g. "Primer, BC-26-0142". */
    visit: string;
    photos: StashedFile[];
    /** The photos of each deficiency, in the order of `deficiencies`. */
    deficiencyPhotos: StashedFile[][];
  };

/**
 * Upload the photos still on this device (the visit's, then each deficiency's), then POST
 * /api/inspections/:id/record. The key is the write's key plus the version it was based on: a
 * resend after a lost answer is the same request, and "Keep mine" after a version conflict
 * (a new version) is a new one rather than a reused key with another body.
 */
export async function recordInspection({ idempotencyKey, inspectionId, visit: _visit, photos, deficiencyPhotos, ...body }: RecordInspectionWrite): Promise<InspectionDetail> {
  await uploadStashedFiles('inspection_photo', photos);
  for (const files of deficiencyPhotos) await uploadStashedFiles('deficiency_photo', files);
  const { data } = await apiClient.post<{ data: InspectionDetail }>(`${INSPECTIONS_ENDPOINT}/${encodeURIComponent(inspectionId)}/record`, body, {
    idempotencyKey: `${idempotencyKey}-v${body.version}`,
  });
  return data;
}

/** Recording an inspection on site: offline it waits in IndexedDB and is sent when the connection returns. */
export const recordInspectionWrite = defineQueuedWrite({
  key: ['inspections', 'record'],
  describe: (write: RecordInspectionWrite) => `Inspection recorded on site: ${write.visit}`,
  send: (write: RecordInspectionWrite) => recordInspection(write),
  // The visit's lists (the report form's list of performed visits too) and the deficiencies it created.
  invalidates: [inspectionKeys.all, deficiencyKeys.all],
});

/** A recording on this device not yet accepted by the server. */
export interface PendingRecording {
  inspectionId: string;
  /** Offline (or waiting for the connection): it will be sent when the connection returns. */
  waiting: boolean;
}

const toPending = (mutation: Mutation<unknown, Error, unknown, unknown>): PendingRecording => ({
  inspectionId: (mutation.state.variables as RecordInspectionWrite).inspectionId,
  waiting: isWaitingWrite(mutation.state),
});

/** The recordings still on their way (also those restored after a reload), by inspection id. */
export function usePendingRecordings(): Map<string, PendingRecording> {
  const pending = useMutationState({ filters: { mutationKey: recordInspectionWrite.key, status: 'pending' }, select: toPending });
  return new Map(pending.map((item) => [item.inspectionId, item]));
}
