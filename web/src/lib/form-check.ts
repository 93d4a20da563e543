import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver for a form whose rules are the functions in `contracts/` (a withdrawal's amount,
 * a pay day) rather than a schema: `check` gives a message for each wrong field, by field path
 * ("requested.0.dueOn"), and none for a right one.
 */
export function resolverOf<Values extends FieldValues>(
  check: (values: Values) => Readonly<Record<string, string | undefined>>,
): Resolver<Values> {
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(check(values)))
      if (message !== undefined) errors[field] = { type: 'check', message };
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toNestErrors(errors, options) };
  };
}
