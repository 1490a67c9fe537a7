import type { QueryClient } from '@tanstack/react-query';
import { deficiencyActionWrite } from '@/features/deficiencies/api/deficiency-action-write';
import { recordInspectionWrite } from '@/features/inspections/api/record-inspection';
import { replyWrite, startThreadWrite } from '@/features/messages/api/send-message';
import { markNotificationsReadWrite } from '@/features/notifications/api/notifications';
import { sendContactMessageWrite } from '@/features/public-site/api/send-contact-message';
import { createRequestWrites } from '@/features/requests/api/create-request';
import { replyToRequestWrite } from '@/features/requests/api/reply-to-request';
import { registerQueuedWrites } from '@/lib/offline/queued-write';

/**
 * Every offline-capable write of the app, registered with the query client at start so that a
 * write restored from IndexedDB can be sent (src/lib/offline). Features add theirs here.
 */
export function registerAppQueuedWrites(client: QueryClient): void {
  registerQueuedWrites(client, [
    sendContactMessageWrite,
    markNotificationsReadWrite,
    createRequestWrites.inspection,
    createRequestWrites.specification,
    createRequestWrites.consultation,
    replyToRequestWrite,
    startThreadWrite,
    replyWrite,
    recordInspectionWrite,
    deficiencyActionWrite,
  ]);
}
