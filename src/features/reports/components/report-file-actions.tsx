import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuEye } from 'react-icons/lu';
import { downloadBlob } from '@/components/data-table/download';
import { notify } from '@/components/ui/toaster';
import type { Report } from '@/shared/schemas/reports';
import { fetchReportPdf } from '@/lib/api/reports/report-actions';

const fileName = (report: Report) => `${report.project_code} ${report.title}.pdf`;

/** Open (in a new tab) and Download buttons for a report's PDF, fetched with the user's token. */
export function ReportFileActions({ report }: { report: Report }) {
  const [busy, setBusy] = useState<'open' | 'download' | null>(null);
  async function run(kind: 'open' | 'download') {
    // Open the tab before the fetch: a tab opened after an await is blocked as a pop-up.
    const tab = kind === 'open' ? window.open('', '_blank') : null;
    setBusy(kind);
    try {
      const blob = await fetchReportPdf(report.id);
      if (kind === 'download' || !tab) downloadBlob(fileName(report), blob);
      else tab.location.href = URL.createObjectURL(blob);
    } catch {
      tab?.close();
      notify({ variant: 'destructive', title: 'Could not open the report', description: 'Check your connection and try again.' });
    } finally {
      setBusy(null);
    }
  }
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" variant="outline" loading={busy === 'open'} onClick={() => void run('open')} aria-label={`Open ${report.title} (PDF)`} data-primary-action="">
        <LuEye aria-hidden="true" /> Open
      </Button>
      <Button size="xs" variant="outline" loading={busy === 'download'} onClick={() => void run('download')} aria-label={`Download ${report.title} (PDF)`}>
        <LuDownload aria-hidden="true" /> Download
      </Button>
    </HStack>
  );
}
