/*
 * The travel fee of an inspection (docs/business-rules.md, Invoicing): a flat zone amount when the site is
 * in a priced zone, otherwise the round-trip kilometres beyond the free radius times the rate.
 * Settings come from the `settings` table (keys in src/server/repositories/settings.ts).
 */

export interface TravelFeeSettings {
  /** Kilometres from the inspector's home base that are not charged (each way). */
  freeRadiusKm: number;
  /** Cents per charged kilometre, e.g. 70 for $0.70/km. */
  rateCentsPerKm: number;
  /**
   * Flat zones: a project region (province or territory code, e.g. `NU`) → the flat travel fee in
   * cents of every inspection there, whatever the distance (setting `travel.flat_zones`).
   */
  flatZones: Readonly<Record<string, number>>;
}

export const DEFAULT_TRAVEL_FEE_SETTINGS: TravelFeeSettings = { freeRadiusKm: 40, rateCentsPerKm: 70, flatZones: {} };

/** True for a valid `travel.flat_zones` value: an object of region → whole, non-negative cents. */
export function isFlatZones(value: unknown): value is Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([zone, cents]) => zone.trim() !== '' && typeof cents === 'number' && Number.isInteger(cents) && cents >= 0);
}

/** The flat zone of a project's region and its amount, or null when the region is not a flat zone (charged per km). */
export function flatZoneOf(region: string | null | undefined, settings: TravelFeeSettings): { zone: string; cents: number } | null {
  if (!region) return null;
  const cents = Object.hasOwn(settings.flatZones, region) ? settings.flatZones[region] : undefined;
  return cents === undefined ? null : { zone: region, cents };
}

/**
 * The travel fee of an inspection at a site in `region`: the flat zone amount when the region is a
 * flat zone, else per km (travelFeeCents). The server stores it when the visit is recorded, and the
 * on-site form shows the same figure before it is sent.
 */
export function siteTravelFee(roundTripKm: number, region: string | null | undefined, settings: TravelFeeSettings): { cents: number; flatZone: string | null } {
  const zone = flatZoneOf(region, settings);
  return { cents: travelFeeCents(roundTripKm, settings, zone?.cents), flatZone: zone?.zone ?? null };
}

/** The fee in cents for `roundTripKm` (whole or decimal km), or the flat zone amount when given. */
export function travelFeeCents(roundTripKm: number, settings: TravelFeeSettings, flatZoneCents?: number | null): number {
  if (flatZoneCents !== undefined && flatZoneCents !== null) return flatZoneCents;
  const chargedKm = Math.max(0, roundTripKm - 2 * settings.freeRadiusKm);
  return Math.round(chargedKm * settings.rateCentsPerKm);
}
