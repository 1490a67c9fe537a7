import { lazyBodyResolver, type LazyResolver } from '@/lib/forms/lazy-resolver';
import type { StashedFile } from '@/lib/offline/stashed-files';
import type { TextValues } from '@/components/form/form-values';
// Types only: the shape comes from the shared schema, zod loads with the resolver (docs/decisions/0015-nothing-heavy-before-needed.md).
import type { NewDeficiencyInput, RecordInspection, RecordInspectionInput } from '@/shared/schemas/inspections';
import { DEW_POINT_MARGIN_C, dewPointC } from '@/shared/schemas/inspections-values';
import { siteTravelFee, type TravelFeeSettings } from '@/shared/travel-fee';
import { localDateTimeInput, localDateTimeToIso } from './date-time-input';

/** One deficiency as typed on site (text everywhere; empty: not given). */
export interface DeficiencyFormValues extends TextValues<Omit<NewDeficiencyInput, 'photo_ids'>> {
  /** The body's `photo_ids`: the photos wait on this device until the record is sent. */
  photos: StashedFile[];
}

/**
 * The on-site form's values, as typed: text everywhere (numbers too), so a draft keeps exactly
 * what is on screen. `toRecordBody` turns them into the shared schema's input before validation.
 */
export interface RecordFormValues extends TextValues<Omit<RecordInspectionInput, 'version' | 'photo_ids' | 'deficiencies'>> {
  /** The body's `photo_ids`, as for a deficiency. */
  photos: StashedFile[];
  deficiencies: DeficiencyFormValues[];
}

export function emptyDeficiency(): DeficiencyFormValues {
  return { location: '', description: '', category: '', severity: '', responsible_company_id: '', due_date: '', photos: [] };
}

/** A fresh form: performed now, nothing measured yet. */
export function emptyRecordFormValues(now = new Date()): RecordFormValues {
  return {
    result: '',
    performed_at: localDateTimeInput(now),
    air_temperature_c: '',
    surface_temperature_c: '',
    relative_humidity: '',
    notes: '',
    travel_km: '',
    photos: [],
    deficiencies: [],
  };
}

/**
 * A reading as typed on site ("12", "-3.5", "10,5": a decimal comma too), or undefined when empty;
 * NaN when it is not a number, so the schema reports it.
 */
export function parseReading(value: string | undefined): number | undefined {
  const text = (value ?? '').trim().replace(/\s/g, '');
  if (text === '') return undefined;
  const decimal = /^-?\d*,\d+$/.test(text) ? text.replace(',', '.') : text;
  return /^-?\d*\.?\d+$/.test(decimal) ? Number(decimal) : Number.NaN;
}

/** A measurement: null when left empty (the schema allows it). */
const measured = (value: string) => parseReading(value) ?? null;

/** The POST /api/inspections/:id/record body (schema input) for what the form holds. */
export function toRecordBody(values: RecordFormValues, version: number): RecordInspectionInput {
  return {
    version,
    result: (values.result || undefined) as RecordInspectionInput['result'],
    performed_at: localDateTimeToIso(values.performed_at) ?? '',
    air_temperature_c: measured(values.air_temperature_c),
    surface_temperature_c: measured(values.surface_temperature_c),
    relative_humidity: measured(values.relative_humidity),
    notes: values.notes,
    travel_km: parseReading(values.travel_km) ?? 0,
    photo_ids: values.photos.map((photo) => photo.id),
    deficiencies: values.deficiencies.map((item) => ({
      location: item.location,
      description: item.description,
      category: (item.category || undefined) as never,
      severity: (item.severity || undefined) as never,
      responsible_company_id: item.responsible_company_id || null,
      due_date: item.due_date,
      photo_ids: item.photos.map((photo) => photo.id),
    })),
  };
}

/** The server's error paths (`photo_ids`) as the form's field names (`photos`). */
export const formFieldOf = (path: string) => path.replace(/(^|\.)photo_ids(\..*)?$/, '$1photos');

const loadRecordSchema = () => import('@/shared/schemas/inspections').then((m) => m.recordInspectionSchema);

/** The form's resolver: the shared schema (loaded on first validation) on the body the form would send. */
export function recordFormResolver(version: number): LazyResolver<RecordFormValues, RecordInspection> {
  return lazyBodyResolver(loadRecordSchema, (values: RecordFormValues) => toRecordBody(values, version));
}

/** What the conditions mean for painting: the dew point and how far the surface is above it. */
export interface ConditionsReading {
  dewPointC: number | null;
  /** Surface temperature minus dew point (°C), when both are known. */
  marginC: number | null;
  /** The surface is closer to the dew point than coating standards allow (condensation risk). */
  tooClose: boolean;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The live reading of the form's conditions (null where a number is missing or unreadable). */
export function readConditions(air: string, surface: string, humidity: string): ConditionsReading {
  const airC = parseReading(air);
  const surfaceC = parseReading(surface);
  const rh = parseReading(humidity);
  const dew = finite(airC) && finite(rh) && rh > 0 && rh <= 100 ? dewPointC(airC, rh) : null;
  const margin = dew !== null && finite(surfaceC) ? Math.round((surfaceC - dew) * 10) / 10 : null;
  return { dewPointC: dew, marginC: margin, tooClose: margin !== null && margin < DEW_POINT_MARGIN_C };
}

/**
 * The travel fee the server will charge for what is typed at a site in `region` (the same rule:
 * siteTravelFee): the flat zone's amount when the region is one, else per km (0 while the
 * distance is empty or unreadable). Null until the settings are known.
 */
export function travelFeeFor(km: string, settings: TravelFeeSettings | undefined, region?: string | null): { cents: number; flatZone: string | null } | null {
  if (!settings) return null;
  const distance = parseReading(km);
  return siteTravelFee(finite(distance) && distance > 0 ? distance : 0, region, settings);
}
