import { useParams } from 'react-router-dom';
import { MyRequestDetail } from '@/features/requests/components/my-request-detail';
import { RoutePage } from '../route-page';

/** `/my-requests/:projectId`: one request (by its id, or the project it became). */
export function MyRequestPage() {
  const { projectId = '' } = useParams();
  return (
    <RoutePage pathKey="myRequest">
      <MyRequestDetail key={projectId} param={projectId} />
    </RoutePage>
  );
}
