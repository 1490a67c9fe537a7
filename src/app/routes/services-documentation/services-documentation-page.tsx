import { ServicesDocumentation } from '@/features/services-documentation/components/services-documentation';
import { RoutePage } from '../route-page';

/** `/admin/services-documentation` (Admin): internal how-to pages about each service. */
export function ServicesDocumentationPage() {
  return (
    <RoutePage pathKey="servicesDocumentation">
      <ServicesDocumentation />
    </RoutePage>
  );
}
