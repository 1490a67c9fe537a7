import { startTransition, useEffect, useState } from 'react';

/**
 * What `load` (a dynamic import, e.g. a lazySchema loader) resolves to, asked for once the calling
 * component is on screen and `wanted`, so it is not part of the page's first download; undefined
 * until it is in. The load starts a microtask after the commit, once the page's heading is in the
 * document. A failed load is thrown while rendering, for the route's error boundary. `load` must
 * be stable (declared at module level). What it brings renders in a transition: in slices, not
 * blocking input.
 */
export function useLoadedAfterRender<T>(load: () => Promise<T>, wanted = true): T | undefined {
  const [state, setState] = useState<{ value: T } | { error: unknown }>();
  const asked = wanted || state !== undefined;
  useEffect(() => {
    if (!asked) return;
    let active = true;
    void Promise.resolve()
      .then(load)
      .then(
        (value) => active && startTransition(() => setState({ value })),
        (error: unknown) => active && startTransition(() => setState({ error })),
      );
    return () => {
      active = false;
    };
  }, [load, asked]);
  if (state && 'error' in state) throw state.error;
  return state?.value;
}
