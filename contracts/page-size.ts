import * as z from 'zod/mini';

/** `limit` of a paged list: a whole number from 1 to `max`, given as text in the query. */
export const pageSizeSchema = (max: number) =>
  z.optional(
    z.coerce
      .number('Ange antalet som ett heltal.')
      .check(
        z.int('Ange antalet som ett heltal.'),
        z.minimum(1, 'Ange minst 1.'),
        z.maximum(max, `Ange högst ${String(max)}.`),
      ),
  );
