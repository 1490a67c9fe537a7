import { describe, expect, it } from 'vitest';
import { refusalText } from '@/lib/api/deficiencies/deficiency-action-write';
import { actionButtons, allowedActions, actionErrorText } from '@/features/deficiencies/deficiency-actions-model';
import { deficiencyAfterAction, trackingAfterAction } from '@/lib/api/deficiencies/deficiency-optimistic';
import { filterDeficiencies, filterOptions, filtersFromParams, withFilter } from '@/features/deficiencies/deficiency-filters-model';
import { badgeCount } from '@/lib/api/deficiencies/get-deficiency-badge';
import { ApiError } from '@/lib/api-client';
import type { Deficiency } from '@/shared/schemas/inspections';

function deficiency(overrides: Partial<Deficiency> = {}): Deficiency {
  return {
    id: crypto.randomUUID(),
    project_id: crypto.randomUUID(),
    project_code: 'BC-26-0001',
    project_name: 'Harbour Library',
    inspection_id: null,
    number: 1,
    location: 'North elevation',
    description: 'Primer too thin',
    category: 'film_thickness',
    severity: 'major',
    responsible_company_id: 'c1',
    responsible_company_name: 'Coastline Painting Ltd.',
    due_date: '2026-11-20',
    status: 'open',
    reminder_count: 0,
    last_reminder_at: null,
    warning_level: 0,
    last_warning_at: null,
    verified_at: null,
    closed_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    archived: false,
    days_overdue: 3,
    needs_reminder: true,
    needs_warning: false,
    needs_closure: false,
    photo_count: 0,
    ...overrides,
  };
}

describe('allowedActions: the shared transition rules and permissions of the follow-up actions', () => {
  it.each([
    ['open', 0, false, ['remind', 'warn', 'report-fix', 'dispute', 'verify', 'void', 'archive']],
    ['notified', 2, false, ['remind', 'warn', 'report-fix', 'dispute', 'verify', 'void', 'archive']],
    // The reminder limit: the next step is a warning.
    ['notified', 3, false, ['warn', 'report-fix', 'dispute', 'verify', 'void', 'archive']],
    // The fix was reported: no reminder nor warning, the inspector verifies it (or it is disputed, or void).
    ['ready_for_reinspection', 0, false, ['not-fixed', 'dispute', 'verify', 'void', 'archive']],
    ['disputed', 0, false, ['warn', 'report-fix', 'verify', 'void', 'archive']],
    ['verified', 0, false, ['close', 'archive']],
    ['closed', 1, false, ['archive']],
    ['void', 0, false, ['archive']],
    ['open', 0, true, ['restore']],
  ] as const)('%s with %i reminders (archived %s), as an Admin: %j', (status, reminders, archived, expected) => {
    expect(allowedActions({ status, reminder_count: reminders, archived }, 'Admin')).toEqual(expected);
  });

  it('offers an Inspector everything but void, and a Client nothing', () => {
    const item = deficiency({ status: 'notified', reminder_count: 1 });
    expect(allowedActions(item, 'Inspector')).toEqual(['remind', 'warn', 'report-fix', 'dispute', 'verify', 'archive']);
    expect(allowedActions(item, 'Client')).toEqual([]);
    expect(allowedActions(item, null)).toEqual([]);
  });
});

describe('actionButtons: the action of its queue leads, solid; the rest are secondary', () => {
  const solid = (item: Deficiency, queue?: Parameters<typeof actionButtons>[2]) =>
    actionButtons(item, 'Admin', queue).filter((button) => button.variant === 'solid').map((button) => button.action);

  it('makes the reminder the one primary action of a deficiency that needs a reminder, and the warning outlined', () => {
    const buttons = actionButtons(deficiency({ needs_reminder: true }), 'Admin');
    expect(buttons[0]).toEqual({ action: 'remind', variant: 'solid', colorPalette: 'blue', queue: 'reminder' });
    expect(buttons.filter((button) => button.variant === 'solid')).toHaveLength(1);
    expect(buttons.find((button) => button.action === 'warn')).toEqual({ action: 'warn', variant: 'outline', colorPalette: 'red' });
    expect(buttons.find((button) => button.action === 'void')).toEqual({ action: 'void', variant: 'outline', colorPalette: 'red' });
    expect(buttons.find((button) => button.action === 'archive')?.variant).toBe('ghost');
  });

  it('leads with the warning or the closure when that is what the queue asks for', () => {
    expect(solid(deficiency({ status: 'notified', reminder_count: 3, needs_reminder: false, needs_warning: true }))).toEqual(['warn']);
    expect(solid(deficiency({ status: 'verified', needs_reminder: false, needs_closure: true }))).toEqual(['close']);
  });

  it('in both the reminder and the warning queue: the reminder, unless the list shows the warning queue', () => {
    const both = deficiency({ status: 'notified', reminder_count: 1, days_overdue: 9, needs_reminder: true, needs_warning: true });
    expect(solid(both)).toEqual(['remind']);
    expect(solid(both, 'warning')).toEqual(['warn']);
    expect(actionButtons(both, 'Admin', 'warning')[0]?.action).toBe('warn');
  });

  it('has no primary action, and never a solid warning or void, in no queue', () => {
    expect(solid(deficiency({ status: 'ready_for_reinspection', needs_reminder: false }))).toEqual([]);
    expect(solid(deficiency({ status: 'disputed', needs_reminder: false }))).toEqual([]);
  });
});

describe('the filters in the URL', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(filtersFromParams(new URLSearchParams('queue=warning&status=open&severity=critical&project=BC-26-0001&company=c1&q=north&archived=true'))).toEqual({
      archived: true,
      queue: 'warning',
      status: 'open',
      severity: 'critical',
      project: 'BC-26-0001',
      company: 'c1',
      q: 'north',
    });
    expect(filtersFromParams(new URLSearchParams('queue=later&status=gone&severity=huge&archived=yes'))).toEqual({
      archived: false,
      queue: undefined,
      status: undefined,
      severity: undefined,
      project: undefined,
      company: undefined,
      q: undefined,
    });
  });

  it('sets one filter and removes it when emptied; archived only when true', () => {
    const params = withFilter(new URLSearchParams('queue=reminder'), 'severity', 'major');
    expect(params.toString()).toBe('queue=reminder&severity=major');
    expect(withFilter(params, 'queue', '').toString()).toBe('severity=major');
    expect(withFilter(params, 'archived', 'true').get('archived')).toBe('true');
    expect(withFilter(new URLSearchParams('archived=true'), 'archived', 'false').has('archived')).toBe(false);
    // Search text is kept as typed (spaces while typing).
    expect(withFilter(params, 'q', 'north ').get('q')).toBe('north ');
  });
});

describe('filterDeficiencies', () => {
  const items = [
    deficiency({ number: 1 }),
    deficiency({ number: 2, location: 'Balcony rails', severity: 'critical', needs_reminder: false, needs_warning: true, responsible_company_id: 'c2', responsible_company_name: 'Chinook Coatings' }),
    deficiency({ number: 3, project_code: 'BC-26-0002', project_name: 'Sea Wall', status: 'verified', needs_reminder: false, needs_closure: true }),
  ];
  const numbers = (filters: Parameters<typeof filterDeficiencies>[1]) => filterDeficiencies(items, filters).map((item) => `${item.project_code}#${item.number}`);

  it('applies queue, status, severity, project, company and search together', () => {
    expect(numbers({ archived: false })).toHaveLength(3);
    expect(numbers({ archived: false, queue: 'warning' })).toEqual(['BC-26-0001#2']);
    expect(numbers({ archived: false, queue: 'closure' })).toEqual(['BC-26-0002#3']);
    expect(numbers({ archived: false, status: 'verified' })).toEqual(['BC-26-0002#3']);
    expect(numbers({ archived: false, severity: 'critical' })).toEqual(['BC-26-0001#2']);
    expect(numbers({ archived: false, project: 'BC-26-0002' })).toEqual(['BC-26-0002#3']);
    expect(numbers({ archived: false, company: 'c2' })).toEqual(['BC-26-0001#2']);
    expect(numbers({ archived: false, q: ' balcony ' })).toEqual(['BC-26-0001#2']);
    expect(numbers({ archived: false, q: 'chinook' })).toEqual(['BC-26-0001#2']);
    expect(numbers({ archived: false, q: '#3' })).toEqual(['BC-26-0002#3']);
    expect(numbers({ archived: false, q: 'sea wall', queue: 'reminder' })).toEqual([]);
  });

  it('offers the projects and companies the list holds, sorted', () => {
    expect(filterOptions(items)).toEqual({
      projects: [
        { value: 'BC-26-0001', label: 'BC-26-0001 · Harbour Library' },
        { value: 'BC-26-0002', label: 'BC-26-0002 · Sea Wall' },
      ],
      companies: [
        { value: 'c2', label: 'Chinook Coatings' },
        { value: 'c1', label: 'Coastline Painting Ltd.' },
      ],
    });
  });
});

describe('the badge and the refusals', () => {
  it('counts the three queues together', () => {
    expect(badgeCount({ needingReminder: 2, needingWarning: 1, needingClosure: 4 })).toBe(7);
  });

  it('shows the server reason of a refusal, and says a 409 reloaded the list', () => {
    const conflict = new ApiError(409, { error: 'Not possible now', message: 'Only a verified deficiency can be closed.' }, 'Not possible now');
    expect(actionErrorText(conflict)).toBe('Not possible now: Only a verified deficiency can be closed. The list has been reloaded to show where it stands now.');
    expect(actionErrorText(new ApiError(403, { error: 'Forbidden' }, 'Forbidden'))).toBe('Forbidden');
    expect(actionErrorText(new TypeError('fetch failed'))).toBe('Could not reach the server. Check your connection and try again.');
  });
});

describe('refusalText: the whole reason of a refused action, said once', () => {
  it('joins the title and the detail, and does not repeat a detail the message has already', () => {
    const conflict = new ApiError(409, { error: 'Not possible now', message: 'This deficiency is disputed already.' }, 'Not possible now');
    expect(refusalText(conflict)).toBe('Not possible now: This deficiency is disputed already.');
    const rethrown = new ApiError(409, conflict.data, refusalText(conflict));
    expect(refusalText(rethrown)).toBe('Not possible now: This deficiency is disputed already.');
    expect(actionErrorText(rethrown)).toBe('Not possible now: This deficiency is disputed already. The list has been reloaded to show where it stands now.');
    expect(refusalText(new ApiError(403, { error: 'Forbidden' }, 'Forbidden'))).toBe('Forbidden');
  });
});

describe('deficiencyAfterAction: the state shown at once while an action waits to sync', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('follows the shared transition table and sets what the server sets', () => {
    const open = deficiency({ due_date: '2026-11-20', needs_reminder: true });
    const reminded = deficiencyAfterAction(open, 'remind', now);
    expect(reminded).toMatchObject({ status: 'notified', reminder_count: 1, last_reminder_at: now.toISOString(), needs_reminder: false });
    expect(open.status).toBe('open');
    expect(deficiencyAfterAction(open, 'warn', now)).toMatchObject({ status: 'notified', warning_level: 1, last_warning_at: now.toISOString(), needs_warning: false });
    expect(deficiencyAfterAction(open, 'report-fix', now)).toMatchObject({ status: 'ready_for_reinspection', needs_reminder: false });
    expect(deficiencyAfterAction(open, 'dispute', now)).toMatchObject({ status: 'disputed', needs_reminder: false });
    expect(deficiencyAfterAction(open, 'void', now)).toMatchObject({ status: 'void', needs_reminder: false, needs_warning: false, needs_closure: false });
    const verified = deficiencyAfterAction(open, 'verify', now);
    expect(verified).toMatchObject({ status: 'verified', verified_at: now.toISOString(), needs_closure: true, needs_reminder: false });
    expect(deficiencyAfterAction(verified, 'close', now)).toMatchObject({ status: 'closed', closed_at: now.toISOString(), needs_closure: false });
    expect(deficiencyAfterAction(verified, 'archive', now)).toMatchObject({ status: 'verified', archived: true, needs_closure: false });
    expect(deficiencyAfterAction({ ...verified, archived: true }, 'restore', now)).toMatchObject({ archived: false, needs_closure: true });
  });

  it('sends a reinspection found not fixed back to the reminder queue', () => {
    const ready = deficiency({ status: 'ready_for_reinspection', due_date: '2026-11-20', needs_reminder: false });
    expect(deficiencyAfterAction(ready, 'not-fixed', now)).toMatchObject({ status: 'notified', needs_reminder: true });
  });

  it('moves the queue counts of a tracking answer with the item, and leaves an answer without it alone', () => {
    const item = deficiency({ needs_reminder: true });
    const other = deficiency({ needs_reminder: true });
    const tracking = { summary: { needingReminder: 2, needingWarning: 0, needingClosure: 0 }, items: [item, other] };
    const after = trackingAfterAction(tracking, item.id, 'verify', now);
    expect(after.summary).toEqual({ needingReminder: 1, needingWarning: 0, needingClosure: 1 });
    expect(after.items.map((entry) => entry.status)).toEqual(['verified', 'open']);
    expect(after.items[1]).toBe(other);
    expect(trackingAfterAction(tracking, crypto.randomUUID(), 'verify', now)).toBe(tracking);
  });
});
