import { z } from 'zod';
import { DECIMAL_TEXT } from '#contracts/decimal-number';
import { BBOX_ERROR } from '#contracts/geo';
import { SWEDEN_BOUNDS, type Extent } from '#contracts/geometry';

/** The largest extent one request may ask for, per side: a county, not the country. */
export const MAX_BBOX_SIDE_METRES = 200_000;

export const BBOX_OUTSIDE_SWEDEN = 'Kartutsnittet ligger utanför Sverige. Ange koordinater i SWEREF 99 TM.';
export const BBOX_TOO_LARGE = 'Kartutsnittet är för stort. Zooma in till högst 200 km i sida.';

/** `minE,minN,maxE,maxN` in SWEREF 99 TM, inside Sweden, min below max and at most 200 km a side. */
export function parseBbox(value: string): { extent: Extent } | { error: string } {
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => DECIMAL_TEXT.test(part))) return { error: BBOX_ERROR };
  const [minE, minN, maxE, maxN] = parts.map(Number) as Extent;
  if (minE >= maxE || minN >= maxN) return { error: BBOX_ERROR };
  const { minE: lowE, maxE: highE, minN: lowN, maxN: highN } = SWEDEN_BOUNDS;
  if (minE < lowE || maxE > highE || minN < lowN || maxN > highN) return { error: BBOX_OUTSIDE_SWEDEN };
  if (maxE - minE > MAX_BBOX_SIDE_METRES || maxN - minN > MAX_BBOX_SIDE_METRES)
    return { error: BBOX_TOO_LARGE };
  return { extent: [minE, minN, maxE, maxN] };
}

/** The features route's query: the bbox, checked and turned into an extent (400 with a Swedish message). */
export const BboxQuerySchema = z.object({
  bbox: z.string({ error: BBOX_ERROR }).transform((value, context): Extent => {
    const parsed = parseBbox(value);
    if ('error' in parsed) {
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.extent;
  }),
});

/** Whether two extents share any point. */
export const intersects = (a: Extent, b: Extent): boolean =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
