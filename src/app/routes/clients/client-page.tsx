import { useParams } from 'react-router-dom';
import { ClientAccount } from '@/features/clients/components/client-account';
import { RoutePage } from '../route-page';

/** `/clients/:clientId` (Admin): one client account; link to a company, suspend or restore. */
export function ClientPage() {
  const { clientId = '' } = useParams();
  return (
    <RoutePage pathKey="client">
      <ClientAccount clientId={clientId} />
    </RoutePage>
  );
}
