import { isIsoDay, isBankingDay } from '#contracts/economy';
import { HttpError } from '../../plugins/http-errors.js';
import { economyErrors } from './economy.texts.js';

/** A rule that stops a change: 422 (409 for a conflict), with a message per field where there is one. */
export class EconomyRuleError extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    statusCode = 422,
  ) {
    super(statusCode, code, message);
    this.name = 'EconomyRuleError';
  }
}

/** Collects field problems and throws them together. */
export function fieldProblems() {
  const errors: Record<string, string[]> = {};
  return {
    add(field: string, message: string): void {
      (errors[field] ??= []).push(message);
    },
    get any(): boolean {
      return Object.keys(errors).length > 0;
    },
    throwIfAny(code = 'RULES_BROKEN'): void {
      if (Object.keys(errors).length > 0) throw new EconomyRuleError(code, economyErrors.rulesBroken, errors);
    },
  };
}

/** A pay day: a real date, a banking day, within [earliest, latest]; the first problem found, or undefined. */
export function payDayProblem(
  day: string,
  window: { earliest: string; latest: string; tooEarly: string; tooLate: string },
): string | undefined {
  if (!isIsoDay(day)) return economyErrors.dateFormat;
  if (day < window.earliest) return window.tooEarly;
  if (day > window.latest) return window.tooLate;
  if (!isBankingDay(day)) return economyErrors.notBankingDay;
  return undefined;
}
