// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

describe('firstPageShown: the boot waits for the one "page shown" signal', () => {
  it('resolves when a page marks it, not before', async () => {
    const { firstPageShown, markPageShown } = await import('@/lib/first-page-shown');
    const shown = vi.fn();
    void firstPageShown(5_000).then(shown);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown).not.toHaveBeenCalled();
    markPageShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('resolves after the timeout when no page marks it, and at once once one has', async () => {
    const { firstPageShown, markPageShown } = await import('@/lib/first-page-shown');
    const late = vi.fn();
    void firstPageShown(5_000).then(late);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toHaveBeenCalledTimes(1);
    markPageShown();
    const soon = vi.fn();
    void firstPageShown(5_000).then(soon);
    await vi.advanceTimersByTimeAsync(0);
    expect(soon).toHaveBeenCalledTimes(1);
  });
});
