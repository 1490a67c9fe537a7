import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { useProject } from '@/lib/api/projects/projects';
import { ProjectForm } from '@/features/projects/components/project-form';
import { RoutePage } from '../route-page';
import { RequirePermission } from './admin-only';

/** `/projects/edit/:projectCode` (Admin): the project form with the project as loaded (its version). */
export function ProjectEditPage() {
  const { projectCode = '' } = useParams();
  const project = useProject(projectCode);
  return (
    <RoutePage pathKey="projectEdit" title={`Edit project ${projectCode}`}>
      <RequirePermission permission="projectsManage" what="edit projects">
        {project.data ? (
          <ProjectForm key={`${project.data.project_code}:${project.data.version}`} project={project.data} />
        ) : project.isError ? (
          <EmptyState title="Project not found" description={project.error.message} />
        ) : (
          <CardSkeleton lines={8} label="Loading the project" />
        )}
      </RequirePermission>
    </RoutePage>
  );
}
