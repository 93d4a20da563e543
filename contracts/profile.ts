import * as z from 'zod/mini';
import { ROLES } from './roles.js';

/** The signed-in user's profile: who the session acts for and with which roles. */
export const ProfileSchema = z.object({
  id: z.string(),
  roles: z.array(z.enum(ROLES)),
});

export type Profile = z.infer<typeof ProfileSchema>;
