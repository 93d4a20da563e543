import * as z from 'zod/mini';

/**
 * The rules for how a member or applicant can be reached, shared by the membership application
 * (`Ir/RegisterNewUser`) and the profile (`Ir/SetMemberData`), so both accept and refuse the same things.
 */

/** Swedish phone numbers: 07x mobile or an area code, with or without +46, spaces and dashes allowed. */
const SWEDISH_PHONE = /^(\+46|0046|0)[1-9][\d\s-]{5,12}$/;
/** Postal code: five digits, usually written "123 45". */
const SWEDISH_POSTAL_CODE = /^\d{3}\s?\d{2}$/;

const contactDetailMessages = {
  emailTooLong: 'E-postadressen får vara högst 254 tecken.',
  emailFormat: 'Skriv e-postadressen som namn@exempel.se.',
  phoneFormat: 'Skriv ett svenskt telefonnummer, till exempel 070-123 45 67.',
  postalCodeFormat: 'Skriv postnumret med fem siffror, till exempel 123 45.',
  streetTooLong: 'Adressen får vara högst 200 tecken.',
  cityTooLong: 'Orten får vara högst 100 tecken.',
} as const;

const m = contactDetailMessages;

/** The checks on each kind of contact detail once it is filled in (trimmed). */
export const contactDetailChecks = {
  email: () => [z.maxLength(254, m.emailTooLong), z.email(m.emailFormat)] as const,
  phone: () => [z.regex(SWEDISH_PHONE, m.phoneFormat)] as const,
  street: () => [z.maxLength(200, m.streetTooLong)] as const,
  postalCode: () => [z.regex(SWEDISH_POSTAL_CODE, m.postalCodeFormat)] as const,
  city: () => [z.maxLength(100, m.cityTooLong)] as const,
};

type StringCheck = z.core.CheckFn<string> | z.core.$ZodCheck<string>;

/** A text the user must fill in: missing and blank get the same message, and nothing else is checked then. */
export const filledIn = (message: string, ...checks: readonly StringCheck[]) =>
  z.string(message).check(z.trim(), z.minLength(1, { error: message, abort: true }), ...checks);

/**
 * A text the user may leave blank (blank or only spaces give the empty string); anything else must pass
 * `checks`, and a failure gets their message. A union rather than a refinement, so the API's schema tells
 * clients (and the generated security tests) both what is allowed.
 */
export function blankOr(...checks: readonly StringCheck[]) {
  // The filled-in alternative comes first: when both fail, its message is the one the user needs to hear,
  // here and in the form's resolver, which reports the first of equally close alternatives.
  return z.union([z.string().check(z.trim(), ...checks), z.string().check(z.trim(), z.maxLength(0))], {
    error: (issue) => issue.errors[0]?.[0]?.message,
  });
}
