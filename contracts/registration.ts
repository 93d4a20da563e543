import * as z from 'zod/mini';

/** Swedish phone numbers: 07x mobile or an area code, with or without +46, spaces and dashes allowed. */
export const SWEDISH_PHONE = /^(\+46|0046|0)[1-9][\d\s-]{5,12}$/;
/** Postal code: five digits, usually written "123 45". */
export const SWEDISH_POSTAL_CODE = /^\d{3}\s?\d{2}$/;

/** A text the applicant must fill in: missing and blank get the same message, and nothing else is checked then. */
const filledIn = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, { error: message, abort: true }));

/** `POST /api/Ir/RegisterNewUser`: a potential member applies for membership. Unknown fields are dropped. */
export const RegistrationRequestSchema = z.object({
  firstName: filledIn('Fyll i ditt förnamn.').check(z.maxLength(100, 'Förnamnet får vara högst 100 tecken.')),
  lastName: filledIn('Fyll i ditt efternamn.').check(
    z.maxLength(100, 'Efternamnet får vara högst 100 tecken.'),
  ),
  email: filledIn('Fyll i din e-postadress.').check(
    z.maxLength(254, 'E-postadressen får vara högst 254 tecken.'),
    z.email('Skriv e-postadressen som namn@exempel.se.'),
  ),
  phone: filledIn('Fyll i ditt telefonnummer.').check(
    z.regex(SWEDISH_PHONE, 'Skriv ett svenskt telefonnummer, till exempel 070-123 45 67.'),
  ),
  street: filledIn('Fyll i din gatuadress.').check(z.maxLength(200, 'Adressen får vara högst 200 tecken.')),
  postalCode: filledIn('Fyll i ditt postnummer.').check(
    z.regex(SWEDISH_POSTAL_CODE, 'Skriv postnumret med fem siffror, till exempel 123 45.'),
  ),
  city: filledIn('Fyll i din ort.').check(z.maxLength(100, 'Orten får vara högst 100 tecken.')),
  /** The forest property the applicant owns, e.g. "Norrby 3:12", if they know it. */
  propertyDesignation: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Fastighetsbeteckningen får vara högst 100 tecken.')),
  ),
  message: z.optional(
    z.string().check(z.trim(), z.maxLength(2000, 'Meddelandet får vara högst 2 000 tecken.')),
  ),
  acceptTerms: z.literal(true, 'Du behöver godkänna medlemsvillkoren för att skicka ansökan.'),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequestSchema>;

export const REGISTRATION_STATUSES = ['received', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** `GET /api/Ir/GetRegistration`: the latest application sent, if any (204 when none). */
export const RegistrationSchema = z.object({
  /** ISO 8601 timestamp. */
  submittedAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Where the association will send its answer. */
  email: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
});
export type Registration = z.infer<typeof RegistrationSchema>;
