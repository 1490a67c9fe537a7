/*
 * The database schema: every table, enum and relation, for the app (src/server/db/client.ts),
 * the repositories and drizzle-kit (drizzle.config.ts). The tables live in modules of their own:
 * the core ones (auth, people, audit, requests, projects) in schema-core.ts, each later feature's
 * in schema-<feature>.ts, which import what they reference from schema-core.ts (never from here,
 * so there is no import cycle). Import tables from this file.
 */

export * from './schema-core';
export * from './schema-uploads';
export * from './schema-inspections';
export * from './schema-products';
export * from './schema-submittals';
export * from './schema-projects';
export * from './schema-reports';
export * from './schema-messages';
export * from './schema-invoices';
export * from './schema-schedules';
export * from './schema-outbox';
export * from './schema-rate-limits';
export * from './schema-jobs';
export * from './schema-calendar';
export * from './schema-push';
