import { index, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PARTY_ROLES } from '../../shared/schemas/requests';
import { createdAt } from './columns';
import { companies, projects } from './schema-core';

export const partyRoleEnum = pgEnum('party_role', PARTY_ROLES);

/** The companies on a project besides its client: at most one per role (architect, owner, GC, painter). */
export const projectParties = pgTable(
  'project_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: partyRoleEnum('role').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('project_parties_project_id_role_key').on(table.projectId, table.role),
    index('project_parties_company_id_idx').on(table.companyId),
    index('project_parties_role_company_id_idx').on(table.role, table.companyId),
  ],
);
