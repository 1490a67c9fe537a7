import { CompanyForm } from '@/features/companies/components/company-form';
import { RoutePage } from '../route-page';
import { RequirePermission } from '../projects/admin-only';

/** `/companies/new` (Admin). */
export function CompanyNewPage() {
  return (
    <RoutePage pathKey="companyNew">
      <RequirePermission permission="companiesManage" what="create companies">
        <CompanyForm />
      </RequirePermission>
    </RoutePage>
  );
}
