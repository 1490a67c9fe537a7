import type { QueryClient } from '@tanstack/react-query';
import { deficiencyActionWrite } from '@/lib/api/deficiencies/deficiency-action-write';
import { visitChangeWrite } from '@/lib/api/inspections/change-visit';
import { recordInspectionWrite } from '@/lib/api/inspections/record-inspection';
import { replyWrite, startThreadWrite } from '@/lib/api/messages/send-message';
import { markNotificationsReadWrite } from '@/lib/api/notifications/notifications';
import { addProjectFileWrite } from '@/lib/api/project-files/project-files';
import { sendContactMessageWrite } from '@/lib/api/contact/send-contact-message';
import { createRequestWrites } from '@/lib/api/requests/create-request';
import { replyToRequestWrite } from '@/lib/api/requests/reply-to-request';
import { createSubmittalWrite } from '@/lib/api/submittals/submittal-actions';
import { registerQueuedWrites } from '@/lib/offline/queued-write';

/**
 * Every offline-capable write of the app, registered with the query client at start so that a
 * write restored from IndexedDB can be sent (src/lib/offline). Each resource of src/lib/api adds
 * its own here.
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
    visitChangeWrite,
    deficiencyActionWrite,
    addProjectFileWrite,
    createSubmittalWrite,
  ]);
}
