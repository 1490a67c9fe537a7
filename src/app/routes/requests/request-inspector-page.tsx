import { Alert } from '@chakra-ui/react';
import { RequestForm } from '@/features/requests/components/request-form';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/inspections/request-inspector`: the RFI form (Request for Inspector), for clients. */
export function RequestInspectorPage() {
  const { role } = useAuth();
  return (
    <RoutePage pathKey="requestInspector">
      {can(role, 'requestForms') ? (
        <RequestForm type="inspection" requestHref={(id) => paths.myRequest.getHref(id)} myRequestsHref={paths.myRequests.getHref()} />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>Requests are made by clients. Staff see incoming requests in Request Management.</Alert.Description>
        </Alert.Root>
      )}
    </RoutePage>
  );
}
