/** Errors a service or route throws on purpose. Each carries a stable code and a Swedish message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
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

/** Input its schema let through that a rule across fields refuses (debit equals credit): 400, per field. */
export class FieldValidationError extends HttpError {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super(400, 'VALIDATION_ERROR', 'Några uppgifter är inte giltiga. Rätta dem och försök igen.');
    this.name = 'FieldValidationError';
  }
}

export class DomainRuleError extends HttpError {
  constructor(code: string, message: string) {
    super(422, code, message);
  }
}

/**
 * A rule the input breaks (422, or 409 for a conflict with what is stored), with a message per field where
 * the rule is about one: the error handler answers the field messages too.
 */
export class RuleError extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    statusCode = 422,
  ) {
    super(statusCode, code, message);
    this.name = 'RuleError';
  }
}
