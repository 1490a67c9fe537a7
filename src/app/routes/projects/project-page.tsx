import { useParams } from 'react-router-dom';
import { KeepOfflineButton } from '@/components/offline/keep-offline-button';
import { useInspections } from '@/lib/api/inspections/get-inspections';
import { useProject } from '@/lib/api/projects/projects';
import { ProjectPageContent } from '@/features/projects/components/project-page';
import { useAuth } from '@/lib/auth/use-auth';
import { useKeptProject } from '@/lib/offline/kept-projects';
import { can } from '@/shared/auth/permissions';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { RoutePage } from '../requests/route-page';

/**
 * "Make available offline" for whoever works on the project: an Admin (every project is theirs),
 * its lead inspector or the inspector of one of its visits; once kept, always shown (to remove it).
 * The visits are the Inspections tab's own query (same key), so it is asked once.
 */
function KeepProjectOffline({ project }: { project: ProjectDetail }) {
  const { role, backendUser } = useAuth();
  const me = backendUser?.id;
  const admin = can(role, 'projectsManage');
  const lead = me !== undefined && project.lead_inspector_id === me;
  const visits = useInspections({ project: project.project_code }, { enabled: !admin && !lead && can(role, 'inspectionRecord') });
  const { kept } = useKeptProject(project.project_code);
  const visitsMine = me !== undefined && (visits.data?.data.some((visit) => visit.inspector_id === me) ?? false);
  if (!(kept || admin || lead || visitsMine)) return null;
  return <KeepOfflineButton code={project.project_code} name={project.project_name} />;
}

/** `/projects/:projectCode` (staff): the project with its tabs. */
export function ProjectPage() {
  const { projectCode = '' } = useParams();
  const project = useProject(projectCode);
  return (
    <RoutePage pathKey="project" title={project.data?.project_name ?? `Project ${projectCode}`}>
      <ProjectPageContent key={projectCode} code={projectCode} headerAction={(loaded) => <KeepProjectOffline project={loaded} />} />
    </RoutePage>
  );
}
