import { KindRequestsPage } from './kind-requests-page';

/** `/specifications`: specification requests, with the form for a new one. */
export function SpecificationsPage() {
  return <KindRequestsPage pathKey="specifications" type="specification" />;
}
