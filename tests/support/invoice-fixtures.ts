import { billingStages } from '../../src/server/db/schema';
import { providerToday } from '../../src/server/config/provider-day';
import { addDays } from '../../src/shared/dates';
import type { BillingStageStatus } from '../../src/shared/schemas/projects';
import type { TestServer } from './server';

let seq = 0;

/** A billing stage straight into the database, dated `inDays` from today (null: no date). */
export async function insertStage(
  server: TestServer,
  projectId: string,
  values: { inDays: number | null; status?: BillingStageStatus; amountCents?: number; description?: string; /** The stage's order in its project (default: a new number). */ seq?: number },
): Promise<string> {
  seq += 1;
  const [row] = await server.database.db
    .insert(billingStages)
    .values({
      projectId,
      seq: values.seq ?? seq,
      stageDescription: values.description ?? `Stage ${seq}`,
      totalAmountCents: values.amountCents ?? 123_456,
      toBeInvoicedDate: values.inDays === null ? null : addDays(providerToday(), values.inDays),
      status: values.status ?? 'scheduled',
    })
    .returning({ id: billingStages.id });
  return row!.id;
}

/** The bytes of the first PDF attached to a raw .eml message (base64 part), or null. */
export function pdfAttachmentOf(raw: string): { filename: string | null; bytes: Buffer } | null {
  const at = raw.search(/Content-Type: application\/pdf/i);
  if (at < 0) return null;
  const part = raw.slice(at);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd).replace(/^\s+/, '');
  const base64 = body.slice(0, body.search(/\r?\n--/)).replace(/\s+/g, '');
  const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null;
  return { filename, bytes: Buffer.from(base64, 'base64') };
}
