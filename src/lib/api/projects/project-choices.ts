import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { answerSchema } from '@/lib/answer-check/answer-schema';
import type { ProjectListItem, ProjectsListResponse } from '@/shared/schemas/projects';
import { PROJECTS_ENDPOINT, projectKeys } from './keys';

const listSchema = answerSchema('projects', 'projectsListResponseSchema');

/** A picker offers at most this many projects at once, by name: typing narrows them. */
export const PROJECT_CHOICES_LIMIT = 50;

export interface ProjectChoices {
  /** The projects to offer: the chosen one first when the search does not find it, then the matches. */
  options: { value: string; label: string }[];
  /** The chosen project, once known. */
  selected: ProjectListItem | undefined;
  /** How many projects match the search (more than `options` when there are many). */
  total: number;
  totalCapped: boolean;
  isPending: boolean;
}

const choiceLabel = (project: ProjectListItem) => `${project.project_code} · ${project.project_name}`;

/**
 * The projects a picker offers (reports, scheduled reports): the first PROJECT_CHOICES_LIMIT by
 * name matching `search` (code, name, address, company) from the server, so every project can
 * be found however many there are; and the chosen one (`selectedId`) even when the search does
 * not reach it, so an edit form shows its project. Kept offline, as the lists are.
 */
export function useProjectChoices(search: string, selectedId: string): ProjectChoices {
  const params = new URLSearchParams({ sort: 'name', order: 'asc', pageSize: String(PROJECT_CHOICES_LIMIT) });
  if (search) params.set('search', search);
  const matches = useQuery({
    queryKey: projectKeys.choices(search),
    queryFn: ({ signal }): Promise<ProjectsListResponse> => apiClient.get(`${PROJECTS_ENDPOINT}?${params.toString()}`, { signal, schema: listSchema }),
    meta: { persist: true, errorMessage: 'Could not load the projects' },
  });
  const rows = matches.data?.data ?? [];
  const inMatches = rows.find((row) => row.project_id === selectedId);
  const chosen = useQuery({
    queryKey: projectKeys.choice(selectedId),
    queryFn: ({ signal }): Promise<ProjectsListResponse> => apiClient.get(`${PROJECTS_ENDPOINT}?id=${encodeURIComponent(selectedId)}&pageSize=1`, { signal, schema: listSchema }),
    enabled: Boolean(selectedId) && matches.isSuccess && !inMatches,
    meta: { persist: true, errorMessage: 'Could not load the project' },
  });
  const selected = inMatches ?? chosen.data?.data.find((row) => row.project_id === selectedId);
  const offered = selected && !inMatches ? [selected, ...rows] : rows;
  return {
    options: offered.map((row) => ({ value: row.project_id, label: choiceLabel(row) })),
    selected,
    total: matches.data?.total ?? 0,
    totalCapped: matches.data?.totalCapped ?? false,
    isPending: matches.isPending,
  };
}
