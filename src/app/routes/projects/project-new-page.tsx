import { ProjectForm } from '@/features/projects/components/project-form';
import { RoutePage } from '../route-page';
import { RequirePermission } from './admin-only';

/** `/projects/new` (Admin): a new project, numbered in its region. */
export function ProjectNewPage() {
  return (
    <RoutePage pathKey="projectNew">
      <RequirePermission permission="projectsManage" what="create projects">
        <ProjectForm />
      </RequirePermission>
    </RoutePage>
  );
}
