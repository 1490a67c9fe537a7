/** The team API (staff list, profiles, invitations). */
export const TEAM_ENDPOINT = '/api/team';

export const teamKeys = {
  all: ['team'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  member: (id: string) => [...teamKeys.all, 'member', id] as const,
};
