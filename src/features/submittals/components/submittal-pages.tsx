import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { SubmittalForm } from './submittal-form';
import { SubmittalList } from './submittal-list';

/**
 * `/inspections/submittal-pages`: Clients send submittals for their company's projects and read
 * the decisions; staff see every submittal and decide each line.
 */
export function SubmittalPages() {
  const { role } = useAuth();
  const [sent, setSent] = useState<string | null>(null);
  const submits = can(role, 'submittalSubmit');
  return (
    <Stack gap="10">
      {submits && (
        <Box as="section" aria-label="New submittal">
          <SubmittalForm onSent={setSent} />
          {sent && (
            <Text role="status" mt="3" color="fg.success">
              {sent}
            </Text>
          )}
        </Box>
      )}
      <Box as="section" aria-labelledby="submittals-heading">
        <Heading as="h2" size="lg" id="submittals-heading" mb="4">
          {submits ? 'Your submittals' : 'Submittals'}
        </Heading>
        <SubmittalList emptyText={submits ? 'The submittals you send show here with the decisions.' : 'Submittals from clients show here.'} />
      </Box>
    </Stack>
  );
}
