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

export class DomainRuleError extends HttpError {
  constructor(code: string, message: string) {
    super(422, code, message);
  }
}
