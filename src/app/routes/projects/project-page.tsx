import { useParams } from 'react-router-dom';
import { useProject } from '@/features/projects/api/projects';
import { ProjectPageContent } from '@/features/projects/components/project-page';
import { RoutePage } from '../requests/route-page';

/** `/projects/:projectCode` (staff): the project with its tabs. */
export function ProjectPage() {
  const { projectCode = '' } = useParams();
  const project = useProject(projectCode);
  return (
    <RoutePage pathKey="project" title={project.data?.project_name ?? `Project ${projectCode}`}>
      <ProjectPageContent key={projectCode} code={projectCode} />
    </RoutePage>
  );
}
