import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createContext, RouterContextProvider, type RouteObject } from 'react-router';
import type { FeatureFlags } from '#contracts/feature-flags';
import { decideAccess, type PortalRoute } from '#contracts/routes';
import type { ApiClient } from './api-client';

/** What the layout needs to know about the page on screen: its rules and its title. */
export interface RouteHandle {
  readonly route?: PortalRoute;
  readonly title: string;
}

/** What a page's loader starts its reads with: the app's query cache, API client and feature flags. */
export interface PageQueries {
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
  readonly flags: FeatureFlags;
}

/** What a route's loader knows besides: the roles of whom is signed in; undefined for no one, or not known yet. */
interface LoaderContext extends PageQueries {
  readonly roles: () => readonly string[] | undefined;
}

const loaderContext = createContext<LoaderContext>();

/** The router's context for every navigation (`createBrowserRouter`'s `getContext`). */
export const loaderContextProvider = (context: LoaderContext) => () =>
  new RouterContextProvider(new Map([[loaderContext, context]]));

/** Starts a page's reads without waiting for them; a failure is the section's to show once it renders. */
export function startReads(reads: readonly Promise<unknown>[]): void {
  void Promise.allSettled(reads);
}

/** A page module: its component and its title, loaded together the first time the page is visited. */
export interface PageModule {
  readonly title: string;
  readonly Component: ComponentType;
  /**
   * Starts the page's reads (`queryClient.query` with the factories its sections use, `startReads`) once its code
   * is here, before it renders: every section's read at once, also those React would only reach after
   * another section has stopped suspending. Nothing is awaited: the sections show their own placeholders,
   * and navigation never waits for data. A read the page holds (ADR 0011) fills the cache with no request.
   * `url` is the address being opened, for a page whose reads depend on it (a year, a filter).
   */
  readonly prefetch?: (queries: PageQueries, url: URL) => void;
}

/**
 * A page route. Its handle comes with the lazy module (React Router ignores a lazy property that is also
 * defined statically); navigation waits for it, so the layout and guard always see it.
 */
export function lazyPage(route: PortalRoute, load: () => Promise<PageModule>): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      const { Component, title, prefetch } = await load();
      return {
        Component,
        handle: { route, title } satisfies RouteHandle,
        ...(prefetch === undefined
          ? {}
          : {
              loader: ({
                context,
                request,
              }: {
                context: Readonly<RouterContextProvider>;
                request: Request;
              }) => {
                const { roles, ...queries } = context.get(loaderContext);
                // Only for whom the guard lets in: anyone else's reads would be refused, a 401 logging them out.
                const signedIn = roles();
                if (signedIn !== undefined && decideAccess(route, signedIn, queries.flags) === 'allow') {
                  prefetch(queries, new URL(request.url));
                }
                return null;
              },
            }),
      };
    },
  };
}
