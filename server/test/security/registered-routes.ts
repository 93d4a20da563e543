import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  readonly method: string;
  /** Fastify's pattern, e.g. `/bankid-simulator/control/orders/:orderRef/approve` or `/*`. */
  readonly url: string;
}

/** One line of `printRoutes()`: tree indent, the path segment, and the methods served there, if any. */
const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the server answers, any method, API or not: read from Fastify's own route tree, as
 * Fastify keeps no list to ask and an `onRoute` hook added after `buildApp` would see none of them.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (match === null) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const parent = depth === 0 ? '' : (pathAtDepth[depth - 1] ?? '');
    const path = parent + segment;
    pathAtDepth.length = depth;
    pathAtDepth.push(path);
    const url = path.startsWith('/') ? path : `/${path}`;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** A URL that reaches `pattern`: path parameters filled from `params`, or with `fallback`. */
export function concreteUrl(
  pattern: string,
  params: Readonly<Record<string, string>> = {},
  fallback = 'x',
): string {
  return pattern
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? fallback))
    .replace(/\*$/, fallback);
}

export const pathParameterNames = (pattern: string): string[] =>
  [...pattern.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');

export const hasPathParameter = (pattern: string): boolean => /[:*]/.test(pattern);
