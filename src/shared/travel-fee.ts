/*
 * The travel fee of an inspection (product brief section 3): a flat zone amount when the site is
 * in a priced zone, otherwise the round-trip kilometres beyond the free radius times the rate.
 * Settings come from the `settings` table (keys in src/server/repositories/settings.ts).
 */

export interface TravelFeeSettings {
  /** Kilometres from the inspector's home base that are not charged (each way). */
  freeRadiusKm: number;
  /** Cents per charged kilometre, e.g. 70 for $0.70/km. */
  rateCentsPerKm: number;
}

export const DEFAULT_TRAVEL_FEE_SETTINGS: TravelFeeSettings = { freeRadiusKm: 40, rateCentsPerKm: 70 };

/** The fee in cents for `roundTripKm` (whole or decimal km), or the flat zone amount when given. */
export function travelFeeCents(roundTripKm: number, settings: TravelFeeSettings, flatZoneCents?: number | null): number {
  if (flatZoneCents !== undefined && flatZoneCents !== null) return flatZoneCents;
  const chargedKm = Math.max(0, roundTripKm - 2 * settings.freeRadiusKm);
  return Math.round(chargedKm * settings.rateCentsPerKm);
}
