/** The three roles of the portal (docs/features.md, Screens, roles and sign-in). The role always comes from the database. */
export const ROLES = ['Admin', 'Inspector', 'Client'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['Admin', 'Inspector'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isStaffRole(role: Role | null | undefined): boolean {
  return role === 'Admin' || role === 'Inspector';
}
