import { ProjectsTable } from '@/features/projects/components/projects-table';
import { RoutePage } from '../route-page';
import { PermittedLink } from './admin-only';

/** `/projects` (staff): the projects table; Admins also get "New project". */
export function ProjectsPage() {
  return (
    <RoutePage pathKey="projects" actions={<PermittedLink permission="projectsManage" to="/projects/new">New project</PermittedLink>}>
      <ProjectsTable />
    </RoutePage>
  );
}
