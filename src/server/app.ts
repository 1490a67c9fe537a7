import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadSigningKeys } from './auth/keys';
import { embeddedAuth } from './auth/plugin';
import type { AppConfig } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import { setProviderTimeZone } from './config/provider-day';
import type { DatabaseHandle } from './db/client';
import { authenticate } from './plugins/authenticate';
import { availability } from './plugins/availability';
import { errorHandler } from './plugins/error-handler';
import { idempotency } from './plugins/idempotency';
import { inputGuard, JSON_BODY_LIMIT } from './plugins/input-guard';
import { listCachesPlugin } from './plugins/list-caches';
import { rateLimits } from './plugins/rate-limits';
import { requestIdHeader, requestIdOptions } from './plugins/request-log';
import { providerSettingsPlugin } from './plugins/provider-settings';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { authRoutes } from './routes/auth';
import { companyRoutes } from './routes/companies';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { notificationRoutes } from './routes/notifications';
import { profileRoutes } from './routes/profile';
import { pushRoutes } from './routes/push';
import { businessSettingsRoutes } from './routes/business-settings';
import { projectRoutes } from './routes/projects';
import { projectFileRoutes } from './routes/project-files';
import { requestRoutes } from './routes/requests';
import { reportRoutes } from './routes/reports';
import { guaranteeRoutes } from './routes/guarantees';
import { invoiceRoutes } from './routes/invoices';
import { messageRoutes } from './routes/messages';
import { membershipRoutes } from './routes/membership';
import { clientProjectRoutes } from './routes/client-projects';
import { uploadRoutes } from './routes/uploads';
import { inspectionRoutes } from './routes/inspections';
import { databaseRoutes } from './routes/database';
import { analyticsRoutes } from './routes/analytics';
import { deficiencyRoutes } from './routes/deficiencies';
import { clientRoutes } from './routes/clients';
import { productRoutes } from './routes/products';
import { submittalRoutes } from './routes/submittals';
import { teamRoutes } from './routes/team';
import { scheduleRoutes } from './routes/schedules';
import { calendarRoutes } from './routes/calendar';
import { inspectionChangeRoutes } from './routes/inspection-changes';
import { retentionPlugin } from './plugins/retention';
import { schedulerPlugin } from './plugins/scheduler';
import { outboxPlugin } from './plugins/outbox';
import { pushPlugin } from './plugins/push';
import { openFileStore } from './services/open-file-store';
import { createMailer, type Mailer } from './services/mail';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Replace the nodemailer transport the outbox sends with (never needed by the product; tests use the real one). */
  mailer?: Mailer;
  /** Serve the built web app from this folder (default: dist, when it exists). */
  webRoot?: string | null;
  /** Called for every route as it is registered (tests list the routes with it). */
  onRoute?: onRouteHookHandler;
}

/** Build the whole portal as one Fastify app: /auth/v1, /api and the web app. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // Off unless TRUST_PROXY names the proxies: a caller's own X-Forwarded-For must not choose
    // the address the rate limits count (docs/production.md, "Proxy and rate limits").
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    ...requestIdOptions,
    // The availability plugin answers requests that arrive while closing, in the one error shape.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.decorate('config', config);
  setProviderTimeZone(config.PROVIDER_TIME_ZONE);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', options.mailer ?? createMailer(config));
  app.decorate('files', await openFileStore(config));
  app.addHook('onClose', async () => app.files.close());
  // Under the start-up lock: replicas starting together create one key, not one each.
  if (config.authMode === 'embedded') app.decorate('signingKeys', await database.withStartupLock(() => loadSigningKeys(database.db)));

  await app.register(requestIdHeader);
  await app.register(errorHandler);
  // Before every other hook and parser: NUL, charset, depth and size of /api and /auth/v1 input.
  await app.register(inputGuard);
  await app.register(availability);
  await app.register(securityHeaders, { webRoot: options.webRoot });
  // gzip/brotli for the web app's assets and larger API answers (1 KB and up). Brotli at quality 4:
  // close to gzip's CPU cost with smaller output (the default, 11, costs tens of ms per asset).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Per-route limits only (sign-in, sign-up, recover, admin key, contact); RATE_LIMIT=false turns them off.
  await app.register(rateLimits);
  await app.register(authenticate);
  // Routes with `config: { idempotent: true }` honour an Idempotency-Key (register before the routes).
  await app.register(idempotency);
  await app.register(listCachesPlugin);
  // Before the scheduler: its first pass counts days in the saved zone.
  await app.register(providerSettingsPlugin);
  await app.register(schedulerPlugin);
  await app.register(outboxPlugin);
  await app.register(pushPlugin);
  await app.register(retentionPlugin);

  if (config.authMode === 'embedded') await app.register(embeddedAuth, { prefix: '/auth/v1' });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(contactRoutes);
      await api.register(profileRoutes);
      await api.register(pushRoutes);
      await api.register(businessSettingsRoutes);
      await api.register(notificationRoutes);
      await api.register(requestRoutes);
      await api.register(projectRoutes);
      await api.register(projectFileRoutes);
      await api.register(companyRoutes);
      await api.register(uploadRoutes);
      await api.register(inspectionRoutes);
      await api.register(inspectionChangeRoutes);
      await api.register(deficiencyRoutes);
      await api.register(teamRoutes);
      await api.register(clientRoutes);
      await api.register(productRoutes);
      await api.register(submittalRoutes);
      await api.register(reportRoutes);
      await api.register(guaranteeRoutes);
      await api.register(databaseRoutes);
      await api.register(analyticsRoutes);
      await api.register(invoiceRoutes);
      await api.register(messageRoutes);
      await api.register(scheduleRoutes);
      await api.register(membershipRoutes);
      await api.register(clientProjectRoutes);
      await api.register(calendarRoutes);
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ error: 'Not found', message: `No API route ${request.method} ${request.url}`, code: 'not_found' }),
      );
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { root: options.webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
