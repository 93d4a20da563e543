import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Objects with their keys sorted, so the same request always hashes the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/**
 * SHA-256 (hex) of what a request asks for: method, route, parameters, query and body as validated. An
 * Idempotency-Key is kept with it, and a signed write's BankID signature carries it.
 */
export const requestFingerprint = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        canonical({
          method: request.method,
          route: request.routeOptions.url,
          params: request.params,
          query: request.query,
          body: request.body,
        }),
      ),
    )
    .digest('hex');
