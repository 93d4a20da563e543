import * as z from 'zod/mini';
import { ROLES } from './roles.js';

/**
 * Whom a person who has identified with BankID can act for (`GET /api/Ir/GetLoginOptions`).
 * `self`: their own membership; `company`: a company they represent; `mandate`: a member who gave them a
 * mandate (read-only, DelegatedRight); `staff`: a member a staff member views (Viewer) or serves (Editor).
 */
/** A member or customer number (the stakeholderId): six digits, spaces around them forgiven. */
export const MemberNumberSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Skriv medlemsnumret med sex siffror, till exempel 100245.'));

export const LOGIN_OPTION_KINDS = ['self', 'company', 'mandate', 'staff'] as const;
export type LoginOptionKind = (typeof LOGIN_OPTION_KINDS)[number];

export const LoginOptionSchema = z.object({
  stakeholderId: z.string(),
  name: z.string(),
  kind: z.enum(LOGIN_OPTION_KINDS),
  /** The roles a session acting for this option gets. */
  roles: z.array(z.enum(ROLES)),
  /** A short Swedish description, e.g. "Medlem", "Fullmakt, endast läsrätt", "Visa som handläggare". */
  description: z.string(),
});
export type LoginOption = z.infer<typeof LoginOptionSchema>;

export const LoginOptionsSchema = z.object({
  /** The identified person's name, as BankID and our register know it. */
  personName: z.string(),
  options: z.array(LoginOptionSchema),
  /** Staff may look up any member by member number (`?stakeholderId=`) to view or serve them. */
  canLookUpMembers: z.boolean(),
});
export type LoginOptions = z.infer<typeof LoginOptionsSchema>;

/** Body of `POST /api/auth/bankid`: which staff role to act in when the chosen option is a staff one. */
export const ChooseLoginRequestSchema = z.object({
  role: z.optional(z.enum(['Viewer', 'Editor'])),
});
export type ChooseLoginRequest = z.infer<typeof ChooseLoginRequestSchema>;
