import * as z from 'zod/mini';
import { blankOr, contactDetailChecks as checks } from './contact-details.js';

/**
 * The member's own data on Mina sidor (docs/portal.md 5): who they are, how they want to be reached,
 * their forest businesses with estates and co-owners, and their member capital.
 */

export const PREFERRED_CONTACTS = ['email', 'phone', 'letter'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

const STAKEHOLDER_KINDS = ['person', 'company'] as const;

/** `GET /api/Ir/GetMemberData`: whom the session acts for (204 when it acts for no one yet). */
export const MemberDataSchema = z.object({
  /** A person's given name as the population register has it (via BankID); a company's name. */
  firstName: z.string(),
  /** A person's surname; empty for a company. */
  lastName: z.string(),
  /** Whether the member has any estate (forest plans come with the estates). */
  hasPlans: z.boolean(),
  isMember: z.boolean(),
  kind: z.enum(STAKEHOLDER_KINDS),
  /** The member or customer number. */
  memberNumber: z.string(),
  /** ISO date (YYYY-MM-DD) the membership began; null for those who are not members. */
  memberSince: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  street: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  preferredContact: z.enum(PREFERRED_CONTACTS),
});
export type MemberData = z.infer<typeof MemberDataSchema>;

const PREFERRED_NEEDS = {
  email: { email: 'Fyll i din e-postadress, eller välj ett annat sätt att nå dig.' },
  phone: { phone: 'Fyll i ditt telefonnummer, eller välj ett annat sätt att nå dig.' },
  letter: {
    street: 'Fyll i din gatuadress, så att vi kan skicka brev.',
    postalCode: 'Fyll i ditt postnummer, så att vi kan skicka brev.',
    city: 'Fyll i din ort, så att vi kan skicka brev.',
  },
} as const satisfies Record<
  PreferredContact,
  Partial<Record<'email' | 'phone' | 'street' | 'postalCode' | 'city', string>>
>;

/**
 * `POST /api/Ir/SetMemberData`: the contact details. Names are not part of it: a person's name comes from
 * the population register through BankID, a company's from the companies register. A detail left blank
 * is removed, except those the chosen way of contact needs. Unknown fields are dropped.
 */
export const MemberContactRequestSchema = z
  .object({
    email: blankOr(...checks.email()),
    phone: blankOr(...checks.phone()),
    street: blankOr(...checks.street()),
    postalCode: blankOr(...checks.postalCode()),
    city: blankOr(...checks.city()),
    preferredContact: z.enum(PREFERRED_CONTACTS, 'Välj hur du helst vill att vi kontaktar dig.'),
  })
  .check(
    z.superRefine((details, context) => {
      const needs: Partial<Record<keyof typeof details, string>> = PREFERRED_NEEDS[details.preferredContact];
      for (const [field, message] of Object.entries(needs) as [keyof typeof details, string][]) {
        if (details[field] === '') context.addIssue({ code: 'custom', message, path: [field], input: '' });
      }
    }),
  );
export type MemberContactRequest = z.infer<typeof MemberContactRequestSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

/** An ownership share as registered at Lantmäteriet: the fraction, and the same in percent (one decimal). */
const OwnershipShareSchema = z.object({
  numerator: z.number(),
  denominator: z.number(),
  percent: z.number(),
});
export type OwnershipShare = z.infer<typeof OwnershipShareSchema>;

/** A share as a fraction and in percent with one decimal (1/3 → 33.3). */
export function ownershipShare(numerator: number, denominator: number): OwnershipShare {
  return { numerator, denominator, percent: Math.round((numerator / denominator) * 1000) / 10 };
}

/** `GET /api/Ir/GetBusinessData`: the forest businesses of whom the session acts for. */
const BusinessSummarySchema = z.object({
  /** The business number. */
  id: z.string(),
  name: z.string(),
  districtName: z.string(),
  /** The business's advisor; null when none is assigned. */
  advisor: z.nullable(z.object({ id: z.string(), name: z.string() })),
  vatRegistered: z.boolean(),
  estateCount: z.number(),
  /** Hectares, one decimal. */
  totalAreaHa: z.number(),
  productiveAreaHa: z.number(),
});
export type BusinessSummary = z.infer<typeof BusinessSummarySchema>;
export const BusinessDataSchema = z.array(BusinessSummarySchema);

const EstateSchema = z.object({
  id: z.string(),
  /** Property designation: municipality, tract and block:unit, e.g. "Uppsala Ekeby 2:7". */
  designation: z.string(),
  municipality: z.string(),
  county: z.string(),
  totalAreaHa: z.number(),
  productiveAreaHa: z.number(),
  /** The business owner's share of the estate. */
  share: OwnershipShareSchema,
});
export type Estate = z.infer<typeof EstateSchema>;

/** `GET /api/Ir/GetBusiness/{id}`: one of the member's businesses with its estates. */
export const BusinessSchema = z.object({ ...BusinessSummarySchema.shape, estates: z.array(EstateSchema) });
export type Business = z.infer<typeof BusinessSchema>;

/** The path parameter of `Ir/GetBusiness/{id}`: a seven-digit business number. */
export const BusinessParamsSchema = z.object({
  id: z.string().check(z.regex(/^\d{7}$/, 'Verksamhetsnumret består av sju siffror.')),
});

const CoOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  share: OwnershipShareSchema,
  /** The ställföreträdare who signs management contracts for all the co-owners. */
  isRepresentative: z.boolean(),
  /** Whether this co-owner is whom the session acts for. */
  isYou: z.boolean(),
});

/** `GET /api/Ir/GetCoRegistry`: the co-owners of each of the member's businesses. */
export const CoRegistrySchema = z.array(
  z.object({ businessId: z.string(), businessName: z.string(), coOwners: z.array(CoOwnerSchema) }),
);
export type CoRegistry = z.infer<typeof CoRegistrySchema>;

/** `GET /api/Ir/GetEconomyStakesData`: member capital, in whole öre (204 for those who are not members). */
export const EconomyStakesSchema = z.object({
  paidInOre: z.number(),
  obligationOre: z.number(),
  emittedOre: z.number(),
  /** What is left of the obligation: never below zero. */
  remainingOre: z.number(),
  /** The insatsavdrag: the percent of each settlement that goes to the member capital. */
  deductionRatePercent: z.number(),
});
export type EconomyStakes = z.infer<typeof EconomyStakesSchema>;
