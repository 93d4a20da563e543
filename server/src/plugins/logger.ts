import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Personnummer and organisationsnummer (10 or 12 digits, optionally with - or +) never reach a log line.
 * Runs of 9 or more digits are masked, as NAV's min-side-arbeidsgiver does.
 */
export function maskPersonalNumbers(text: string): string {
  return text.replace(/\d{6,8}[-+]?\d{4}|\d{9,}/g, (digits) => '*'.repeat(digits.length));
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
        const serialized = stdSerializers.err(err);
        return {
          ...serialized,
          message: maskPersonalNumbers(serialized.message),
          stack: maskPersonalNumbers(serialized.stack),
        };
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
