import { KindRequestsPage } from './kind-requests-page';

/** `/consultations`: consultation requests, with the form for a new one. */
export function ConsultationsPage() {
  return <KindRequestsPage pathKey="consultations" type="consultation" />;
}
