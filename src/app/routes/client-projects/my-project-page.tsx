import { useParams } from 'react-router-dom';
import { ClientProjectPage } from '@/features/client-projects/components/client-project-page';
import { InvoicePdfButton } from '@/features/invoicing/components/invoice-actions';
import { ReportList } from '@/features/reports/components/project-reports';
import { needsResubmission, resubmitLink } from '@/features/submittals/submittal-form-model';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/my-projects/:projectCode`: one project of the client's company, read-only, with the reports' and invoices' PDF buttons. */
export function MyProjectPage() {
  const { projectCode = '' } = useParams();
  return (
    <RoutePage pathKey="myProject" title={projectCode || paths.myProject.title}>
      <ClientProjectPage
        key={projectCode}
        code={projectCode}
        renderReports={(reports) => <ReportList reports={reports} />}
        invoiceAction={(invoice) => <InvoicePdfButton invoice={invoice} />}
        resubmitLink={(submittal) => (needsResubmission(submittal) ? resubmitLink(submittal) : null)}
      />
    </RoutePage>
  );
}
