/*
 * The zod-free part of src/shared/schemas/profile.ts (which re-exports it): enums, labels,
 * limits, messages and helpers that pages read without loading zod (docs/performance.md).
 */
import { MESSAGES } from '../messages';

export const PROFILE_NAME_MAX = 120;

export const PROFILE_MESSAGES = {
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  nameTooLong: `Keep the name under ${PROFILE_NAME_MAX} characters`,
  nothingToUpdate: 'Change at least one field',
  versionRequired: 'The version the change is based on is required',
} as const;
