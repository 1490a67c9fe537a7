import { describe, expect, it } from 'vitest';
import {
  canApplyRequestAction,
  convertRequestSchema,
  createRequestSchema,
  REQUEST_MESSAGES,
  REQUEST_STATUSES,
  requestsQuerySchema,
  statusAfterAction,
} from '../../src/shared/schemas/requests';

const common = {
  project_name: 'Harbour Tower repaint',
  site_address: '455 Beach Crescent',
  city: 'Vancouver',
  region: 'BC',
  sector: 'private',
  building_type: 'multi_family_residential',
  work_type: 'repaint',
  contract_amount: 125000.5,
  desired_start_date: '2026-06-01',
  description: 'Full exterior repaint of the tower, balconies and railings included.',
};

const issuesOf = (value: unknown) => {
  const result = createRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('createRequestSchema', () => {
  it.each([
    ['inspection', { coats_planned: 2, stages_planned: 4, first_inspection_date: '2026-06-15' }],
    ['specification', { surfaces: 'Exterior stucco; interior corridors', deadline: '2026-05-01' }],
    ['consultation', { topic: 'Peeling on the east wall', meeting_mode: 'site_visit', hours_estimate: 2.5 }],
  ])('accepts a %s request with its details', (type, details) => {
    const parsed = createRequestSchema.parse({ ...common, type, details });
    expect(parsed.type).toBe(type);
    expect(parsed.parties).toEqual({});
  });

  it.each([
    [{ description: 'short' }, 'description', REQUEST_MESSAGES.descriptionTooShort],
    [{ description: 'x'.repeat(5001) }, 'description', REQUEST_MESSAGES.descriptionTooLong],
    [{ contract_amount: 0 }, 'contract_amount', REQUEST_MESSAGES.contractAmountPositive],
    [{ contract_amount: -5 }, 'contract_amount', REQUEST_MESSAGES.contractAmountPositive],
    [{ contract_amount: 1.005 }, 'contract_amount', REQUEST_MESSAGES.contractAmountDecimals],
    [{ contract_amount: undefined }, 'contract_amount', REQUEST_MESSAGES.contractAmountRequired],
    [{ desired_end_date: '2026-05-31' }, 'desired_end_date', REQUEST_MESSAGES.endBeforeStart],
    [{ desired_start_date: '' }, 'desired_start_date', REQUEST_MESSAGES.startDateRequired],
    [{ region: 'ZZ' }, 'region', REQUEST_MESSAGES.regionRequired],
    [{ sector: undefined }, 'sector', REQUEST_MESSAGES.sectorRequired],
    [{ site_address: '  ' }, 'site_address', REQUEST_MESSAGES.siteAddressRequired],
    [{ parties: { owner: { name: '' } } }, 'parties.owner.name', REQUEST_MESSAGES.partyNameRequired],
    [{ parties: { architect: { name: 'A', email: 'nope' } } }, 'parties.architect.email', REQUEST_MESSAGES.partyEmailInvalid],
  ])('rejects %o on %s with a human message', (overrides, path, message) => {
    expect(issuesOf({ ...common, type: 'inspection', details: { coats_planned: 2 }, ...overrides })).toContainEqual({ path, message });
  });

  it('accepts an end date equal to the start date and an empty party e-mail', () => {
    const parsed = createRequestSchema.safeParse({
      ...common,
      type: 'inspection',
      details: { coats_planned: 1 },
      desired_end_date: '2026-06-01',
      parties: { owner: { name: 'Owner Ltd', email: '' } },
    });
    expect(parsed.success).toBe(true);
  });

  it('requires the details of the chosen type', () => {
    expect(issuesOf({ ...common, type: 'specification', details: { coats_planned: 2 } })).toEqual(
      expect.arrayContaining([
        { path: 'details.surfaces', message: REQUEST_MESSAGES.surfacesRequired },
        { path: 'details.deadline', message: REQUEST_MESSAGES.deadlineRequired },
      ]),
    );
    expect(issuesOf({ ...common, type: 'consultation', details: { topic: 'x', meeting_mode: 'remote', hours_estimate: 1.25 } })).toEqual([
      { path: 'details.hours_estimate', message: REQUEST_MESSAGES.hoursEstimate },
    ]);
    expect(issuesOf({ ...common, type: 'other', details: {} })).toEqual([{ path: 'type', message: REQUEST_MESSAGES.typeRequired }]);
  });
});

describe('requestsQuerySchema', () => {
  it('defaults the page and coerces numbers from the query string', () => {
    expect(requestsQuerySchema.parse({})).toEqual({ sort: 'submitted', order: 'desc', page: 1, pageSize: 20 });
    expect(requestsQuerySchema.parse({ page: '3', pageSize: '50', status: 'submitted', sort: 'project', order: 'asc' })).toEqual({
      sort: 'project',
      order: 'asc',
      page: 3,
      pageSize: 50,
      status: 'submitted',
    });
    expect(requestsQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(requestsQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });
});

describe('convertRequestSchema', () => {
  const body = {
    projectName: 'Harbour Tower',
    region: 'BC',
    leadInspectorId: crypto.randomUUID(),
    stageDates: { deposit: '2026-06-01', progress: '2026-07-01', final: '2026-09-01' },
  };
  it('accepts ordered dates and rejects unordered ones', () => {
    expect(convertRequestSchema.safeParse(body).success).toBe(true);
    const bad = convertRequestSchema.safeParse({ ...body, stageDates: { ...body.stageDates, final: '2026-06-15' } });
    expect(bad.error?.issues[0]?.message).toBe(REQUEST_MESSAGES.stageDatesOrder);
  });
});

describe('request transitions', () => {
  it('allows every action on an open request and none on a final one', () => {
    for (const status of REQUEST_STATUSES) {
      const open = !['declined', 'converted'].includes(status);
      for (const action of ['assign', 'request-info', 'decline', 'convert'] as const) {
        expect(canApplyRequestAction(status, action)).toBe(open);
      }
    }
  });

  it.each([
    ['submitted', 'assign', 'under_review'],
    ['information_requested', 'assign', 'information_requested'],
    ['under_review', 'request-info', 'information_requested'],
    ['under_review', 'decline', 'declined'],
    ['submitted', 'convert', 'converted'],
  ] as const)('%s + %s → %s', (status, action, next) => {
    expect(statusAfterAction(status, action)).toBe(next);
  });
});
