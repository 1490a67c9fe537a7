import { ClientProjectsList } from '@/features/client-projects/components/client-projects-list';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/my-projects`: the projects of the client's company; works offline. */
export function MyProjectsPage() {
  return (
    <RoutePage pathKey="myProjects">
      <ClientProjectsList projectHref={(code) => paths.myProject.getHref(code)} />
    </RoutePage>
  );
}
