import { describe, expect, it } from 'vitest';
import { localDateTimeInput, localDateTimeToIso, weekAround } from '@/features/inspections/date-time-input';
import { byStage, conditionsText, counted, mayRecord, outcomeLabel } from '@/features/inspections/inspection-model';
import { emptyDeficiency, emptyRecordFormValues, formFieldOf, parseReading, readConditions, toRecordBody, travelFeeFor } from '@/features/inspections/record-form-model';
import { toScheduleBody } from '@/features/inspections/schedule-form-model';
import { fitWithin, jpegName, PHOTO_MAX_EDGE_PX } from '@/lib/offline/compress-image';
import { recordInspectionSchema, scheduleInspectionSchema } from '@/shared/schemas/inspections';

describe('photo compression sizing', () => {
  it.each([
    [4032, 3024, { width: 1600, height: 1200 }],
    [3024, 4032, { width: 1200, height: 1600 }],
    [1600, 900, { width: 1600, height: 900 }],
    [800, 600, { width: 800, height: 600 }],
    [10_000, 10, { width: 1600, height: 2 }],
    [0, 600, { width: 0, height: 0 }],
  ])('fits %i x %i within the longest edge', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });

  it('never enlarges, and honours another edge', () => {
    expect(fitWithin(1601, 1601)).toEqual({ width: PHOTO_MAX_EDGE_PX, height: PHOTO_MAX_EDGE_PX });
    expect(fitWithin(2000, 1000, 1000)).toEqual({ width: 1000, height: 500 });
  });

  it('names the JPEG after the original', () => {
    expect(jpegName('north wall.png')).toBe('north wall.jpg');
    expect(jpegName('IMG_0001.JPEG')).toBe('IMG_0001.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

describe('date and time inputs', () => {
  it('round-trips a local date-time through ISO', () => {
    const when = new Date(2026, 10, 24, 9, 30);
    expect(localDateTimeInput(when)).toBe('2026-11-24T09:30');
    expect(localDateTimeToIso('2026-11-24T09:30')).toBe(when.toISOString());
    expect(localDateTimeToIso('')).toBeUndefined();
    expect(localDateTimeToIso('tomorrow')).toBeUndefined();
  });

  it.each([
    [new Date(2026, 10, 23, 8), { from: '2026-11-23', to: '2026-11-29' }],
    [new Date(2026, 10, 29, 23), { from: '2026-11-23', to: '2026-11-29' }],
    [new Date(2026, 11, 31, 12), { from: '2026-12-28', to: '2027-01-03' }],
  ])('takes the week Monday to Sunday around %s', (now, expected) => {
    expect(weekAround(now)).toEqual(expected);
  });
});

describe('the on-site form model', () => {
  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['10,5', 10.5],
    [' 7 ', 7],
    ['', undefined],
    ['1,000.5', Number.NaN],
    ['warm', Number.NaN],
  ])('reads %j as %s', (typed, expected) => {
    expect(parseReading(typed)).toBe(expected);
  });

  it('works out the dew point and the surface margin as typed', () => {
    expect(readConditions('12', '10', '70')).toEqual({ dewPointC: 6.7, marginC: 3.3, tooClose: false });
    expect(readConditions('12', '9', '70')).toEqual({ dewPointC: 6.7, marginC: 2.3, tooClose: true });
    expect(readConditions('12', '', '70')).toEqual({ dewPointC: 6.7, marginC: null, tooClose: false });
    expect(readConditions('', '9', '70')).toEqual({ dewPointC: null, marginC: null, tooClose: false });
    expect(readConditions('12', '9', 'wet')).toEqual({ dewPointC: null, marginC: null, tooClose: false });
  });

  it('shows the fee the server will charge', () => {
    const settings = { freeRadiusKm: 40, rateCentsPerKm: 70, flatZones: { NU: 45_000 } };
    expect(travelFeeFor('120', settings)).toEqual({ cents: 2800, flatZone: null });
    expect(travelFeeFor('120', settings, 'BC')).toEqual({ cents: 2800, flatZone: null });
    expect(travelFeeFor('80', settings)).toEqual({ cents: 0, flatZone: null });
    expect(travelFeeFor('', settings)).toEqual({ cents: 0, flatZone: null });
    expect(travelFeeFor('abc', settings)).toEqual({ cents: 0, flatZone: null });
    expect(travelFeeFor('120', undefined)).toBeNull();
  });

  it('shows the flat zone amount for a site in a flat zone, whatever the distance', () => {
    const settings = { freeRadiusKm: 40, rateCentsPerKm: 70, flatZones: { NU: 45_000 } };
    expect(travelFeeFor('1200', settings, 'NU')).toEqual({ cents: 45_000, flatZone: 'NU' });
    expect(travelFeeFor('', settings, 'NU')).toEqual({ cents: 45_000, flatZone: 'NU' });
  });

  it('builds the body the shared schema accepts, with photo and deficiency ids', () => {
    const photo = { id: crypto.randomUUID(), filename: 'wall.jpg', size: 10, type: 'image/jpeg' };
    const values = {
      ...emptyRecordFormValues(new Date(2026, 10, 24, 10, 30)),
      result: 'pass_with_deficiencies',
      air_temperature_c: '12',
      surface_temperature_c: '10,5',
      relative_humidity: '',
      travel_km: '120',
      photos: [photo],
      deficiencies: [{ ...emptyDeficiency(), location: 'Parapet', description: 'Thin primer', category: 'film_thickness', severity: 'major', due_date: '2026-12-01', photos: [photo] }],
    };
    const body = recordInspectionSchema.parse(toRecordBody(values, 3));
    expect(body).toMatchObject({ version: 3, result: 'pass_with_deficiencies', air_temperature_c: 12, surface_temperature_c: 10.5, relative_humidity: null, travel_km: 120, photo_ids: [photo.id] });
    expect(body.deficiencies[0]).toMatchObject({ location: 'Parapet', responsible_company_id: null, photo_ids: [photo.id] });
    const invalid = recordInspectionSchema.safeParse(toRecordBody({ ...values, result: '', air_temperature_c: 'hot' }, 3));
    expect(invalid.success).toBe(false);
    expect(invalid.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['result', 'air_temperature_c']));
  });

  it('maps the server paths of photo ids to the form fields', () => {
    expect(formFieldOf('photo_ids')).toBe('photos');
    expect(formFieldOf('photo_ids.3')).toBe('photos');
    expect(formFieldOf('deficiencies.0.photo_ids')).toBe('deficiencies.0.photos');
    expect(formFieldOf('deficiencies.0.location')).toBe('deficiencies.0.location');
  });

  it('builds the schedule body from the local date and time', () => {
    const inspector = crypto.randomUUID();
    const body = scheduleInspectionSchema.parse(toScheduleBody({ stage: 'primer', scheduled_at: '2026-11-24T09:00', inspector_id: inspector }, 'BC-26-0142'));
    expect(body).toEqual({ project_code: 'BC-26-0142', stage: 'primer', scheduled_at: new Date(2026, 10, 24, 9).toISOString(), inspector_id: inspector });
    expect(scheduleInspectionSchema.safeParse(toScheduleBody({ stage: '', scheduled_at: '', inspector_id: '' }, 'BC-26-0142')).success).toBe(false);
  });
});

describe('the inspections list model', () => {
  const visit = { status: 'scheduled' as const, result: null, inspector_id: 'inspector-1' };

  it('lets the assigned inspector or an Admin record a scheduled visit', () => {
    expect(mayRecord(visit, 'Inspector', 'inspector-1')).toBe(true);
    expect(mayRecord(visit, 'Inspector', 'inspector-2')).toBe(false);
    expect(mayRecord(visit, 'Admin', 'admin-1')).toBe(true);
    expect(mayRecord(visit, 'Client', 'inspector-1')).toBe(false);
    expect(mayRecord({ ...visit, status: 'performed' }, 'Admin', 'admin-1')).toBe(false);
  });

  it('names the outcome and the conditions', () => {
    expect(outcomeLabel(visit)).toBe('Scheduled');
    expect(outcomeLabel({ status: 'performed', result: 'pass_with_deficiencies' })).toBe('Pass with deficiencies');
    expect(conditionsText({ air_temperature_c: 12, surface_temperature_c: 9.5, relative_humidity: 71, dew_point_c: 6.8 })).toBe('Air 12 °C · Surface 9.5 °C · RH 71 % · Dew point 6.8 °C');
    expect(conditionsText({ air_temperature_c: null, surface_temperature_c: null, relative_humidity: null, dew_point_c: null })).toBe('');
  });

  it('counts in words', () => {
    expect(counted(1, 'photo', 'photos')).toBe('1 photo');
    expect(counted(0, 'deficiency', 'deficiencies')).toBe('0 deficiencies');
  });

  it('groups the visits by stage in the order of a paint job', () => {
    const groups = byStage([{ stage: 'final' as const }, { stage: 'surface_prep' as const }, { stage: 'final' as const }]);
    expect(groups.map((group) => [group.stage, group.inspections.length])).toEqual([
      ['surface_prep', 1],
      ['final', 2],
    ]);
  });
});
