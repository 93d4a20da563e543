import * as z from 'zod/mini';
import { AreaGeometrySchema, PolygonSchema } from './geometry.js';

/**
 * `GET /api/staff/orders/{number}/areas`: where on the estate each line of an order is, for the errand's
 * small map: the estate's stands (the ordered ones marked) and the area the member drew, if any. Geometry
 * is GeoJSON in SWEREF 99 TM.
 */
export const OrderAreaStandSchema = z.object({
  number: z.number(),
  geometry: AreaGeometrySchema,
  /** Whether this line orders work on the stand. */
  ordered: z.boolean(),
});

export const OrderLineAreaSchema = z.object({
  /** The line's place in the order, from 1, as in `order.lines`. */
  position: z.number(),
  estateDesignation: z.string(),
  stands: z.array(OrderAreaStandSchema),
  /** The area the member drew on the map; null for a line of stands. */
  drawn: z.nullable(PolygonSchema),
});
export type OrderLineArea = z.infer<typeof OrderLineAreaSchema>;

export const StaffOrderAreasSchema = z.object({ lines: z.array(OrderLineAreaSchema) });
export type StaffOrderAreas = z.infer<typeof StaffOrderAreasSchema>;
