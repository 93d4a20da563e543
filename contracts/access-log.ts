import * as z from 'zod/mini';
import { pageSizeSchema } from './page-size.js';

/**
 * "Vem har tittat på mina uppgifter" (`/minasidor/atkomstlogg`): every time someone other than the member
 * read or changed the member's data, from the audit trail (`audit_event`). Only others: the association's
 * staff (Viewer, Editor) and representatives with a mandate (DelegatedRight), never the member's own people.
 */

/** How the person acted: as staff who may change, as staff who only look, or as a representative. */
export const ACCESS_ROLES = ['Editor', 'Viewer', 'DelegatedRight'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The roles as the member reads them. */
export const ACCESS_ROLE_LABELS: Readonly<Record<AccessRole, string>> = {
  Editor: 'Personal som kan ändra',
  Viewer: 'Personal som tittar',
  DelegatedRight: 'Ombud med fullmakt',
};

/** A change made during a visit: when, and what it changed ("Beställning SO-2026-001001", "Uttag"). */
export const AccessLogChangeSchema = z.object({ at: z.string(), what: z.string() });
export type AccessLogChange = z.infer<typeof AccessLogChangeSchema>;

/**
 * One visit: one person's reads and changes of the member's data in one role, each within
 * ACCESS_LOG_VISIT_MINUTES of the one before. The audit trail keeps every call; the log groups them.
 */
export const AccessLogEntrySchema = z.object({
  /** Opaque; also the cursor that continues the list after this entry. */
  id: z.string(),
  /** ISO 8601: the visit's first and latest call. */
  from: z.string(),
  at: z.string(),
  /** The person's name. */
  who: z.string(),
  role: z.enum(ACCESS_ROLES),
  /** What was looked at, each once, in the order first looked at ("Översikt", "Beställning SO-2026-001001"). */
  looked: z.array(z.string()),
  /** What was changed, oldest first; empty for a visit that only looked. */
  changes: z.array(AccessLogChangeSchema),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

/** `GET /api/access-log`: the newest first, one page at a time; 204 when no one has looked at all. */
export const AccessLogPageSchema = z.object({
  entries: z.array(AccessLogEntrySchema),
  /** Give it back as `cursor` for the next page; null when this page is the last. */
  nextCursor: z.nullable(z.string()),
});
export type AccessLogPage = z.infer<typeof AccessLogPageSchema>;

export const ACCESS_LOG_PAGE_SIZE = 20;
export const ACCESS_LOG_MAX_PAGE_SIZE = 50;
/** Calls by the same person in the same role at most this far apart are one visit. */
export const ACCESS_LOG_VISIT_MINUTES = 30;

export const ACCESS_LOG_CURSOR_ERROR =
  'Listan kunde inte fortsätta där den slutade. Ladda om sidan och försök igen.';

export const AccessLogQuerySchema = z.object({
  limit: pageSizeSchema(ACCESS_LOG_MAX_PAGE_SIZE),
  /** The `nextCursor` of the page before. */
  // "e" and a number: a cursor can never look like a personal number (the log scan and rate limits check).
  cursor: z.optional(z.string().check(z.regex(/^e[1-9]\d{0,17}$/, ACCESS_LOG_CURSOR_ERROR))),
});
export type AccessLogQuery = z.infer<typeof AccessLogQuerySchema>;
