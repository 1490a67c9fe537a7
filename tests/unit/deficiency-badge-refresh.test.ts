import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshTrackingOnChange } from '@/lib/api/deficiencies/get-deficiency-badge';
import { DEFICIENCY_ACTION_KEY, deficiencyKeys } from '@/lib/api/deficiencies/keys';
import type { DeficiencyTrackingResponse } from '@/shared/schemas/inspections';

const answer = (ids: string[], needingReminder = ids.length): DeficiencyTrackingResponse =>
  ({ data: { summary: { needingReminder, needingWarning: 0, needingClosure: 0 }, items: ids.map((id) => ({ id })) } }) as DeficiencyTrackingResponse;

let client: QueryClient;
afterEach(() => client.clear());

/** A client with the tracking list cached and fresh, and the badge's previous answer if any. */
function setUp(previous?: DeficiencyTrackingResponse) {
  client = new QueryClient();
  client.setQueryData(deficiencyKeys.tracking({ archived: false }), answer(['a']));
  client.setQueryData(deficiencyKeys.tracking({ archived: false, projectId: 'p' }), answer(['a']));
  if (previous) client.setQueryData(deficiencyKeys.badge(), previous);
}

const staleLists = () => client.getQueryCache().findAll({ queryKey: deficiencyKeys.trackings() }).filter((query) => query.state.isInvalidated).length;

describe('refreshTrackingOnChange', () => {
  it('marks every tracking list stale when a poll answer differs from the previous one', () => {
    setUp(answer(['a']));
    refreshTrackingOnChange(client, answer(['a', 'b']));
    expect(staleLists()).toBe(2);
  });

  it('also when only the counts moved', () => {
    setUp(answer(['a'], 1));
    refreshTrackingOnChange(client, answer(['a'], 0));
    expect(staleLists()).toBe(2);
  });

  it('leaves the lists alone on the first answer and on the same answer again', () => {
    setUp();
    refreshTrackingOnChange(client, answer(['a', 'b']));
    expect(staleLists()).toBe(0);
    setUp(answer(['a', 'b']));
    refreshTrackingOnChange(client, answer(['a', 'b']));
    expect(staleLists()).toBe(0);
  });

  it('leaves them alone while a follow-up action is on its way (its optimistic state stays)', () => {
    setUp(answer(['a']));
    void client.getMutationCache().build(client, { mutationKey: DEFICIENCY_ACTION_KEY, mutationFn: () => new Promise(() => {}) }).execute(undefined);
    refreshTrackingOnChange(client, answer(['a', 'b']));
    expect(staleLists()).toBe(0);
  });
});
