import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { FormError } from '@/components/ui/form-error';
import { notify } from '@/components/ui/toaster';
import { CompanyPicker } from '@/components/form/lazy-company-picker';
import { FactList } from '@/components/ui/fact-list';
import { formatDate } from '@/shared/format/date';
import { formatPhone } from '@/shared/format/phone';
import type { ClientAccount as Account } from '@/shared/schemas/clients';
import { CLIENT_MESSAGES, CLIENT_STATUS_LABELS } from '@/shared/schemas/clients-values';
import { useRestoreClient, useSuspendClient, useLinkClientCompany } from '@/lib/api/clients/client-actions';
import { useClientAccount } from '@/lib/api/clients/get-clients';

function CompanyLink({ account }: { account: Account }) {
  const link = useLinkClientCompany();
  const [companyId, setCompanyId] = useState(account.company_id ?? '');
  // A toast, not this component's state: the saved company is this component's key, so the
  // refreshed account remounts it (and mutate's callbacks would die with the old one).
  const save = async () => {
    try {
      await link.mutateAsync({ id: account.id, companyId: companyId || null });
      notify({ variant: 'success', title: CLIENT_MESSAGES.linked });
    } catch {
      // Shown under the button (link.error).
    }
  };
  return (
    <Box as="section" aria-label="Company">
      <Heading as="h2" size="md" mb="3">
        Company
      </Heading>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <CompanyPicker
          label="Linked company"
          noneLabel="No company"
          value={companyId}
          onChange={setCompanyId}
          known={account.company_id && account.company_name ? { id: account.company_id, name: account.company_name } : null}
          size="sm"
          maxW={{ base: 'full', sm: '20rem' }}
        />
        <Button
          size="sm"
          colorPalette="blue"
          loading={link.isPending}
          disabled={companyId === (account.company_id ?? '')}
          onClick={() => void save()}
        >
          Save company
        </Button>
      </Flex>
      <FormError message={link.error?.message} />
    </Box>
  );
}

function SuspensionControl({ account }: { account: Account }) {
  const suspend = useSuspendClient();
  const restore = useRestoreClient();
  const suspended = account.status === 'suspended';
  const action = suspended ? restore : suspend;
  const notice = suspended ? (suspend.isSuccess ? CLIENT_MESSAGES.suspended : null) : restore.isSuccess ? CLIENT_MESSAGES.restored : null;
  return (
    <Box as="section" aria-label="Access">
      <Heading as="h2" size="md" mb="3">
        Access
      </Heading>
      <Text mb="3" color="fg.muted">
        {suspended
          ? 'This client cannot sign in or use the portal until the account is restored.'
          : 'Suspending signs the client out everywhere at once and refuses new sign-ins until you restore the account.'}
      </Text>
      <Button
        size="sm"
        colorPalette={suspended ? 'green' : 'red'}
        loading={action.isPending}
        onClick={() => action.mutate(account.id)}
      >
        {suspended ? 'Restore account' : 'Suspend account'}
      </Button>
      {notice && <Text role="status" mt="2">{notice}</Text>}
      <FormError message={action.error?.message} />
    </Box>
  );
}

/** One client account (Admin): details, the linked company, and suspend or restore. */
export function ClientAccount({ clientId }: { clientId: string }) {
  const query = useClientAccount(clientId);
  if (query.isPending) return <LoadingSpinner query={query} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const account = query.data;
  return (
    <Stack gap="8">
      <FactList
        layout="columns"
        items={[
          ['Name', account.name],
          ['E-mail', account.email],
          ['Phone', account.phone ? formatPhone(account.phone) : '—'],
          ['Company', account.company_name ?? 'No company'],
          ['Status', CLIENT_STATUS_LABELS[account.status]],
          ['Client since', formatDate(account.created_at)],
        ]}
      />
      <CompanyLink key={account.company_id ?? 'none'} account={account} />
      <SuspensionControl account={account} />
    </Stack>
  );
}
