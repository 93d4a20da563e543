import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#contracts/api-error';
import { HttpError } from './http-errors.js';

/** Swedish messages for the HTTP errors Fastify itself raises (bad JSON, too large, wrong media type…). */
const BAD_REQUEST = 'Förfrågan kunde inte tolkas. Kontrollera uppgifterna och försök igen.';
const MESSAGE_BY_STATUS: Partial<Record<number, string>> = {
  400: BAD_REQUEST,
  401: 'Du är inte inloggad.',
  403: 'Du har inte behörighet att göra det här.',
  404: 'Det du söker finns inte.',
  405: 'Metoden stöds inte här.',
  406: 'Svaret kan inte ges i det format som efterfrågas.',
  408: 'Det tog för lång tid. Försök igen.',
  413: 'Förfrågan är för stor.',
  415: 'Formatet på förfrågan stöds inte.',
  429: 'För många försök. Vänta en stund och försök igen.',
};

const INTERNAL: ApiErrorBody = {
  code: 'INTERNAL_ERROR',
  message: 'Något gick fel hos oss. Försök igen om en stund.',
};

const UNAVAILABLE: ApiErrorBody = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
};

/** PostgreSQL connection failures (class 08, admin shutdown 57P01-57P03) and refused sockets. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    (code.startsWith('08') || /^57P0[123]$/.test(code) || code === 'ECONNREFUSED' || code === 'ECONNRESET')
  );
}

/** One error handler: every error answer is `{code, message, fieldErrors?}`, never a stack or SQL. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        // A field is named by its path in the body (or query), e.g. `email` or `rows.0.amount`.
        const field =
          issue.instancePath.split('/').filter(Boolean).join('.') || error.validationContext || 'body';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Ogiltigt värde.');
      }
      return reply.code(400).send({
        code: 'VALIDATION_ERROR',
        message: 'Några uppgifter är inte giltiga. Rätta dem och försök igen.',
        fieldErrors,
      } satisfies ApiErrorBody);
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Errors raised by Fastify and its plugins carry a code such as FST_ERR_CTP_INVALID_MEDIA_TYPE.
      const code = (error as { code?: unknown }).code;
      return reply.code(status).send({
        code: typeof code === 'string' ? code : 'BAD_REQUEST',
        message: MESSAGE_BY_STATUS[status] ?? BAD_REQUEST,
      } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL);
  });
});
