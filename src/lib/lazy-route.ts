import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/** What a route's `lazy` resolves to. */
export interface LazyRouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** A route a feature hands to the router: its path and the loader of its code (and content). */
export interface LazyRoute {
  path: string;
  /** Pass as the route's `lazy`. */
  load: () => Promise<LazyRouteModule>;
}
