/** An answer in BankID's error shape, `{ errorCode, details }` (docs/bankid.md 2.3). */
export class SimulatorError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    readonly details: string,
  ) {
    super(`${errorCode}: ${details}`);
    this.name = 'SimulatorError';
  }
}

export const invalidParameters = (details: string): SimulatorError =>
  new SimulatorError(400, 'invalidParameters', details);

/** Control and phone-page answers for an order that cannot take the action in its current state. */
export const conflict = (details: string): SimulatorError => new SimulatorError(409, 'conflict', details);
