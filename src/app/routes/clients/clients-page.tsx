import { ClientsTable } from '@/features/clients/components/clients-table';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/clients` (Admin): client accounts with search, company and status filters. */
export function ClientsPage() {
  return (
    <RoutePage pathKey="clients">
      <ClientsTable accountHref={(id) => paths.client.getHref(id)} />
    </RoutePage>
  );
}
