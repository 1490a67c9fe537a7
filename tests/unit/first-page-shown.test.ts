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

describe('useFirstPageShown: what waits for the page (the bar\'s polls)', () => {
  it('is false until a page has been shown and the browser was idle, then true in every component that asks', async () => {
    const { markPageShown, useFirstPageShown } = await import('@/lib/first-page-shown');
    const { act, renderHook } = await import('@testing-library/react');
    const first = renderHook(() => useFirstPageShown());
    const second = renderHook(() => useFirstPageShown());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(first.result.current).toBe(false);
    expect(second.result.current).toBe(false);
    act(() => markPageShown());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
    // A component that asks later has its answer at once.
    expect(renderHook(() => useFirstPageShown()).result.current).toBe(true);
  });

  it('turns true after the fallback delay when no page marks itself shown', async () => {
    const { useFirstPageShown } = await import('@/lib/first-page-shown');
    const { FIRST_PAGE_SHOWN_LATEST_MS } = await import('@/shared/constants');
    const { act, renderHook } = await import('@testing-library/react');
    const hook = renderHook(() => useFirstPageShown());
    await act(() => vi.advanceTimersByTimeAsync(FIRST_PAGE_SHOWN_LATEST_MS - 1));
    expect(hook.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(hook.result.current).toBe(true);
  });
});

describe('afterFirstInput: what only an interaction needs (a form\'s schema)', () => {
  it('waits for the first pointer or key after load, then for the page and an idle moment', async () => {
    const { afterFirstInput, markPageShown } = await import('@/lib/first-page-shown');
    const first = vi.fn();
    const second = vi.fn();
    afterFirstInput(first);
    afterFirstInput(second);
    markPageShown();
    // A page shown and long idle, but nobody has touched it: nothing runs, not even after the fallback delay.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    // After the first input, a new one runs at the next idle moment.
    const later = vi.fn();
    afterFirstInput(later);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a key counts as a first input too', async () => {
    const { afterFirstInput, markPageShown } = await import('@/lib/first-page-shown');
    const callback = vi.fn();
    afterFirstInput(callback);
    markPageShown();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
