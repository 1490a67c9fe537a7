import { Badge, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { CardSkeleton } from '@/components/feedback/skeletons';
import { ScrollingTabsList } from '@/components/ui/scrolling-tabs-list';
import { ProjectDeficiencies } from '@/features/deficiencies/components/project-deficiencies';
import { ProjectInspections } from '@/features/inspections/components/project-inspections';
import { ProjectInvoicing } from '@/features/invoicing/components/project-invoicing';
import { ProjectMessages } from '@/features/messages/components/project-messages';
import { ProjectReports } from '@/features/reports/components/project-reports';
import { ProjectSubmittals } from '@/features/submittals/components/project-submittals';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useRecentProjects } from '@/lib/recent-projects/recent-projects-provider';
import { can } from '@/shared/auth/permissions';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { useProject } from '@/lib/api/projects/projects';
import { ProjectStatusBadge, ReviewStatusBadge } from './project-badges';
import { ProjectActivityList } from './project-activity';
import { ProjectOverview } from './project-overview';

/** The tabs whose content comes with a later issue: what will appear there. */
const LATER_TABS = [
  { value: 'inspections', label: 'Inspections', text: 'Scheduled and performed inspections with their results, conditions and reports will be listed here.' },
  { value: 'deficiencies', label: 'Deficiencies', text: 'Deficiencies found on site, their severity, responsible company, due dates and follow-up will be listed here.' },
  { value: 'invoicing', label: 'Invoicing', text: 'The billing stages of the project and its invoices will be listed here.' },
  { value: 'messages', label: 'Messages', text: 'Messages exchanged with the client about this project will appear here.' },
  { value: 'files', label: 'Files', text: 'Photos and documents uploaded for this project will be listed here.' },
] as const;

/** Later tabs built since: their content replaces the empty state. */
const BUILT_TABS: Partial<Record<(typeof LATER_TABS)[number]['value'], (project: ProjectDetail) => ReactNode>> = {
  inspections: (project) => <ProjectInspections project={project} />,
  deficiencies: (project) => <ProjectDeficiencies projectId={project.project_id} />,
  invoicing: (project) => <ProjectInvoicing projectCode={project.project_code} />,
  messages: (project) => <ProjectMessages projectId={project.project_id} companyId={project.company_id} companyName={project.company_name} />,
};

const TABS = ['overview', 'submittals', 'reports', ...LATER_TABS.map((tab) => tab.value), 'activity'] as const;
type TabValue = (typeof TABS)[number];

function ProjectTabs({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as TabValue | null;
  const tab: TabValue = requested && TABS.includes(requested) ? requested : 'overview';
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setSearchParams(details.value === 'overview' ? {} : { tab: details.value }, { replace: true })} lazyMount variant="line">
      <ScrollingTabsList>
        <Tabs.Trigger value="overview">Overview and parties</Tabs.Trigger>
        <Tabs.Trigger value="submittals">Submittals</Tabs.Trigger>
        <Tabs.Trigger value="reports">Reports</Tabs.Trigger>
        {LATER_TABS.map((later) => (
          <Tabs.Trigger key={later.value} value={later.value}>
            {later.label}
          </Tabs.Trigger>
        ))}
        <Tabs.Trigger value="activity">Activity</Tabs.Trigger>
      </ScrollingTabsList>
      <Tabs.Content value="overview">
        <ProjectOverview project={project} canManage={canManage} />
      </Tabs.Content>
      <Tabs.Content value="submittals">
        <ProjectSubmittals projectId={project.project_id} projectCode={project.project_code} />
      </Tabs.Content>
      <Tabs.Content value="reports">
        <ProjectReports projectId={project.project_id} />
      </Tabs.Content>
      {LATER_TABS.map((later) => (
        <Tabs.Content key={later.value} value={later.value}>
          {BUILT_TABS[later.value]?.(project) ?? <EmptyState title={`No ${later.label.toLowerCase()} yet`} description={later.text} />}
        </Tabs.Content>
      ))}
      <Tabs.Content value="activity">
        <ProjectActivityList activity={project.activity} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * The project page: status, the Admin's edit link, and the tabs. Opening it adds it to recent
 * projects. `headerAction` is what the app adds next to the status (e.g. "Make available offline").
 */
export function ProjectPageContent({ code, headerAction }: { code: string; headerAction?: (project: ProjectDetail) => ReactNode }) {
  const { role } = useAuth();
  const project = useProject(code);
  const { addRecentProject } = useRecentProjects();
  const loaded = project.data;

  useEffect(() => {
    if (loaded) addRecentProject(loaded);
  }, [loaded, addRecentProject]);

  if (project.isError && !loaded) {
    const missing = project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400);
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
      <ProjectTabs project={loaded} canManage={canManage} />
    </Stack>
  );
}
