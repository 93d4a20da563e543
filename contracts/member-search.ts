import * as z from 'zod/mini';
import { LoginOptionSchema } from './login-options.js';
import { normalisePersonalNumber } from './personal-number.js';

/**
 * Staff look a member up (`POST /api/staff/member-search`) by member number, personal number, name or estate
 * designation. The query travels in the body, so a personal number is never part of a URL.
 */

/** At most this many members are answered; more means the query should be narrower. */
export const MEMBER_SEARCH_LIMIT = 20;

const MAX_QUERY_LENGTH = 100;

export const memberSearchMessages = {
  memberNumber:
    'Skriv medlemsnumret med sex siffror, till exempel 100245. Ett personnummer har tio eller tolv siffror.',
  personalNumber:
    'Personnumret stämmer inte. Kontrollera siffrorna, till exempel 19520314-9710 eller 520314-9710.',
  tooShort: 'Skriv minst två tecken av namnet eller fastighetsbeteckningen.',
  tooLong: `Skriv högst ${String(MAX_QUERY_LENGTH)} tecken.`,
  noMember: 'Vi hittar ingen medlem med det numret. Kontrollera numret och försök igen.',
  noMatch:
    'Vi hittar ingen medlem som matchar sökningen. Sök på en del av namnet eller fastighetsbeteckningen, eller skriv medlemsnumret med sex siffror, till exempel 100245.',
} as const;

/** What a staff member's query is: a member number, a personal number (12 digits), free text, or a mistake. */
export type MemberQuery =
  | { readonly kind: 'memberNumber'; readonly value: string }
  | { readonly kind: 'personalNumber'; readonly value: string }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * Reads a query as staff write it: six digits are a member number; ten or twelve digits, with or without a
 * dash ("19500101-1234", "195001011234", "500101-1234"), a personal number; other digits a mistake; anything
 * else a part of a name or an estate designation.
 */
export function classifyMemberQuery(input: string, today: Date = new Date()): MemberQuery {
  const query = input.trim().replace(/\s+/g, ' ');
  if (query.length > MAX_QUERY_LENGTH) return { kind: 'invalid', message: memberSearchMessages.tooLong };
  const digits = query.replace(/[\s+-]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length === 6) return { kind: 'memberNumber', value: digits };
    if (digits.length !== 10 && digits.length !== 12) {
      return { kind: 'invalid', message: memberSearchMessages.memberNumber };
    }
    const personalNumber = normalisePersonalNumber(query, today);
    return personalNumber === undefined
      ? { kind: 'invalid', message: memberSearchMessages.personalNumber }
      : { kind: 'personalNumber', value: personalNumber };
  }
  if (query.length < 2) return { kind: 'invalid', message: memberSearchMessages.tooShort };
  return { kind: 'text', value: query };
}

export const MemberSearchRequestSchema = z.object({ query: z.string().check(z.maxLength(200)) });
export type MemberSearchRequest = z.infer<typeof MemberSearchRequestSchema>;

export const MemberSearchResultSchema = z.object({
  /** Each a staff login option: view (Viewer), or also serve (Editor) when the staff member may. */
  members: z.array(LoginOptionSchema),
  /** More members matched than `MEMBER_SEARCH_LIMIT`. */
  more: z.boolean(),
});
export type MemberSearchResult = z.infer<typeof MemberSearchResultSchema>;
