import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PortalRoute } from '#contracts/routes';

/** What the layout needs to know about the page on screen: its rules and its title. */
export interface RouteHandle {
  readonly route?: PortalRoute;
  readonly title: string;
}

/** A page module: its component and its title, loaded together the first time the page is visited. */
export interface PageModule {
  readonly title: string;
  readonly Component: ComponentType;
}

/**
 * A page route. Its handle comes with the lazy module (React Router ignores a lazy property that is also
 * defined statically); navigation waits for it, so the layout and guard always see it.
 */
export function lazyPage(route: PortalRoute, load: () => Promise<PageModule>): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const { Component, title } = await load();
      return { Component, handle: { route, title } satisfies RouteHandle };
    },
  };
}
