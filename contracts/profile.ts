import * as z from 'zod/mini';
import { ROLES } from './roles.js';

/**
 * The signed-in user's profile: `id` of whom the session acts for (the person's own id until they have
 * chosen) and the roles that gives. `name` is the person's; `actingFor` is the member or company acted for.
 */
export const ProfileSchema = z.object({
  id: z.string(),
  roles: z.array(z.enum(ROLES)),
  name: z.optional(z.string()),
  actingFor: z.optional(z.object({ id: z.string(), name: z.string() })),
});

export type Profile = z.infer<typeof ProfileSchema>;
