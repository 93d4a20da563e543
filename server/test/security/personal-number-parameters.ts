import type { JsonSchema } from './json-schema-arbitrary.js';
import { openApiPath, requestBodySchema, type OpenApiOperation } from './openapi-operations.js';
import { pathParameterNames } from './registered-routes.js';

/** The one URL that carries a personal number (docs/portal.md 5); its path is masked in every log line. */
export const SPEC_PERSONAL_NUMBER_URL = { path: '/api/Ir/GetStakeholderByPoNo/{poNo}', parameter: 'poNo' };

const PERSONAL_NUMBER_NAME =
  /personnummer|personal.?(?:number|identity)|identity.?number|po.?no|pnr|ssn|social.?security/i;
const PERSONAL_NUMBER_FORMS = ['195203149710', '5203149710', '19520314-9710', '520314-9710'];

function acceptsPersonalNumber(schema: JsonSchema | undefined): boolean {
  const pattern = schema?.pattern;
  return pattern !== undefined && PERSONAL_NUMBER_FORMS.some((form) => new RegExp(pattern).test(form));
}

interface RouteParameters {
  readonly method: string;
  readonly url: string;
}

/**
 * Every API path or query parameter that carries a personal number (by its name, or a pattern that takes
 * one), but the earlier API's own lookup: ASVS 14.2.1, nothing sensitive in URLs.
 */
export function personalNumbersInUrls(
  routes: readonly RouteParameters[],
  operationOf: (route: RouteParameters) => OpenApiOperation,
): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const path = openApiPath(route.url);
    const declared = (operationOf(route).parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
    const parameters = [
      ...declared,
      ...pathParameterNames(route.url)
        .filter((name) => !declared.some((parameter) => parameter.name === name))
        .map((name) => ({ name, in: 'path' as const, schema: undefined })),
    ];
    for (const parameter of parameters) {
      const isSpecs =
        path === SPEC_PERSONAL_NUMBER_URL.path && parameter.name === SPEC_PERSONAL_NUMBER_URL.parameter;
      if (isSpecs) continue;
      if (PERSONAL_NUMBER_NAME.test(parameter.name) || acceptsPersonalNumber(parameter.schema)) {
        found.push(`${route.method} ${path}: ${parameter.in} parameter ${parameter.name}`);
      }
    }
  }
  return found;
}

/** The names of the fields in a body schema that carry a personal number, however deep. */
function personalNumberFields(schema: JsonSchema | undefined, name = ''): string[] {
  if (schema === undefined) return [];
  const here =
    name !== '' && (PERSONAL_NUMBER_NAME.test(name) || acceptsPersonalNumber(schema)) ? [name] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => personalNumberFields(child, key)),
    ...personalNumberFields(schema.items, name),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((option) =>
      personalNumberFields(option, name),
    ),
  ];
  return [...new Set([...here, ...nested])];
}

/**
 * Every API route that takes a personal number anywhere (path, query or body) and so could tell whether
 * the association knows someone: `METHOD /api/pattern`, the earlier API's lookup included.
 */
export function routesTakingPersonalNumbers(
  routes: readonly RouteParameters[],
  operationOf: (route: RouteParameters) => OpenApiOperation,
): string[] {
  const inUrls = new Set(
    personalNumbersInUrls(routes, operationOf).map((found) => found.slice(0, found.indexOf(':'))),
  );
  return routes
    .filter((route) => {
      const key = `${route.method} ${openApiPath(route.url)}`;
      const isSpecs = openApiPath(route.url) === SPEC_PERSONAL_NUMBER_URL.path;
      return (
        isSpecs || inUrls.has(key) || personalNumberFields(requestBodySchema(operationOf(route))).length > 0
      );
    })
    .map((route) => `${route.method} ${route.url}`);
}
