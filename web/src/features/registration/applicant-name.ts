import { normalNameCase } from '#contracts/person-name';

/** First and last name from a full name: split at the first space, which is good enough to prefill a form. */
export function splitFullName(fullName: string | undefined): { firstName: string; lastName: string } {
  const name = normalNameCase(fullName ?? '');
  const space = name.indexOf(' ');
  return space === -1
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}
