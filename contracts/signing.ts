import * as z from 'zod/mini';

/**
 * Writes that move money or give rights are signed with BankID (docs/signing.md): a withdrawal, a change
 * of the payment plan, giving a mandate and placing an order.
 *
 * 1. The write without a `Signing-Id` header is checked as if carried out, and answers 202 with the
 *    signing's id and the text the member will sign (nothing is saved but the signing).
 * 2. `POST /api/signing/{id}/start` starts the BankID order (QR or same device, as the login does) and
 *    `GET /api/signing/{id}` is polled for its status (BankIdStatusSchema) until complete or failed.
 * 3. The same write again, with the same Idempotency-Key and body and `Signing-Id: {id}`, is carried out.
 */
export const SIGNING_ID_HEADER = 'signing-id';

export const SIGNED_WRITE_KINDS = ['withdrawal', 'plan-change', 'mandate', 'order', 'order-price'] as const;
export type SignedWriteKind = (typeof SIGNED_WRITE_KINDS)[number];

/** The 202 answer of a signed write that has no completed signature yet. */
export const SignatureRequiredSchema = z.object({
  signingId: z.string(),
  /** Exactly what BankID will show (simpleMarkdownV1): the page shows it too. */
  text: z.string(),
});
export type SignatureRequired = z.infer<typeof SignatureRequiredSchema>;

/** The evidence a list shows beside a signed write: "Signerad med BankID 25 nov 2026 14:03". */
export const SignatureSchema = z.object({
  /** For the signed text's download, `GET /api/signing/{id}/text`. */
  signingId: z.string(),
  /** ISO 8601 timestamp. */
  signedAt: z.string(),
  signerName: z.string(),
  /** Signed by staff (an Editor) on the member's behalf. */
  onBehalf: z.boolean(),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const SigningParamsSchema = z.object({ id: z.string().check(z.uuid('Signeringen finns inte.')) });

/** simpleMarkdownV1's markup characters anywhere in a line: emphasis, a table's cells, the escape itself. */
const INLINE_MARKUP = /[\\*|]/g;
/** …and at the start of a line: a heading or a list item. */
const LINE_START_MARKUP = /^[#+-]/;

/**
 * A value as plain text in simpleMarkdownV1 (BankID's formatting guide: a backslash shows the character
 * after it as it is): on one line, with every markup character escaped.
 */
export const literalForSimpleMarkdown = (text: string): string =>
  text
    // Line breaks and runs of white space become one space; a no-break space (in amounts) stays.
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(INLINE_MARKUP, '\\$&')
    .replace(LINE_START_MARKUP, '\\$&');

/** A line of a signed text as BankID shows it: the escapes gone, the characters they kept as written. */
export const shownBySimpleMarkdown = (line: string): string => line.replace(/\\([\\*|#+-])/g, '$1');
