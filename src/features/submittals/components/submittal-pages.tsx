import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { submittalDraftFrom } from '../submittal-form-model';
import { SubmittalForm } from './submittal-form';
import { SubmittalList } from './submittal-list';

/**
 * `/inspections/submittal-pages`: Clients send submittals for their company's projects and read
 * the decisions (resubmitting a submittal with lines to revise); staff see every submittal and
 * decide each line.
 */
export function SubmittalPages() {
  const { role } = useAuth();
  const [sent, setSent] = useState<string | null>(null);
  const submits = can(role, 'submittalSubmit');
  // A Resubmit action (or a refused write opened to edit) brings its values; a new one remounts the form.
  const location = useLocation();
  const initialValues = useMemo(() => submittalDraftFrom(location.state), [location.state]);
  const formSection = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (initialValues) formSection.current?.scrollIntoView({ block: 'start' });
  }, [initialValues]);
  return (
    <Stack gap="10">
      {submits && (
        <Box as="section" aria-label="New submittal" ref={formSection}>
          <SubmittalForm key={location.key} onSent={setSent} initialValues={initialValues} />
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
