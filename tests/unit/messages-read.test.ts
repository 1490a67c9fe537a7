import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countAfterRead, dispatchMessagesRead, listenForMessagesRead, MESSAGES_READ_EVENT, readCountOf } from '@/lib/api/messages/messages-read';
import { POLL_INTERVALS_MS } from '@/shared/constants';

describe('the mailbox badge after reading', () => {
  it('subtracts the number read, never below 0', () => {
    expect(countAfterRead(5, 2)).toBe(3);
    expect(countAfterRead(2, 2)).toBe(0);
    expect(countAfterRead(1, 4)).toBe(0);
    expect(countAfterRead(0, 1)).toBe(0);
  });

  it('ignores a number that cannot be read (negative, not finite)', () => {
    expect(countAfterRead(3, -2)).toBe(3);
    expect(countAfterRead(3, Number.NaN)).toBe(3);
    expect(countAfterRead(3, Number.POSITIVE_INFINITY)).toBe(3);
  });

  it('reads the number from the event, 0 when it has none', () => {
    expect(readCountOf(new CustomEvent(MESSAGES_READ_EVENT, { detail: 4 }))).toBe(4);
    expect(readCountOf(new CustomEvent(MESSAGES_READ_EVENT, { detail: 'four' }))).toBe(0);
    expect(readCountOf(new Event(MESSAGES_READ_EVENT))).toBe(0);
  });
});

describe('messagesRead timing', () => {
  let target: EventTarget;
  let count: number;
  let refresh: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    count = 5;
    refresh = vi.fn<() => void>();
    stop = listenForMessagesRead(target, { subtract: (read) => (count = countAfterRead(count, read)), refresh });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('subtracts at once and refreshes 500 ms later, not before', () => {
    dispatchMessagesRead(2, target);
    expect(count).toBe(3);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(POLL_INTERVALS_MS.unreadFollowUp - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('several reads close together subtract each and share one refresh, 500 ms after the last', () => {
    dispatchMessagesRead(1, target);
    vi.advanceTimersByTime(300);
    dispatchMessagesRead(3, target);
    expect(count).toBe(1);
    vi.advanceTimersByTime(499);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not go below 0 and sends nothing when nothing was read', () => {
    dispatchMessagesRead(9, target);
    expect(count).toBe(0);
    dispatchMessagesRead(0, target);
    vi.advanceTimersByTime(POLL_INTERVALS_MS.unreadFollowUp);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops listening and cancels a pending refresh', () => {
    dispatchMessagesRead(1, target);
    stop();
    vi.advanceTimersByTime(POLL_INTERVALS_MS.unreadFollowUp);
    expect(refresh).not.toHaveBeenCalled();
    dispatchMessagesRead(1, target);
    expect(count).toBe(4);
  });
});
