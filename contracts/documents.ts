import * as z from 'zod/mini';
import { DOCUMENT_KINDS, DOCUMENT_YEAR_MAX, DOCUMENT_YEAR_MIN } from './document-kinds.js';
import { wholeNumberText } from './field-schemas.js';

/**
 * The member's documents (`/minasidor/dokument`): settlement notes, contracts, forest plans,
 * annual statements and mandates, each a PDF made on the server from the stored data when it is asked for.
 */

const YEAR_MESSAGE = `Ange ett år mellan ${String(DOCUMENT_YEAR_MIN)} och ${String(DOCUMENT_YEAR_MAX)}.`;
const KIND_MESSAGE = 'Välj en av dokumenttyperna i listan.';

/** `GET /api/documents?kind=&year=`: both optional; an empty value means "all". */
export const DocumentsQuerySchema = z.object({
  kind: z.optional(z.union([z.literal(''), z.enum(DOCUMENT_KINDS)], KIND_MESSAGE)),
  year: z.optional(
    z.union(
      [
        z.literal(''),
        wholeNumberText({ min: DOCUMENT_YEAR_MIN, max: DOCUMENT_YEAR_MAX, message: YEAR_MESSAGE }),
      ],
      YEAR_MESSAGE,
    ),
  ),
});
export type DocumentsQuery = z.infer<typeof DocumentsQuerySchema>;

export const DocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  /** The kind in Swedish, as the list shows it. */
  kindLabel: z.string(),
  title: z.string(),
  /** YYYY-MM-DD */
  issuedOn: z.string(),
  /** Where the PDF is fetched: `/api/documents/{id}/pdf`. */
  downloadUrl: z.string(),
  /** The PDF's file name (ASCII). */
  fileName: z.string(),
});
export type MemberDocument = z.infer<typeof DocumentSchema>;

/**
 * The documents the filter matched, newest first, and what the filters can offer: the kinds and years of
 * all the member's documents. 204 when the member has no documents at all; a filter that matches none
 * gives 200 with an empty list.
 */
export const DocumentsSchema = z.object({
  documents: z.array(DocumentSchema),
  kinds: z.array(z.enum(DOCUMENT_KINDS)),
  years: z.array(z.number()),
});
export type Documents = z.infer<typeof DocumentsSchema>;

export const DocumentIdParamsSchema = z.object({ id: z.string() });
