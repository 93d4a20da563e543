import * as z from 'zod/mini';
import { contactDetailChecks as checks, filledIn } from './contact-details.js';

/** `POST /api/Ir/RegisterNewUser`: a potential member applies for membership. Unknown fields are dropped. */
export const RegistrationRequestSchema = z.object({
  firstName: filledIn('Fyll i ditt förnamn.').check(z.maxLength(100, 'Förnamnet får vara högst 100 tecken.')),
  lastName: filledIn('Fyll i ditt efternamn.').check(
    z.maxLength(100, 'Efternamnet får vara högst 100 tecken.'),
  ),
  email: filledIn('Fyll i din e-postadress.', ...checks.email()),
  phone: filledIn('Fyll i ditt telefonnummer.', ...checks.phone()),
  street: filledIn('Fyll i din gatuadress.', ...checks.street()),
  postalCode: filledIn('Fyll i ditt postnummer.', ...checks.postalCode()),
  city: filledIn('Fyll i din ort.', ...checks.city()),
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
