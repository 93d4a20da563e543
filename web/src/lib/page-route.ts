import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PortalRoute } from '#contracts/routes';

/** What the layout needs to know about the page on screen: its rules and, once loaded, its title. */
export interface RouteHandle {
  readonly route?: PortalRoute;
  readonly title?: string;
}

/** A page module: its component and its title, loaded together the first time the page is visited. */
export interface PageModule {
  readonly title: string;
  readonly Component: ComponentType;
}

export function lazyPage(route: PortalRoute, load: () => Promise<PageModule>): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    lazy: async () => {
      const { Component, title } = await load();
      return { Component, handle: { route, title } satisfies RouteHandle };
    },
  };
}
