import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { decodePercentEscapesFully } from '../lib/percent-escapes.js';

/** A decimal digit of any script: ASCII, fullwidth, Arabic-Indic… */
const D = '\\p{Nd}';
/** Between the birth date and the last four: spaces of every width, dashes, the minus sign, plus, invisibles. */
const BEFORE_SERIAL = '[\\s\\p{Pd}\\p{Cf}\\u2212+\\uFF0B]';
/** Between year, month and day also dots and slashes ("1970.05.06", "70/05/06"). */
const IN_DATE = '[\\s\\p{Pd}\\p{Cf}\\u2212+\\uFF0B./\\uFF0E\\uFF0F\\u2044\\u2215]';

/**
 * A personnummer, samordningsnummer or organisationsnummer as people type it: the birth date run together
 * (6 or 8 digits) then up to three separators before the last four digits; or year, month and day apart
 * ("1970-05-06-9757", "70 05 06 9757", "1970.05.06 9757"); or any run of 9 or more digits, as NAV's
 * min-side-arbeidsgiver masks. A dot or slash counts only between year, month and day, so a decimal
 * (650000.1234) or a path (/15/131072/1234) stays as it is.
 */
const IDENTITY_NUMBER = new RegExp(
  [
    `${D}{6}(?:${D}{2})?${BEFORE_SERIAL}{0,3}${D}{4}`,
    `${D}{2}(?:${D}{2})?${IN_DATE}{1,3}${D}{2}${IN_DATE}{1,3}${D}{2}${IN_DATE}{0,3}${D}{4}`,
    `${D}{9,}`,
  ].join('|'),
  'gu',
);

/**
 * Identity numbers never reach a log line in any spelling, also not percent-escaped in a URL (`%31%39…`,
 * `19700506%E2%80%939757`): the text is decoded first and masked as read.
 */
export function maskPersonalNumbers(text: string): string {
  return decodePercentEscapesFully(text).replace(IDENTITY_NUMBER, (found) => '*'.repeat(found.length));
}

/** A JSON string literal in a log line; what pino writes holds no other quotes. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
/** A literal that may hold a digit: written as one, percent-escaped, or JSON-escaped. */
const MAY_HOLD_DIGITS = /[\p{Nd}%\\]/u;

/**
 * Every text of a written log line masked: messages, URLs, headers or any other field a line carries, an
 * error's message and stack, whatever logged it. Numbers outside strings (time, status) stay as they are.
 */
export function maskLogLine(line: string): string {
  return line.replace(JSON_STRING, (literal) => {
    if (!MAY_HOLD_DIGITS.test(literal)) return literal;
    const text = JSON.parse(literal) as string;
    const masked = maskPersonalNumbers(text);
    return masked === text ? literal : JSON.stringify(masked);
  });
}

/** Log lines carry masked texts; cookies never; a database error's bind values never. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      err: (err: Error) => {
        // A database error's bind values are the member's data (names, e-mail), not the fault.
        const { params: _params, ...serialized } = stdSerializers.err(err) as ReturnType<
          typeof stdSerializers.err
        > & { params?: unknown };
        return serialized;
      },
    },
    hooks: { streamWrite: maskLogLine },
  };
}

/**
 * One line per request, written when the answer has gone: method, masked URL, status and time. Fastify's
 * default writes two, the first ("incoming request") before anything is known about the answer.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Said by requestCompleted, with the outcome.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
