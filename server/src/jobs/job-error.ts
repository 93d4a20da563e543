const MAX_LENGTH = 300;

/**
 * A failure the portal described itself: its message is recorded as the job's `last_error`, so it must hold
 * no personal data. It is retried like any other failure.
 */
export class JobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobError';
  }
}

/**
 * A failure that no retry will mend (the job's subject is gone, its payload is wrong): the job fails at
 * once. Its message is recorded, so it must hold no personal data.
 */
export class PermanentJobError extends JobError {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/**
 * What is recorded as a job's `last_error` and logged: the error's class and code, and its message only
 * for the portal's own job errors. A database or library message may quote SQL, values or a personal
 * number, so those are left out; the stack never goes in.
 */
export function describeJobError(error: unknown): string {
  if (error instanceof JobError) return `${error.name}: ${error.message}`.slice(0, MAX_LENGTH);
  if (!(error instanceof Error)) return 'non-error thrown';
  const code = (error as { code?: unknown }).code;
  const name = /^[A-Za-z]{1,60}$/.test(error.name) ? error.name : 'Error';
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? `${name} ${code}` : name;
}
