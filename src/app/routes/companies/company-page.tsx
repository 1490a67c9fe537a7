import { useParams } from 'react-router-dom';
import { useCompany } from '@/lib/api/companies/companies';
import { CompanyDetail } from '@/features/companies/components/company-detail';
import { RoutePage } from '../route-page';

/** `/companies/:companyId` (staff): the company, its projects, contacts and membership. */
export function CompanyPage() {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  return (
    <RoutePage pathKey="company" title={company.data?.name}>
      <CompanyDetail key={companyId} id={companyId} />
    </RoutePage>
  );
}
