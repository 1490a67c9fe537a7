import { useParams } from 'react-router-dom';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useCompany } from '@/lib/api/companies/companies';
import { CompanyForm } from '@/features/companies/components/company-form';
import { RoutePage } from '../route-page';
import { RequirePermission } from '../projects/admin-only';

/** `/companies/edit/:companyId` (Admin). */
export function CompanyEditPage() {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  return (
    <RoutePage pathKey="companyEdit" title={company.data ? `Edit ${company.data.name}` : undefined}>
      <RequirePermission permission="companiesManage" what="edit companies">
        {company.data ? (
          <CompanyForm key={company.data.updated_at} company={company.data} />
        ) : company.isError ? (
          <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />
        ) : (
          <CardSkeleton lines={8} label="Loading the company" />
        )}
      </RequirePermission>
    </RoutePage>
  );
}
