import * as z from 'zod/mini';

/** A forestry district (skogsbruksområde, SBO). */
export const DistrictSchema = z.object({ id: z.string(), name: z.string() });
export type District = z.infer<typeof DistrictSchema>;

/** `GET /api/Ir/GetBusinessAdvisor/{id}`: the advisor of one of the member's businesses (204 when none). */
export const AdvisorSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** E.g. "Skogsinspektor". */
  title: z.string(),
  phone: z.string(),
  email: z.string(),
  district: DistrictSchema,
  /** A few sentences by the advisor about themselves, if they wrote any. */
  presentation: z.nullable(z.string()),
});
export type Advisor = z.infer<typeof AdvisorSchema>;

/** `GET /api/Ir/GetBusinessAdvisorColleagues/{id}`: the other advisors of the business's district. */
export const AdvisorColleaguesSchema = z.array(AdvisorSchema);

export const SboContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** E.g. "Ordförande i förtroenderådet". */
  role: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type SboContact = z.infer<typeof SboContactSchema>;

/**
 * `GET /api/Ir/GetSboContacts`: per district where the acting member has a business, those businesses and
 * the district's contacts. Empty for someone without a business (a potential member).
 */
export const SboContactsSchema = z.array(
  z.object({
    district: DistrictSchema,
    businesses: z.array(z.object({ id: z.string(), name: z.string() })),
    contacts: z.array(SboContactSchema),
  }),
);
export type SboContacts = z.infer<typeof SboContactsSchema>;

/** How the member wants the advisor to answer. */
export const REPLY_CHANNELS = ['email', 'phone'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 4000;

const filledIn = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, { error: message, abort: true }));

/** `POST /api/contact/messages`: a message to the advisor of one of the member's businesses. */
export const ContactMessageRequestSchema = z.object({
  businessId: z
    .string('Välj vilken skogsverksamhet meddelandet gäller.')
    .check(z.regex(/^\d{7}$/, 'Välj vilken skogsverksamhet meddelandet gäller.')),
  subject: filledIn('Skriv vad ditt meddelande gäller.').check(
    z.maxLength(SUBJECT_MAX, `Ämnet får vara högst ${String(SUBJECT_MAX)} tecken.`),
  ),
  message: filledIn('Skriv ditt meddelande.').check(
    z.maxLength(MESSAGE_MAX, 'Meddelandet får vara högst 4 000 tecken.'),
  ),
  replyChannel: z.enum(REPLY_CHANNELS, 'Välj om du vill få svar via e-post eller telefon.'),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequestSchema>;

/** The receipt of a sent message. */
export const ContactMessageReceiptSchema = z.object({
  /** ISO 8601 timestamp. */
  sentAt: z.string(),
  advisorName: z.string(),
  replyChannel: z.enum(REPLY_CHANNELS),
  /** Where the receipt mail went, or null when the member has no e-mail address with us. */
  receiptEmail: z.nullable(z.string()),
});
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceiptSchema>;
