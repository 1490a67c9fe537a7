/*
 * The zod-free part of src/shared/schemas/guarantees.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import type { GUARANTEE_STATUSES } from '../guarantee-rules';

export const GUARANTEE_MESSAGES = {
  projectRequired: 'Choose the project',
  notEligible: 'The guarantee cannot be issued yet.',
  unknownProject: 'There is no such project.',
  notFound: 'There is no guarantee with this verification code.',
} as const;

export const GUARANTEE_STATUS_LABELS: Record<(typeof GUARANTEE_STATUSES)[number], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** A verification code: 16 URL-safe characters (random, unguessable). */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** The public address that confirms a certificate (printed on it). */
export const guaranteeVerifyPath = (code: string) => `/api/guarantees/verify/${code}`;
