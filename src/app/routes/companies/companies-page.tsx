import { CompaniesList } from '@/features/companies/components/companies-list';
import { RoutePage } from '../route-page';
import { PermittedLink } from '../projects/admin-only';

/** `/companies` (staff): the companies table; Admins also get "New company". */
export function CompaniesPage() {
  return (
    <RoutePage pathKey="companies" actions={<PermittedLink permission="companiesManage" to="/companies/new">New company</PermittedLink>}>
      <CompaniesList />
    </RoutePage>
  );
}
