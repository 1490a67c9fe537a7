import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { FormError } from '@/components/ui/form-error';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { formatDate } from '@/shared/format/date';
import { GUARANTEE_STATUS_LABELS } from '@/shared/schemas/guarantees-values';
import { useGuaranteeEligibility, useIssueGuarantee, useProjectGuarantees } from '../api/guarantees';

/**
 * A project's guarantee on the reports screen: the issued certificate, or the eligibility checks
 * with what is missing and (Admin) the button that issues it.
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
        </Stack>
      ) : (
        <Stack gap="3">
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
                  onSuccess: (guarantee) => notify({ variant: 'success', title: `Guarantee ${guarantee.certificate_no} issued`, description: 'The certificate was e-mailed to the parties.' }),
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
