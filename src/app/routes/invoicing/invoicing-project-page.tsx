import { useParams } from 'react-router-dom';
import { ProjectInvoicing } from '@/features/invoicing/components/project-invoicing';
import { RoutePage } from '../route-page';

/** `/invoicing/project/:projectCode` (staff): one project's billing stages and invoices. */
export function InvoicingProjectPage() {
  const { projectCode = '' } = useParams();
  return (
    <RoutePage pathKey="invoicingProject" title={`Invoicing: ${projectCode}`}>
      <ProjectInvoicing key={projectCode} projectCode={projectCode} />
    </RoutePage>
  );
}
