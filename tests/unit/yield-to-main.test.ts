import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '@/lib/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, after the tasks already queued, not as a microtask', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
