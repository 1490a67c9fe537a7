import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { GenerateReport, Report } from '@/shared/schemas/reports';
import { reportPdfPath } from '@/shared/schemas/reports-values';
import { useApiMutation } from '../use-api-mutation';
import { REPORTS_ENDPOINT, reportKeys } from './keys';

/** POST /api/reports: render and store a new draft version. */
export function generateReport(body: GenerateReport): Promise<Report> {
  return apiClient.post(REPORTS_ENDPOINT, body, { schema: answerSchema('reports', 'reportSchema') });
}

/** POST /api/reports/:id/publish (Admin): visible to the client, who is e-mailed. */
export function publishReport(id: string): Promise<Report> {
  return apiClient.post(`${REPORTS_ENDPOINT}/${encodeURIComponent(id)}/publish`, {}, { schema: answerSchema('reports', 'reportSchema') });
}

/**
 * The PDF's bytes, fetched with the caller's token at /api/reports/:id/pdf (the service worker
 * keeps a copy per user, so a report opened once opens again offline).
 */
export function fetchReportPdf(id: string): Promise<Blob> {
  return apiClient.download(reportPdfPath(id));
}

function useReportWrite<TVariables>(send: (variables: TVariables) => Promise<Report>) {
  return useApiMutation<Report, TVariables>({ mutationFn: send, invalidates: () => [reportKeys.lists()] });
}

export const useGenerateReport = () => useReportWrite(generateReport);
export const usePublishReport = () => useReportWrite(publishReport);
