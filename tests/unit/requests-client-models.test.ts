import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseNumberInput } from '@/components/form/form-values';
import { inspectorChoices } from '@/lib/api/requests/get-inspectors';
import {
  emptyRequestFormValues,
  formValuesFromRequest,
  toCreateRequestBody,
  type PartyFormValues,
  type RequestFormValues,
} from '@/features/requests/request-form-model';
import { resolveRequestId } from '@/features/requests/request-list-model';
import { defaultStageDates } from '@/features/requests/triage-model';
import { today as dayIn } from '@/shared/dates';
import { hasDraftContent } from '@/lib/forms/form-drafts';
import { createRequestSchema, requestQueueQuerySchema, requestsQuerySchema, type ConsultationDetails, type CreateRequestInput, type InspectionDetails, type RequestParty, type SpecificationDetails } from '@/shared/schemas/requests';
import { DEFAULT_QUEUE_QUERY, isNarrowed } from '@/features/requests/request-list-params';
import { apiQueryOfList, requestsSearch } from '@/lib/api/requests/get-requests';

function filledRfi(): RequestFormValues {
  const values = emptyRequestFormValues();
  return {
    ...values,
    project_name: ' Harbourview School ',
    site_address: '400 Harbour Street',
    city: 'Vancouver',
    region: 'BC',
    sector: 'public',
    building_type: 'school',
    work_type: 'repaint',
    contract_amount: '$180,000.50',
    desired_start_date: '2026-06-01',
    description: 'Interior repaint of classrooms and corridors, two coats.',
    parties: { ...values.parties, architect: { name: 'Lumen Architects', contact: '', email: '' } },
    details: { ...values.details, coats_planned: '2', surfaces: 'left over from another form' },
  };
}

describe('request form values to the POST /api/requests body', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['125000', 125000],
    ['125,000.50', 125000.5],
    ['$ 90 000', 90000],
    ['12abc', Number.NaN],
  ])('parseNumberInput(%j) is %j', (input, expected) => {
    expect(parseNumberInput(input)).toEqual(expected);
  });

  it('drops empty optional fields and untouched parties, keeps only the type’s details, and passes the shared schema', () => {
    const body = toCreateRequestBody('inspection', filledRfi());
    expect(body).toMatchObject({ type: 'inspection', contract_amount: 180000.5, parties: { architect: { name: 'Lumen Architects' } } });
    expect(body.postal_code).toBeUndefined();
    expect(body.desired_end_date).toBeUndefined();
    expect(Object.keys(body.parties ?? {})).toEqual(['architect']);
    expect(body.details).toEqual({ coats_planned: 2, stages_planned: undefined, first_inspection_date: undefined });
    const parsed = createRequestSchema.parse(body);
    expect(parsed.project_name).toBe('Harbourview School');
  });

  it('an empty form fails the schema on the required fields, with their paths', () => {
    const result = createRequestSchema.safeParse(toCreateRequestBody('consultation', emptyRequestFormValues()));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['project_name', 'region', 'contract_amount', 'details.topic', 'details.meeting_mode']));
  });

  it('a refused body comes back into the form as it was typed', () => {
    const body = toCreateRequestBody('inspection', filledRfi());
    const values = formValuesFromRequest(body as never);
    expect(values.contract_amount).toBe('180000.5');
    expect(values.parties.architect.name).toBe('Lumen Architects');
    expect(values.parties.owner).toEqual({ name: '', contact: '', email: '' });
    expect(values.details.coats_planned).toBe('2');
    expect(toCreateRequestBody('inspection', values)).toEqual(body);
  });
});

describe('request form values and the API input stay in step', () => {
  it('the form holds every field of the body, as text, and nothing else', () => {
    // The form's `attachments` are the body's `attachment_ids`; the kind is the form's, not a field.
    expectTypeOf<Exclude<keyof RequestFormValues, 'attachments'>>().toEqualTypeOf<Exclude<keyof CreateRequestInput, 'type' | 'attachment_ids'>>();
    expectTypeOf<keyof RequestFormValues['details']>().toEqualTypeOf<keyof InspectionDetails | keyof SpecificationDetails | keyof ConsultationDetails>();
    expectTypeOf<keyof PartyFormValues>().toEqualTypeOf<keyof RequestParty>();
    expectTypeOf<RequestFormValues['project_name']>().toEqualTypeOf<string>();
    expectTypeOf<RequestFormValues['desired_end_date']>().toEqualTypeOf<string>();
    expectTypeOf(toCreateRequestBody).returns.toEqualTypeOf<CreateRequestInput>();
  });

  it('a draft stored by an earlier version (this shape, in IndexedDB) is still the form’s', () => {
    const party = { name: '', contact: '', email: '' };
    const stored = {
      project_name: '',
      site_address: '',
      city: '',
      region: '',
      postal_code: '',
      sector: '',
      building_type: '',
      work_type: '',
      contract_amount: '',
      desired_start_date: '',
      desired_end_date: '',
      description: '',
      parties: { architect: party, owner: party, general_contractor: party, painting_contractor: party },
      details: { coats_planned: '', stages_planned: '', first_inspection_date: '', surfaces: '', deadline: '', topic: '', meeting_mode: '', hours_estimate: '' },
      attachments: [],
    };
    expectTypeOf(stored).toExtend<RequestFormValues>();
    expect(emptyRequestFormValues()).toEqual(stored);
  });
});

describe('request lists', () => {
  const rows = [
    { id: 'a', type: 'inspection', status: 'submitted', project_id: null, project_code: null },
    { id: 'b', type: 'specification', status: 'declined', project_id: null, project_code: null },
    { id: 'c', type: 'inspection', status: 'converted', project_id: 'p-1', project_code: 'BC-26-0001' },
  ] as const;

  it.each([
    ['a', 'a'],
    ['p-1', 'c'],
    ['BC-26-0001', 'c'],
    ['unknown', 'unknown'],
  ])('/my-requests/%s opens request %s', (param, id) => {
    expect(resolveRequestId(param, rows)).toBe(id);
  });
});

describe('conversion defaults and inspector choices', () => {
  const today = dayIn('UTC', new Date(Date.UTC(2026, 2, 10, 9, 0)));
  it('suggests billing dates in order from the desired dates', () => {
    expect(today).toBe('2026-03-10');
    expect(defaultStageDates({ desired_start_date: '2026-06-01', desired_end_date: '2026-09-30' }, today)).toEqual({
      deposit: '2026-03-10',
      progress: '2026-06-01',
      final: '2026-09-30',
    });
    expect(defaultStageDates({ desired_start_date: '2026-06-01', desired_end_date: null }, today).final).toBe('2026-07-31');
    // A start in the past never puts progress before the deposit.
    expect(defaultStageDates({ desired_start_date: '2025-01-01', desired_end_date: null }, today)).toEqual({
      deposit: '2026-03-10',
      progress: '2026-03-10',
      final: '2026-05-09',
    });
  });

  it('adds the signed-in Admin when the server list lacks them', () => {
    const me = { id: 'me', name: 'Ada Admin' };
    expect(inspectorChoices(undefined, me)).toEqual([{ id: 'me', name: 'Ada Admin (me)' }]);
    expect(inspectorChoices([{ id: 'me', name: 'Ada Admin' }], me)).toEqual([{ id: 'me', name: 'Ada Admin' }]);
    expect(inspectorChoices([{ id: 'i1', name: 'Ivan' }], null)).toEqual([{ id: 'i1', name: 'Ivan' }]);
  });
});

describe('form drafts', () => {
  const defaults = { name: '', sector: 'private', parties: { owner: { name: '' } } };
  it.each([
    [{ name: '', sector: 'private', parties: { owner: { name: '' } } }, false],
    [{ name: '  ', sector: 'private', parties: { owner: { name: '' } } }, false],
    [{ name: '', sector: 'public', parties: { owner: { name: '' } } }, true],
    [{ name: '', sector: 'private', parties: { owner: { name: 'Strata 42' } } }, true],
  ])('%j is worth keeping: %s', (values, expected) => {
    expect(hasDraftContent(values, defaults)).toBe(expected);
  });
});

describe('the request queue in the address bar', () => {
  it('opens on open requests, newest first, when the address says nothing (before and after its schema is in)', () => {
    expect(requestQueueQuerySchema.parse({})).toEqual(DEFAULT_QUEUE_QUERY);
    expect(isNarrowed(DEFAULT_QUEUE_QUERY)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_QUEUE_QUERY, search: 'cedar' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_QUEUE_QUERY, status: 'all' })).toBe(false);
  });

  it.each([
    ['open', 'open=true&sort=submitted&order=desc&page=1&pageSize=20'],
    ['all', 'sort=submitted&order=desc&page=1&pageSize=20'],
    ['declined', 'status=declined&sort=submitted&order=desc&page=1&pageSize=20'],
  ] as const)('status %s asks the API for %s, which its schema accepts', (status, search) => {
    const api = apiQueryOfList({ ...DEFAULT_QUEUE_QUERY, status });
    expect(requestsSearch(api)).toBe(search);
    expect(requestsQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)))).toEqual(api);
  });
});
