import type { AppConfig } from '../config/env';
import type { DatabaseHandle, Database } from '../db/client';
import type { AuthContext } from '../plugins/authenticate';
import type { FileStore } from '../services/file-store';
import type { Mailer } from '../services/mail';
import type { SigningKeys } from '../auth/keys';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    mailer: Mailer;
    /** Uploaded files (UPLOAD_DIR or the S3 bucket). */
    files: FileStore;
    /** Present in embedded-auth mode only. */
    signingKeys: SigningKeys;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook when a valid bearer token came with the request. */
    auth: AuthContext | null;
  }
}
