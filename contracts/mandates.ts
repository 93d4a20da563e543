import * as z from 'zod/mini';
import { dayProblem, isIsoDay, type DayRange } from './calendar-day.js';
import { dayField } from './field-schemas.js';
import { isPersonalNumber, normalisePersonalNumber } from './personal-number.js';
import { hasAnyRole, type Role } from './roles.js';
import { SignatureSchema } from './signing.js';

/**
 * Mandates (fullmakter): a member lets a person see their forest and money, read-only (DelegatedRight).
 * The id of a mandate is the earlier API's stakeholderRightId.
 */

/**
 * Who may give a mandate: the member in person, acting for themselves or for the company they sign for.
 * Never staff on a member's behalf (docs/adr/0010): a mandate lets someone read the member's forest and
 * money, so only the member decides it. Staff may still remove one, which only takes access away.
 */
export const MANDATE_GIVERS: readonly Role[] = ['Member', 'Supplier'];

export const mayGiveMandates = (roles: readonly string[]): boolean => hasAnyRole(roles, MANDATE_GIVERS);

export const BAD_PERSONAL_NUMBER =
  'Kontrollera personnumret. Skriv det med 10 eller 12 siffror, till exempel 19121212-1212.';

/**
 * The shapes a personal number is written in: century or not, month, day (samordningsnummer add 60), an
 * optional dash or plus, four digits. Declared so the API's schema tells clients (and the generated
 * security tests) what to send; the date and the check digit are then checked in full.
 */
const PERSONAL_NUMBER_FORM = /^(18|19|20)?\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01]|[6-8]\d|9[01])[-+]?\d{4}$/;

/** A personal number as people write it (10 or 12 digits, with or without dash); the check digit must be right. */
export const PersonalNumberInputSchema = z.string(BAD_PERSONAL_NUMBER).check(
  z.trim(),
  z.regex(PERSONAL_NUMBER_FORM, BAD_PERSONAL_NUMBER),
  z.refine((value) => normalisePersonalNumber(value) !== undefined, BAD_PERSONAL_NUMBER),
);

/** `GET Ir/GetStakeholderByPoNo/{poNo}` answers only the name, for the member to confirm; never the number. */
export const MandateHolderLookupSchema = z.object({ name: z.string() });
export type MandateHolderLookup = z.infer<typeof MandateHolderLookupSchema>;

export const MANDATE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const MandateEstateSchema = z.object({
  id: z.string(),
  /** The property designation, e.g. "Tierp Västland 4:12". */
  designation: z.string(),
});
export type MandateEstate = z.infer<typeof MandateEstateSchema>;

/** What a mandate covers and how long, shared by the given and the held lists. */
const mandateFields = {
  stakeholderRightId: z.string(),
  /** True when it covers all the grantor's estates, also ones added later; `estates` is then all of today's. */
  allEstates: z.boolean(),
  estates: z.array(MandateEstateSchema),
  /** Always true today: the portal's representatives only read. */
  readOnly: z.boolean(),
  /** The last day the mandate is valid (YYYY-MM-DD); null when it is valid until revoked. */
  validUntil: z.nullable(z.string()),
  /** ISO 8601 timestamp. */
  givenAt: z.string(),
  status: z.enum(MANDATE_STATUSES),
};

/** `GET Ir/DelegatedRights`: one mandate the member the session acts for has given. */
export const GivenMandateSchema = z.object({
  ...mandateFields,
  holderName: z.string(),
  /** The BankID signature it was given with; null for one given before mandates were signed. */
  signature: z.nullable(SignatureSchema),
});
export type GivenMandate = z.infer<typeof GivenMandateSchema>;
export const GivenMandatesSchema = z.array(GivenMandateSchema);

/** `GET Ir/MyDelegatedRights`: one mandate the signed-in person holds. */
export const HeldMandateSchema = z.object({
  ...mandateFields,
  grantorName: z.string(),
  grantorStakeholderId: z.string(),
});
export type HeldMandate = z.infer<typeof HeldMandateSchema>;
export const HeldMandatesSchema = z.array(HeldMandateSchema);

const BAD_END_DATE = 'Skriv slutdatumet som ÅÅÅÅ-MM-DD, till exempel 2027-12-31.';

/** A mandate's last day: today at the earliest (the last day it works), at most ten years ahead. */
export const MANDATE_END_DAYS: DayRange = {
  from: { days: 0 },
  until: { years: 10 },
  words: 'från i dag till tio år fram',
};
export const MANDATE_END_TOO_LATE = 'Skriv ett slutdatum högst tio år fram, eller lämna fältet tomt.';

/**
 * Why a mandate's last day is refused: not a day that exists, a day already past (`today` is Sweden's), or
 * one more than ten years ahead. The form and the server both make this check.
 */
export function endDayProblem(day: string, today: string): 'notADate' | 'past' | 'tooLate' | undefined {
  if (!isIsoDay(day)) return 'notADate';
  if (day < today) return 'past';
  return dayProblem(day, MANDATE_END_DAYS, today) === undefined ? undefined : 'tooLate';
}

/** `POST Ir/CreateRight`: give a person a read-only mandate. */
export const CreateRightRequestSchema = z.object({
  personalNumber: PersonalNumberInputSchema,
  /** The estates it covers; left out, it covers all estates, also ones added later. */
  estateIds: z.optional(
    z
      .array(z.string().check(z.uuid('Välj bland dina fastigheter.')))
      .check(z.minLength(1, 'Välj minst en fastighet.'), z.maxLength(200, 'Välj högst 200 fastigheter.')),
  ),
  /** The last day it is valid (YYYY-MM-DD); left out, it is valid until revoked. */
  validUntil: z.optional(
    dayField(MANDATE_END_DAYS, {
      notADate: BAD_END_DATE,
      outOfRange: 'Skriv ett slutdatum från i dag till tio år fram.',
    }),
  ),
});
export type CreateRightRequest = z.infer<typeof CreateRightRequestSchema>;

/** `POST Ir/RemoveRight`. */
export const RemoveRightRequestSchema = z.object({
  stakeholderRightId: z.string().check(z.uuid('Fullmakten finns inte.')),
});
export type RemoveRightRequest = z.infer<typeof RemoveRightRequestSchema>;

/** The path parameter of `Ir/GetStakeholderByPoNo/{poNo}`: the 12-digit form, as the web client sends it. */
export const PoNoParamsSchema = z.object({
  poNo: z
    .string()
    .check(z.refine((value) => /^\d{12}$/.test(value) && isPersonalNumber(value), BAD_PERSONAL_NUMBER)),
});

/** The path parameter of `Ir/GetRightEdocs/{id}`. */
export const RightIdParamsSchema = z.object({
  id: z.string().check(z.uuid('Fullmakten finns inte.')),
});

/** `GET Ir/GetMandateEstates`: the estates the member can let a mandate cover, for the form's choice. */
export const MandateEstatesSchema = z.array(MandateEstateSchema);
