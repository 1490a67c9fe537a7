import { MyRequestsList } from '@/features/requests/components/my-requests-list';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/my-requests`: every request of mine (my company's), with filters and search; works offline. */
export function MyRequestsPage() {
  return (
    <RoutePage pathKey="myRequests">
      <MyRequestsList label={paths.myRequests.title} requestHref={(id) => paths.myRequest.getHref(id)} newRequestHref={paths.requestInspector.getHref()} />
    </RoutePage>
  );
}
