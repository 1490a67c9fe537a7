import { useParams } from 'react-router-dom';
import { KeepOfflineButton } from '@/components/offline/keep-offline-button';
import { ProjectDeficiencies } from '@/features/deficiencies/components/project-deficiencies';
import { useInspections } from '@/lib/api/inspections/get-inspections';
import { ProjectInspections } from '@/features/inspections/components/project-inspections';
import { ProjectInvoicing } from '@/features/invoicing/components/project-invoicing';
import { ProjectMessages } from '@/features/messages/components/project-messages';
import { useProject } from '@/lib/api/projects/projects';
import { ProjectPageContent, type ProjectTab } from '@/features/projects/components/project-page';
import { ProjectReports } from '@/features/reports/components/project-reports';
import { ProjectSubmittals } from '@/features/submittals/components/project-submittals';
import { useAuth } from '@/lib/auth/use-auth';
import { useKeptProject } from '@/lib/offline/kept-projects';
import { can } from '@/shared/auth/permissions';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { RoutePage } from '../route-page';

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

/** The project page's tabs from the other features, between its overview and its files. */
const PROJECT_TABS: readonly ProjectTab[] = [
  { value: 'submittals', label: 'Submittals', render: (project) => <ProjectSubmittals projectId={project.project_id} projectCode={project.project_code} /> },
  { value: 'reports', label: 'Reports', render: (project) => <ProjectReports projectId={project.project_id} /> },
  { value: 'inspections', label: 'Inspections', render: (project) => <ProjectInspections project={project} /> },
  { value: 'deficiencies', label: 'Deficiencies', render: (project) => <ProjectDeficiencies projectId={project.project_id} /> },
  { value: 'invoicing', label: 'Invoicing', render: (project) => <ProjectInvoicing projectCode={project.project_code} /> },
  {
    value: 'messages',
    label: 'Messages',
    render: (project) => <ProjectMessages projectId={project.project_id} companyId={project.company_id} companyName={project.company_name} />,
  },
];

/** `/projects/:projectCode` (staff): the project with its tabs. */
export function ProjectPage() {
  const { projectCode = '' } = useParams();
  const project = useProject(projectCode);
  return (
    <RoutePage pathKey="project" title={project.data?.project_name ?? `Project ${projectCode}`}>
      <ProjectPageContent key={projectCode} code={projectCode} headerAction={(loaded) => <KeepProjectOffline project={loaded} />} tabs={PROJECT_TABS} />
    </RoutePage>
  );
}
