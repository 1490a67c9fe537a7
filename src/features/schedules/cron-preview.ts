import cronstrue from 'cronstrue';
import { isValidCron } from '@/shared/schemas/schedules-values';

/** A cron expression in words ("At 07:00, only on Monday"), or null when it is not a valid one. */
export function describeCron(expression: string): string | null {
  const trimmed = expression.trim();
  if (!trimmed || !isValidCron(trimmed)) return null;
  try {
    return cronstrue.toString(trimmed, { use24HourTimeFormat: true, verbose: false });
  } catch {
    return null;
  }
}
