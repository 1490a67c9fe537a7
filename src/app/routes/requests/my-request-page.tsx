import { useParams } from 'react-router-dom';
import { ProjectReports } from '@/features/reports/components/project-reports';
import { MyRequestDetail } from '@/features/requests/components/my-request-detail';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

const projectReports = (projectId: string) => <ProjectReports projectId={projectId} />;

/** `/my-requests/:projectId`: one request (by its id, or the project it became), with the project's reports. */
export function MyRequestPage() {
  const { projectId = '' } = useParams();
  return (
    <RoutePage pathKey="myRequest">
      <MyRequestDetail key={projectId} param={projectId} projectPanel={projectReports} projectHref={paths.myProject.getHref} />
    </RoutePage>
  );
}
