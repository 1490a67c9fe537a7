// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/** A list's query schema, as the API's are: every key optional or defaulted. */
const querySchema = z.object({
  search: z.string().optional(),
  sort: z.enum(['name', 'date']).default('date'),
  page: z.coerce.number().int().min(1).default(1),
});
type Query = z.output<typeof querySchema>;
const KEYS = ['search', 'sort', 'page'] as const;
const DEFAULTS: Query = { sort: 'date', page: 1 };

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

/** The hook in a router at `address`, with a schema loader that answers when `release` is called. */
async function renderList(address: string) {
  const { useListInAddress } = await import('@/components/data-table/use-list-in-address');
  const { MemoryRouter, useLocation } = await import('react-router-dom');
  const { act, renderHook } = await import('@testing-library/react');
  let release: () => void = () => {};
  const loadSchema = vi.fn(() => new Promise<typeof querySchema>((resolve) => (release = () => resolve(querySchema))));
  const hook = renderHook(() => ({ list: useListInAddress(loadSchema, KEYS, DEFAULTS), location: useLocation() }), {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>,
  });
  const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
  await settle();
  return { hook, loadSchema, release: async () => (release(), settle()), settle, act };
}

describe('useListInAddress: a list read from the address bar', () => {
  it('shows the default list of a plain address at once, without loading its schema', async () => {
    const { hook, loadSchema } = await renderList('/list');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hook.result.current.list).toMatchObject({ query: DEFAULTS, ready: true });
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it('waits for the schema to read an address that names a list', async () => {
    const { hook, loadSchema, release } = await renderList('/list?sort=name&page=3&page-size=9');
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(hook.result.current.list.ready).toBe(false);
    await release();
    expect(hook.result.current.list).toMatchObject({ query: { sort: 'name', page: 3 }, ready: true });
  });

  it('loads the schema for a change made before it was in, then puts the change in the address', async () => {
    const { hook, loadSchema, release, settle, act } = await renderList('/list');
    act(() => hook.result.current.list.change({ search: 'elm' }));
    act(() => hook.result.current.list.change({ sort: 'name' }));
    await settle();
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(hook.result.current.location.search).toBe('');
    await release();
    // Both changes, in one history entry, back on page 1.
    expect(hook.result.current.location.search).toBe('?search=elm&sort=name');
    expect(hook.result.current.list.query).toEqual({ search: 'elm', sort: 'name', page: 1 });
    act(() => hook.result.current.list.change({ page: 2 }));
    expect(hook.result.current.location.search).toBe('?search=elm&sort=name&page=2');
  });

  it('loads the schema on the first pointer or key once the page has shown, before any change', async () => {
    const { markPageShown } = await import('@/lib/first-page-shown');
    const { loadSchema, settle } = await renderList('/list');
    markPageShown();
    await settle();
    expect(loadSchema).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });
});
