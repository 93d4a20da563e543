/**
 * The kinds of member document and their Swedish names. Plain data without zod, so the documents
 * page can use it without loading the schemas.
 */

export const DOCUMENT_KINDS = [
  'settlement',
  'contract',
  'forest-plan',
  'annual-statement',
  'mandate',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  settlement: 'Avräkningsnota',
  contract: 'Kontrakt',
  'forest-plan': 'Skogsbruksplan',
  'annual-statement': 'Årsbesked',
  mandate: 'Fullmakt',
};

/** Years a document can be issued in; also the bounds of the year filter. */
export const DOCUMENT_YEAR_MIN = 1990;
export const DOCUMENT_YEAR_MAX = 2100;
