import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ProjectReports } from '@/features/reports/components/project-reports';
import { MyRequestDetail } from '@/features/requests/components/my-request-detail';
import { useAuth } from '@/lib/auth/use-auth';
import { can } from '@/shared/auth/permissions';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** The project the request became: a link to its page in My projects (a Client's), then its reports. */
function ProjectPanel({ projectId, projectCode }: { projectId: string; projectCode: string | null }) {
  const { role } = useAuth();
  return (
    <Stack gap="4">
      {projectCode && can(role, 'clientProjects') && (
      <Link asChild colorPalette="blue" fontWeight="semibold">
        <RouterLink to={paths.myProject.getHref(projectCode)}>Open project {projectCode}</RouterLink>
      </Link>
    )}
      <ProjectReports projectId={projectId} />
    </Stack>
  );
}

const projectReports = (projectId: string, projectCode: string | null) => <ProjectPanel projectId={projectId} projectCode={projectCode} />;

/** `/my-requests/:projectId`: one request (by its id, or the project it became), with the project's reports. */
export function MyRequestPage() {
  const { projectId = '' } = useParams();
  return (
    <RoutePage pathKey="myRequest">
      <MyRequestDetail key={projectId} param={projectId} projectPanel={projectReports} />
    </RoutePage>
  );
}
