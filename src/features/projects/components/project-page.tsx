import { Badge, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { ScrollingTabsList } from '@/components/ui/scrolling-tabs-list';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useRecentProjects } from '@/lib/recent-projects/recent-projects-provider';
import type { RecentProject } from '@/lib/recent-projects/recent-projects-state';
import { can } from '@/shared/auth/permissions';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { useProject } from '@/lib/api/projects/projects';
import { ProjectStatusBadge, ReviewStatusBadge } from './project-badges';
import { ProjectActivity } from './project-activity';
import { ProjectFiles } from './project-files';
import { ProjectOverview } from './project-overview';
import { useDeferredData } from '@/lib/api/use-deferred-data';

/**
 * A tab another feature gives the project page (inspections, deficiencies, invoicing, ...): the
 * route composes them (src/app/routes/projects/project-page.tsx, docs/architecture.md).
 */
export interface ProjectTab {
  /** The `?tab=` value. */
  value: string;
  label: string;
  render: (project: ProjectDetail) => ReactNode;
}

/** Overview first, the features' tabs in the order given, then (staff only: clients have My projects) files and activity. */
function ProjectTabs({ project, canManage, showStaffTabs, tabs }: { project: ProjectDetail; canManage: boolean; showStaffTabs: boolean; tabs: readonly ProjectTab[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = ['overview', ...tabs.map((each) => each.value), ...(showStaffTabs ? ['files', 'activity'] : [])];
  const requested = searchParams.get('tab');
  const tab = requested && values.includes(requested) ? requested : 'overview';
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setSearchParams(details.value === 'overview' ? {} : { tab: details.value }, { replace: true })} lazyMount variant="line">
      <ScrollingTabsList>
        <Tabs.Trigger value="overview">Overview and parties</Tabs.Trigger>
        {tabs.map((each) => (
          <Tabs.Trigger key={each.value} value={each.value}>
            {each.label}
          </Tabs.Trigger>
        ))}
        {showStaffTabs && <Tabs.Trigger value="files">Files</Tabs.Trigger>}
        {showStaffTabs && <Tabs.Trigger value="activity">Activity</Tabs.Trigger>}
      </ScrollingTabsList>
      <Tabs.Content value="overview">
        <ProjectOverview project={project} canManage={canManage} />
      </Tabs.Content>
      {tabs.map((each) => (
        <Tabs.Content key={each.value} value={each.value}>
          {each.render(project)}
        </Tabs.Content>
      ))}
      {showStaffTabs && (
        <>
          <Tabs.Content value="files">
            <ProjectFiles code={project.project_code} />
          </Tabs.Content>
          <Tabs.Content value="activity">
            <ProjectActivity code={project.project_code} />
          </Tabs.Content>
        </>
      )}
    </Tabs.Root>
  );
}

/** A project known by its code only, until its page has loaded it. */
const codeOnlyProject = (code: string): RecentProject => ({ project_code: code, project_name: '', company_name: null, project_id: null, viewed_at: new Date().toISOString() });

/**
 * The project page: status, the Admin's edit link, and the tabs. Opening it adds it to recent
 * projects. `headerAction` is what the app adds next to the status (e.g. "Make available offline"),
 * `tabs` the other features' tabs.
 */
export function ProjectPageContent({ code, headerAction, tabs }: { code: string; headerAction?: (project: ProjectDetail) => ReactNode; tabs: readonly ProjectTab[] }) {
  const { role } = useAuth();
  const project = useProject(code);
  const { addRecentProject, recentProjects, currentProject, setCurrentProject } = useRecentProjects();
  const loaded = useDeferredData(project);
  const missing = project.isError && !loaded && project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400);

  // Opening a project makes it current before the first paint: its recent entry, else its code
  // alone until it loads. So the bar's "Current project" line is there from the start and does not
  // move the page down when the project arrives (docs/performance.md, What each change saved).
  const currentIsThis = currentProject?.project_code === code;
  const madeCurrent = useRef(false);
  useLayoutEffect(() => {
    if (madeCurrent.current) return;
    madeCurrent.current = true;
    if (!currentIsThis) setCurrentProject(recentProjects.find((recent) => recent.project_code === code) ?? codeOnlyProject(code));
  }, [code, currentIsThis, recentProjects, setCurrentProject]);
  useEffect(() => {
    if (loaded) addRecentProject(loaded);
  }, [loaded, addRecentProject]);
  // Not a project after all: it is not current either.
  useEffect(() => {
    if (missing && currentIsThis) setCurrentProject(null);
  }, [missing, currentIsThis, setCurrentProject]);

  if (project.isError && !loaded) {
    return missing ? (
      <EmptyState title="Project not found" description={`There is no project ${code}, or it is not yours to see.`} />
    ) : (
      <ErrorState message={project.error.message} onRetry={() => void project.refetch()} retrying={project.isFetching} />
    );
  }
  if (!loaded) return <CardSkeleton lines={6} label="Loading the project" />;
  const canManage = can(role, 'projectsManage');
  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2" wrap="wrap">
          <Badge variant="surface">{loaded.project_code}</Badge>
          <ProjectStatusBadge status={loaded.status} />
          <ReviewStatusBadge status={loaded.review_status} />
          <Text color="fg.muted">{loaded.company_name}</Text>
        </HStack>
        <HStack gap="3" wrap="wrap" align="start">
          {headerAction?.(loaded)}
          {canManage && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/projects/edit/${encodeURIComponent(loaded.project_code)}`}>Edit project</RouterLink>
            </Button>
          )}
        </HStack>
      </HStack>
      <ProjectTabs project={loaded} canManage={canManage} showStaffTabs={can(role, 'staffArea')} tabs={tabs} />
    </Stack>
  );
}
