/*
 * How inspections' travel is billed (docs/business-rules.md, Invoicing: stages are "deposit at
 * assignment, progress and travel, final balance"; travel per km or by flat zone). Pure and
 * isomorphic: the server adds the lines when it issues an invoice, the project's invoicing tab
 * shows the same lines before.
 *
 * The rule: every performed inspection with a travel fee above zero is billed once, as its own
 * line, on the first invoice issued after it that bills the "Progress and travel" stage or a later
 * one. The deposit is billed at assignment, before any visit, for the amount quoted; travel is named
 * in the progress stage, so it goes there, and what is travelled after the progress invoice goes on
 * the final balance's. A voided invoice frees its travel lines for the next such invoice; an
 * inspection's travel is never on two issued or paid invoices (src/server/services/invoices.ts).
 */

import { formatDate } from './format/date';
import { INSPECTION_STAGE_LABELS, type InspectionStage } from './schemas/inspections-values';
import { LOCALE } from './format/locale';

/** The seq of the first stage that carries travel: "Progress and travel" (planBillingStages numbers from 1). */
export const FIRST_TRAVEL_STAGE_SEQ = 2;

/** True when an invoice of these stages also bills the unbilled travel: one of them is progress or later. */
export function invoiceBillsTravel(stages: ReadonlyArray<{ seq: number }>): boolean {
  return stages.some((stage) => stage.seq >= FIRST_TRAVEL_STAGE_SEQ);
}

export interface TravelToBill {
  inspectionId: string;
  stage: InspectionStage;
  performedAt: Date;
  travelKm: number;
  /** The flat zone the fee came from, or null when it was charged per km. */
  flatZone: string | null;
  travelFeeCents: number;
}

/** "Travel – Primer inspection, Mar 4, 2026: 160 km" (or "flat zone NU"): the line's text on the invoice. */
export function travelLineDescription(travel: Pick<TravelToBill, 'stage' | 'performedAt' | 'travelKm' | 'flatZone'>): string {
  const label = INSPECTION_STAGE_LABELS[travel.stage];
  const what = /inspection$/i.test(label) ? label : `${label} inspection`;
  const basis = travel.flatZone ? `flat zone ${travel.flatZone}` : `${travel.travelKm.toLocaleString(LOCALE, { maximumFractionDigits: 1 })} km`;
  return `Travel – ${what}, ${formatDate(travel.performedAt)}: ${basis}`;
}

/** The invoice lines for the travel to bill, in visit order. */
export function travelLines(travel: readonly TravelToBill[]): Array<{ inspectionId: string; description: string; amountCents: number }> {
  return [...travel]
    .filter((item) => item.travelFeeCents > 0)
    .sort((a, b) => a.performedAt.getTime() - b.performedAt.getTime() || a.inspectionId.localeCompare(b.inspectionId))
    .map((item) => ({ inspectionId: item.inspectionId, description: travelLineDescription(item), amountCents: item.travelFeeCents }));
}
