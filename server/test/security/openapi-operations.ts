import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-arbitrary.js';

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}

interface MediaTypes {
  readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>>;
}

/** What the generated OpenAPI document says of one method on one path. */
export interface OpenApiOperation {
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: MediaTypes & { readonly required?: boolean };
  readonly responses?: Readonly<Record<string, MediaTypes>>;
}

interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
}

/** `/api/Ir/GetBusiness/:id` as OpenAPI writes it: `/api/Ir/GetBusiness/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

export const openApiDocument = (app: FastifyInstance): OpenApiDocument =>
  app.swagger() as unknown as OpenApiDocument;

/** The operation of a route; an empty one for a route the document hides. */
export function operationOf(
  document: OpenApiDocument,
  route: { method: string; url: string },
): OpenApiOperation {
  return document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
}

export const parametersIn = (operation: OpenApiOperation, location: OpenApiParameter['in']) =>
  (operation.parameters ?? []).filter((parameter) => parameter.in === location);

export const requestBodySchema = (operation: OpenApiOperation): JsonSchema | undefined =>
  operation.requestBody?.content?.['application/json']?.schema;

export const responseSchema = (operation: OpenApiOperation, status: number): JsonSchema | undefined =>
  operation.responses?.[String(status)]?.content?.['application/json']?.schema;
