import * as z from 'zod/mini';
import { wholeNumberText } from './field-schemas.js';

/** `limit` of a paged list: a whole number from 1 to `max`, given as decimal text in the query. */
export const pageSizeSchema = (max: number) =>
  z.optional(
    wholeNumberText({
      min: 1,
      max,
      message: 'Ange antalet som ett heltal.',
      tooLow: 'Ange minst 1.',
      tooHigh: `Ange högst ${String(max)}.`,
    }),
  );
