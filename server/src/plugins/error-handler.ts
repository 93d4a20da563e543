import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#contracts/api-error';
import { DatabaseUnavailableError } from '../db/database.js';
import { HttpError, INVALID_INPUT_MESSAGE, invalidInput } from './http-errors.js';

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

/**
 * SQLSTATEs that mean the database is away, not that the request is wrong: connection exceptions (class
 * 08), a statement cancelled by its timeout (57014), the server shutting down or not yet up (57P01-57P05),
 * too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57014|57P0[1-5]|53300)$/;
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** What pg and PGlite throw, with no code at all, when the connection is gone or never answered. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|PGlite is clos(ed|ing))/;

/** The database is unreachable, gone mid-request or did not answer in time: worth a retry later (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET.has(code);
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/** Bad input: one Swedish summary and a message per field. */
export function validationErrorBody(fieldErrors: Record<string, string[]>): ApiErrorBody {
  return { code: 'VALIDATION_ERROR', message: INVALID_INPUT_MESSAGE, fieldErrors };
}

function answer(reply: FastifyReply, { statusCode, code, message, fieldErrors }: HttpError) {
  return reply
    .code(statusCode)
    .send({ code, message, ...(fieldErrors && { fieldErrors }) } satisfies ApiErrorBody);
}

/** One error handler: every error answer is `{code, message, fieldErrors?}`, never a stack or SQL. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          // A field is named by its path in the body (or query), e.g. `email` or `rows.0.amount`.
          const field =
            issue.instancePath.split('/').filter(Boolean).join('.') || error.validationContext || 'body';
          (fieldErrors[field] ??= []).push(issue.message ?? 'Ogiltigt värde.');
        }
        return answer(reply, invalidInput(fieldErrors));
      }
      if (error instanceof HttpError) return answer(reply, error);
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
  },
  { name: 'error-handler', fastify: '5.x' },
);
