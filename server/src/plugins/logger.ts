import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import { decodePercentEscapesFully } from '../lib/percent-escapes.js';

/**
 * Personnummer and organisationsnummer (10 or 12 digits, with or without -, + or spaces between date and
 * serial) never reach a log line, also not percent-escaped in a URL (`%31%39…`, `19700506%209757`): the
 * text is decoded first and masked as read. Runs of 9 or more digits are masked, as NAV's
 * min-side-arbeidsgiver does.
 */
export function maskPersonalNumbers(text: string): string {
  return decodePercentEscapesFully(text).replace(/\d{6,8}[\s+-]{0,3}\d{4}|\d{9,}/g, (digits) =>
    '*'.repeat(digits.length),
  );
}

/** Every text in a serialized error masked: message and stack, and a database error's detail and query. */
function maskTexts<T>(value: T): T {
  if (typeof value === 'string') return maskPersonalNumbers(value) as T;
  if (Array.isArray(value)) return value.map(maskTexts) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskTexts(item)])) as T;
  }
  return value;
}

/** Log lines carry masked URLs, masked error texts and masked messages; cookies never. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: maskPersonalNumbers(req.url),
      }),
      err: (err: Error) => {
        // A database error's bind values are the member's data (names, e-mail), not the fault.
        const { params: _params, ...serialized } = stdSerializers.err(err) as ReturnType<
          typeof stdSerializers.err
        > & { params?: unknown };
        return maskTexts(serialized);
      },
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskPersonalNumbers(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
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
