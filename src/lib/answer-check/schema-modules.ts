import type { ZodType } from 'zod';
import type * as analytics from '@/shared/schemas/analytics';
import type * as auth from '@/shared/schemas/auth';
import type * as businessSettings from '@/shared/schemas/business-settings';
import type * as calendar from '@/shared/schemas/calendar';
import type * as clientProjects from '@/shared/schemas/client-projects';
import type * as clients from '@/shared/schemas/clients';
import type * as common from '@/shared/schemas/common';
import type * as companies from '@/shared/schemas/companies';
import type * as contact from '@/shared/schemas/contact';
import type * as database from '@/shared/schemas/database';
import type * as guarantees from '@/shared/schemas/guarantees';
import type * as inspections from '@/shared/schemas/inspections';
import type * as invoices from '@/shared/schemas/invoices';
import type * as membership from '@/shared/schemas/membership';
import type * as messages from '@/shared/schemas/messages';
import type * as notifications from '@/shared/schemas/notifications';
import type * as products from '@/shared/schemas/products';
import type * as profile from '@/shared/schemas/profile';
import type * as projectActivity from '@/shared/schemas/project-activity';
import type * as projectFiles from '@/shared/schemas/project-files';
import type * as projects from '@/shared/schemas/projects';
import type * as push from '@/shared/schemas/push';
import type * as reports from '@/shared/schemas/reports';
import type * as requests from '@/shared/schemas/requests';
import type * as runtimeConfig from '@/shared/schemas/runtime-config';
import type * as schedules from '@/shared/schemas/schedules';
import type * as submittals from '@/shared/schemas/submittals';
import type * as team from '@/shared/schemas/team';

/** The shared schema modules (src/shared/schemas, without their zod-free `-values` parts), by name. */
export interface SchemaModules {
  analytics: typeof analytics;
  auth: typeof auth;
  'business-settings': typeof businessSettings;
  calendar: typeof calendar;
  'client-projects': typeof clientProjects;
  clients: typeof clients;
  common: typeof common;
  companies: typeof companies;
  contact: typeof contact;
  database: typeof database;
  guarantees: typeof guarantees;
  inspections: typeof inspections;
  invoices: typeof invoices;
  membership: typeof membership;
  messages: typeof messages;
  notifications: typeof notifications;
  products: typeof products;
  profile: typeof profile;
  'project-activity': typeof projectActivity;
  'project-files': typeof projectFiles;
  projects: typeof projects;
  push: typeof push;
  reports: typeof reports;
  requests: typeof requests;
  'runtime-config': typeof runtimeConfig;
  schedules: typeof schedules;
  submittals: typeof submittals;
  team: typeof team;
}
export type SchemaModuleName = keyof SchemaModules;

/** The names of a module's exports that are zod schemas. */
export type SchemaName<M> = { [K in keyof M]: M[K] extends ZodType ? K : never }[keyof M] & string;

const modules = import.meta.glob<Record<string, unknown>>(['/src/shared/schemas/*.ts', '!/src/shared/schemas/*-values.ts']);

/** Imports a shared schema module by name (its own chunk, built with zod). */
export function importSchemaModule(name: SchemaModuleName): Promise<Record<string, unknown>> {
  const load = modules[`/src/shared/schemas/${name}.ts`];
  if (!load) return Promise.reject(new Error(`No schema module ${name}`));
  return load();
}
