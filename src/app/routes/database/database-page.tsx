import { DatabaseBrowser } from '@/features/database/components/database-browser';
import { RoutePage } from '../route-page';

/** `/database` (Admin and Inspector): the read-only browser over the portal's data. */
export function DatabasePage() {
  return (
    <RoutePage pathKey="database">
      <DatabaseBrowser />
    </RoutePage>
  );
}
