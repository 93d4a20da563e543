import * as z from 'zod/mini';
import { ACTIVITY_LIMIT_MAX } from './overview.js';
import { wholeNumberText } from './field-schemas.js';

/**
 * The overview's query, as the server checks it. Apart from the answers (contracts/overview.ts), so the
 * first page's lazily loaded schemas need none of the rules of typed numbers.
 */

/** `GET /api/user/activities?limit=`: how many of the newest items to show. */
export const ActivityQuerySchema = z.object({
  limit: z.optional(
    wholeNumberText({
      min: 1,
      max: ACTIVITY_LIMIT_MAX,
      message: 'Ange hur många händelser som ska visas med en siffra.',
      notWhole: 'Ange hur många händelser som ska visas med ett heltal.',
      tooLow: 'Visa minst en händelse.',
      tooHigh: `Visa högst ${String(ACTIVITY_LIMIT_MAX)} händelser åt gången.`,
    }),
  ),
});
