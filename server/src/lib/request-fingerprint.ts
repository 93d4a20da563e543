import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** As JSON has it (a date as its ISO text), with objects' keys sorted, so the same value always hashes the same. */
const canonical = (value: unknown): unknown => {
  const json: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value));
  const sorted = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sorted);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(
        Object.keys(node)
          .sort()
          .map((key) => [key, sorted((node as Record<string, unknown>)[key])]),
      );
    }
    return node;
  };
  return sorted(json);
};

/** SHA-256 (hex) of a value as canonical JSON. */
export const canonicalHash = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');

/**
 * SHA-256 (hex) of what a request asks for: method, route, parameters, query and body as validated. An
 * Idempotency-Key is kept with it, and a signed write's BankID signature carries it.
 */
export const requestFingerprint = (request: FastifyRequest): string =>
  canonicalHash({
    method: request.method,
    route: request.routeOptions.url,
    params: request.params,
    query: request.query,
    body: request.body,
  });
