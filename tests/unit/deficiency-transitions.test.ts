import { describe, expect, it } from 'vitest';
import { needsClosure, needsReminder, needsWarning, type DeficiencyState, type DeficiencyStatus } from '../../src/shared/deficiency-rules';
import { today } from '../../src/shared/dates';
import { allowedDeficiencyActions, DEFICIENCY_ACTION_NOTES, statusAfter, transitionRefusal, type TransitionState } from '../../src/shared/deficiency-transitions';
import { deficiencyDisputeSchema, deficiencyFixReportSchema, deficiencyNotFixedSchema, deficiencyVoidSchema, DEFICIENCY_NOTE_MESSAGES, type DeficiencyAction } from '../../src/shared/schemas/inspections';

const state = (status: DeficiencyStatus, overrides: Partial<TransitionState> = {}): TransitionState => ({ status, archived: false, reminderCount: 0, ...overrides });
const allowed = (action: DeficiencyAction, status: DeficiencyStatus) => transitionRefusal(action, state(status)) === null;

describe('deficiency transitions: fix reported, not fixed, disputed, void', () => {
  it.each([
    ['open', true],
    ['notified', true],
    ['disputed', true],
    ['ready_for_reinspection', false],
    ['verified', false],
    ['closed', false],
    ['void', false],
  ] as const)('reports the fix of a %s deficiency: %s', (status, expected) => {
    expect(allowed('report-fix', status)).toBe(expected);
  });

  it.each([
    ['open', true],
    ['notified', true],
    ['ready_for_reinspection', true],
    ['disputed', false],
    ['verified', false],
    ['closed', false],
    ['void', false],
  ] as const)('disputes a %s deficiency: %s', (status, expected) => {
    expect(allowed('dispute', status)).toBe(expected);
  });

  it.each([
    ['open', true],
    ['notified', true],
    ['ready_for_reinspection', true],
    ['disputed', true],
    ['verified', false],
    ['closed', false],
    ['void', false],
  ] as const)('voids a %s deficiency: %s', (status, expected) => {
    expect(allowed('void', status)).toBe(expected);
  });

  it.each([
    ['ready_for_reinspection', true],
    ['open', false],
    ['notified', false],
    ['disputed', false],
    ['verified', false],
    ['closed', false],
    ['void', false],
  ] as const)('finds a %s deficiency not fixed at reinspection: %s', (status, expected) => {
    expect(allowed('not-fixed', status)).toBe(expected);
  });

  it('leads each action to its status', () => {
    expect(statusAfter('not-fixed', 'ready_for_reinspection')).toBe('notified');
    expect(statusAfter('report-fix', 'notified')).toBe('ready_for_reinspection');
    expect(statusAfter('dispute', 'open')).toBe('disputed');
    expect(statusAfter('void', 'disputed')).toBe('void');
    expect(statusAfter('warn', 'open')).toBe('notified');
    expect(statusAfter('warn', 'disputed')).toBe('disputed');
    expect(statusAfter('archive', 'verified')).toBe('verified');
  });

  it('says why a transition is refused, in words a member of staff can act on', () => {
    expect(transitionRefusal('report-fix', state('ready_for_reinspection'))).toMatch(/reported already/);
    expect(transitionRefusal('dispute', state('disputed'))).toMatch(/disputed already/);
    expect(transitionRefusal('void', state('verified'))).toMatch(/Only an unresolved deficiency can be voided/);
    expect(transitionRefusal('void', state('open', { archived: true }))).toMatch(/archived: restore it first/);
    expect(transitionRefusal('warn', state('ready_for_reinspection'))).toMatch(/verify it at reinspection/);
    expect(transitionRefusal('remind', state('notified', { reminderCount: 3 }))).toMatch(/send a warning instead/);
    expect(transitionRefusal('restore', state('open'))).toMatch(/not archived/);
    expect(transitionRefusal('not-fixed', state('notified'))).toMatch(/whose fix was reported/);
  });

  it('lets the permission table decide who: staff report and dispute, only an Admin voids', () => {
    const open = state('open');
    expect(allowedDeficiencyActions(open, 'Admin')).toEqual(expect.arrayContaining(['report-fix', 'dispute', 'void']));
    expect(allowedDeficiencyActions(open, 'Inspector')).toEqual(expect.arrayContaining(['report-fix', 'dispute']));
    expect(allowedDeficiencyActions(open, 'Inspector')).not.toContain('void');
    expect(allowedDeficiencyActions(open, 'Client')).toEqual([]);
    expect(allowedDeficiencyActions(state('ready_for_reinspection'), 'Inspector')).toEqual(expect.arrayContaining(['not-fixed', 'verify']));
  });

  it('asks for a note: optional when the fix is reported, required for a dispute and a void', () => {
    expect(DEFICIENCY_ACTION_NOTES).toEqual({ 'report-fix': 'optional', 'not-fixed': 'required', dispute: 'required', void: 'required' });
    expect(deficiencyNotFixedSchema.safeParse({ note: ' ' }).error?.issues[0]?.message).toBe(DEFICIENCY_NOTE_MESSAGES.notFixedFindingRequired);
    expect(deficiencyFixReportSchema.parse({})).toEqual({});
    expect(deficiencyFixReportSchema.parse({ note: '  Done on Friday  ' })).toEqual({ note: 'Done on Friday' });
    expect(deficiencyDisputeSchema.safeParse({ note: '   ' }).error?.issues[0]?.message).toBe(DEFICIENCY_NOTE_MESSAGES.disputeReasonRequired);
    expect(deficiencyDisputeSchema.safeParse({}).error?.issues[0]?.message).toBe(DEFICIENCY_NOTE_MESSAGES.disputeReasonRequired);
    expect(deficiencyVoidSchema.safeParse({ note: '' }).error?.issues[0]?.message).toBe(DEFICIENCY_NOTE_MESSAGES.voidReasonRequired);
    expect(deficiencyVoidSchema.safeParse({ note: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(DEFICIENCY_NOTE_MESSAGES.tooLong);
  });
});

describe('the queues after the new statuses', () => {
  const NOW = new Date('2026-11-23T15:00:00Z');
  const DAY = today('UTC', NOW);
  const overdue = (status: DeficiencyStatus, reminderCount = 0): DeficiencyState => ({
    status,
    dueDate: '2026-11-01',
    reminderCount,
    lastReminderAt: null,
    warningLevel: 0,
    archived: false,
  });

  it('sends no reminder once the fix is reported or disputed, and none for a void deficiency', () => {
    expect(needsReminder(overdue('notified'), NOW, DAY)).toBe(true);
    expect(needsReminder(overdue('ready_for_reinspection'), NOW, DAY)).toBe(false);
    expect(needsReminder(overdue('disputed'), NOW, DAY)).toBe(false);
    expect(needsReminder(overdue('void'), NOW, DAY)).toBe(false);
  });

  it('warns about a dispute left overdue, not about a reported fix or a void one; neither needs closure', () => {
    expect(needsWarning(overdue('disputed'), DAY)).toBe(true);
    expect(needsWarning(overdue('ready_for_reinspection', 3), DAY)).toBe(false);
    expect(needsWarning(overdue('void', 3), DAY)).toBe(false);
    expect(needsClosure(overdue('void'))).toBe(false);
    expect(needsClosure(overdue('ready_for_reinspection'))).toBe(false);
  });

  it('never lets a manual reminder reach a deficiency the queues leave alone', () => {
    for (const status of ['ready_for_reinspection', 'disputed', 'void'] as const) {
      expect(transitionRefusal('remind', state(status))).not.toBeNull();
    }
  });
});
