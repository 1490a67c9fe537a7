import { SERVICE_VERSION } from '../constants';
import type { AuthApp, AuthDeps } from '../context';
import { healthSchema, jwksSchema, settingsSchema } from '../schemas';

/** GET /.well-known/jwks.json, /health and /settings, shaped as Supabase Auth answers them. */
export function metaRoutes(app: AuthApp, deps: AuthDeps) {
  app.get('/.well-known/jwks.json', { schema: { response: { 200: jwksSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return deps.tokens.keys.jwks;
  });

  app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => ({
    version: SERVICE_VERSION,
    name: 'GoTrue' as const,
    description: 'GoTrue is a user registration and authentication API',
  }));

  app.get('/settings', { schema: { response: { 200: settingsSchema } } }, async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      github: false,
      gitlab: false,
      google: false,
      phone: false,
      saml: false,
    },
    disable_signup: false,
    mailer_autoconfirm: deps.config.AUTH_AUTOCONFIRM,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
}
