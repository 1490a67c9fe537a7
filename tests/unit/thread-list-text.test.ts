import { describe, expect, it } from 'vitest';
import { moreThreadsText } from '../../src/features/messages/thread-list-text';

describe('moreThreadsText', () => {
  it('says nothing when every conversation is shown', () => {
    expect(moreThreadsText(3, 3, true)).toBeNull();
    expect(moreThreadsText(0, 0, false)).toBeNull();
  });

  it('says how many there are, and that an Admin can search for the others', () => {
    expect(moreThreadsText(100, 1234, true)).toBe('Showing 100 of 1,234 conversations, unread first. Search to find another.');
    expect(moreThreadsText(100, 101, false)).toBe('Showing 100 of 101 conversations, unread first.');
  });
});
