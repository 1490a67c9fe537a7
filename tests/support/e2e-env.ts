import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Settings shared by playwright.config.ts (which starts the real server with them) and the e2e
 * specs (which read the server's mail outbox and sign in with the seeded demo accounts).
 * Everything here must be deterministic: the config is evaluated again in every worker.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

/** Scratch space of the e2e server, wiped before every run (see playwright.config.ts). */
export const E2E_ROOT = process.env.E2E_ROOT ?? join(tmpdir(), `paintqa-e2e-${E2E_PORT}`);
export const E2E_DATA_DIR = join(E2E_ROOT, 'data');
/** The server writes every e-mail as an .eml file here (no SMTP_URL in e2e). */
export const E2E_MAIL_DIR = join(E2E_ROOT, 'mail');

export const E2E_ADMIN_KEY = 'demo-admin-key';
export const E2E_STAFF_EMAIL_DOMAIN = 'paintqa.example';

/** The provider's logo the e2e server puts on its PDFs (PROVIDER_LOGO_FILE): the app icon, 192 x 192. */
export const E2E_PROVIDER_LOGO = join(process.cwd(), 'public', 'icons', 'icon-192.png');
export const E2E_PROVIDER_LOGO_SIZE = { width: 192, height: 192 } as const;

/** The demo accounts that scripts/start.mjs seeds on first start. */
export const DEMO = {
  admin: { email: 'admin@paintqa.example', password: 'Admin123!', role: 'Admin' },
  inspector: { email: 'inspector@paintqa.example', password: 'Inspector123!', role: 'Inspector' },
  client: {
    email: 'client@harbourview.example',
    password: 'Client123!',
    role: 'Client',
    company: 'Harbourview Strata Council',
  },
} as const;
