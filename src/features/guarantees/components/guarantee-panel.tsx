import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleCheck, LuCircleX, LuDownload } from 'react-icons/lu';
import { downloadBlob } from '@/components/data-table/download';
import { FormError } from '@/components/ui/form-error';
import { fetchReportPdf } from '@/lib/api/reports/report-actions';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { formatDate } from '@/shared/format/date';
import type { Guarantee } from '@/shared/schemas/guarantees';
import { GUARANTEE_STATUS_LABELS } from '@/shared/schemas/guarantees-values';
import { useGuaranteeEligibility, useIssueGuarantee, useProjectGuarantees } from '@/lib/api/guarantees/guarantees';

/** Download buttons for the certificate's PDF and the inspection booklet (both are the project's reports). */
function GuaranteeFiles({ guarantee }: { guarantee: Guarantee }) {
  const [busy, setBusy] = useState<string | null>(null);
  const files = [
    { id: guarantee.report_id, label: 'Download certificate', name: `${guarantee.certificate_no}.pdf` },
    { id: guarantee.booklet_report_id, label: 'Download inspection booklet', name: `${guarantee.certificate_no} Inspection booklet.pdf` },
  ].filter((file): file is { id: string; label: string; name: string } => Boolean(file.id));
  async function download(file: (typeof files)[number]) {
    setBusy(file.id);
    try {
      downloadBlob(file.name, await fetchReportPdf(file.id));
    } catch {
      notify({ variant: 'destructive', title: 'Could not download the file', description: 'Check your connection and try again.' });
    } finally {
      setBusy(null);
    }
  }
  if (files.length === 0) return null;
  return (
    <HStack gap="2" mt="2" wrap="wrap">
      {files.map((file) => (
        <Button key={file.id} size="xs" variant="outline" loading={busy === file.id} onClick={() => void download(file)}>
          <LuDownload aria-hidden="true" /> {file.label}
        </Button>
      ))}
    </HStack>
  );
}

/**
 * A project's guarantee on the reports screen: the issued certificate with its inspection
 * booklet, or the eligibility checks with what is missing and (Admin) the button that issues it.
 */
export function GuaranteePanel({ projectId }: { projectId: string }) {
  const { role } = useAuth();
  const eligibility = useGuaranteeEligibility(projectId);
  const guarantees = useProjectGuarantees(projectId);
  const issue = useIssueGuarantee();
  const issued = guarantees.data?.data[0];

  return (
    <Box as="section" aria-labelledby="guarantee-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="guarantee-heading" mb="3">
        Guarantee
      </Heading>
      {issued ? (
        <Stack gap="1">
          <Text fontWeight="medium">
            Certificate {issued.certificate_no} · {GUARANTEE_STATUS_LABELS[issued.status]}
          </Text>
          <Text fontSize="sm">
            Valid {formatDate(issued.starts_on)} to {formatDate(issued.expires_on)} · verification code <code>{issued.verification_code}</code>
          </Text>
          <GuaranteeFiles guarantee={issued} />
        </Stack>
      ) : (
        <Stack gap="3">
          {eligibility.data && !eligibility.data.eligible && (
            <Text>
              The guarantee can be issued once every condition below is met. Not met yet:{' '}
              {eligibility.data.checks
                .filter((check) => !check.ok)
                .map((check) => check.label.charAt(0).toLowerCase() + check.label.slice(1))
                .join('; ')}
              .
            </Text>
          )}
          {eligibility.data && (
            <List.Root variant="plain" gap="1" aria-label="Guarantee conditions">
              {eligibility.data.checks.map((check) => (
                <List.Item key={check.check}>
                  <HStack align="start" gap="2">
                    <Box as="span" color={check.ok ? 'green.fg' : 'red.fg'} mt="1" aria-hidden="true">
                      {check.ok ? <LuCircleCheck /> : <LuCircleX />}
                    </Box>
                    <Box>
                      <Text>
                        {check.label}: {check.ok ? 'yes' : 'no'}
                      </Text>
                      {check.detail && (
                        <Text fontSize="sm" color="fg.muted">
                          {check.detail}
                        </Text>
                      )}
                    </Box>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
          {can(role, 'guaranteesIssue') && (
            <Button
              alignSelf="flex-start"
              disabled={!eligibility.data?.eligible}
              loading={issue.isPending}
              onClick={() =>
                issue.mutate(projectId, {
                  onSuccess: (guarantee) =>
                    notify({
                      variant: 'success',
                      title: `Guarantee ${guarantee.certificate_no} issued`,
                      description: 'The certificate and the inspection booklet were e-mailed to the parties.',
                    }),
                })
              }
            >
              Issue guarantee
            </Button>
          )}
          {issue.error && <FormError message={issue.error.message} />}
        </Stack>
      )}
    </Box>
  );
}
