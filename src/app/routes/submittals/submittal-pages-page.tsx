import { SubmittalPages } from '@/features/submittals/components/submittal-pages';
import { RoutePage } from '../route-page';

/** `/inspections/submittal-pages`: submit products per surface for a project (Client); review them (staff). */
export function SubmittalPagesPage() {
  return (
    <RoutePage pathKey="submittalPages">
      <SubmittalPages />
    </RoutePage>
  );
}
