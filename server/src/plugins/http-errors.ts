/**
 * The one error a service or route throws on purpose: the request broke a rule or cannot be done. It
 * carries the status to answer, a stable code, a Swedish message and, where the rule is about fields, a
 * message per field; the error handler answers `{code, message, fieldErrors?}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const INVALID_INPUT_MESSAGE = 'Några uppgifter är inte giltiga. Rätta dem och försök igen.';

/** Bad input (a schema's, or a rule across fields its schema let through): 400, a message per field. */
export const invalidInput = (fieldErrors: Record<string, string[]>): HttpError =>
  new HttpError(400, 'VALIDATION_ERROR', INVALID_INPUT_MESSAGE, fieldErrors);

/** Collects a message per field and throws them together as one broken rule (422). */
export function fieldProblems() {
  const errors: Record<string, string[]> = {};
  return {
    add(field: string, message: string): void {
      (errors[field] ??= []).push(message);
    },
    throwIfAny(message: string, code = 'RULES_BROKEN'): void {
      if (Object.keys(errors).length > 0) throw new HttpError(422, code, message, errors);
    },
  };
}

export class NotFoundError extends HttpError {
  constructor(message = 'Det du söker finns inte.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Du är inte inloggad.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Du har inte behörighet att göra det här.') {
    super(403, 'FORBIDDEN', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}
