import { describe, expect, it } from 'vitest';
import { TOASTER_OPTIONS, TOAST_TYPES, toToastOptions, type ToastVariant } from '@/components/ui/toaster-config';
import { toaster } from '@/components/ui/toaster';
import { TOAST_LIMITS } from '@/shared/constants';

describe('toaster limits', () => {
  it('the constants live in one place', () => {
    expect(TOAST_LIMITS).toEqual({ maxVisible: 1, removeDelayMs: 1_000_000, defaultDurationMs: 5_000, swipeThreshold: 50 });
  });

  it('the options allow one visible toast for 5000 ms by default', () => {
    expect(TOASTER_OPTIONS.max).toBe(1);
    expect(TOASTER_OPTIONS.duration).toBe(5_000);
  });

  it("the app's toaster was created with them", () => {
    expect(toaster.attrs.max).toBe(1);
    expect(toaster.attrs.duration).toBe(5_000);
    // Chakra's removeDelay is an exit-animation delay that still counts against max, so the
    // 1 000 000 ms of TOAST_LIMITS is deliberately not passed (see toaster-config.ts).
    expect(toaster.attrs.removeDelay).toBeLessThan(TOAST_LIMITS.removeDelayMs);
  });

  it('a second toast waits while one is visible', () => {
    const first = toaster.create({ title: 'First' });
    const second = toaster.create({ title: 'Second' });
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([first]);
    toaster.remove(first);
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([second]);
    toaster.remove();
    expect(toaster.getCount()).toBe(0);
  });
});

describe('toast variants', () => {
  it.each<[ToastVariant, string]>([
    ['default', 'info'],
    ['destructive', 'error'],
    ['success', 'success'],
  ])('%s maps to the Chakra type %s', (variant, type) => {
    expect(TOAST_TYPES[variant]).toBe(type);
    expect(toToastOptions({ title: 'T', variant }).type).toBe(type);
  });

  it('default is the variant when none is given, and the toast is closable', () => {
    expect(toToastOptions({ title: 'Saved', description: 'All good' })).toEqual({
      title: 'Saved',
      description: 'All good',
      type: 'info',
      closable: true,
    });
  });

  it("a caller's duration is passed on; otherwise the toaster's default applies", () => {
    expect(toToastOptions({ title: 'T', duration: 10_000 }).duration).toBe(10_000);
    expect('duration' in toToastOptions({ title: 'T' })).toBe(false);
  });
});
