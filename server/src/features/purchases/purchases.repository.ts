import type { OrderStatus, OrderSummary } from '#contracts/checkout';
import type { Queryable } from '../../db/database.js';
import { oreFromBigint } from '../../lib/ore.js';
import {
  SIGNATURE_COLUMNS,
  signatureJoin,
  signatureOf,
  type SignatureRow,
} from '../../signing/signature-columns.js';

type SummaryRow = SignatureRow & {
  number: string;
  placed_at: Date | string;
  status: OrderStatus;
  services: string | null;
  total_ore: string;
  placed_by_name: string;
  placed_on_behalf: boolean;
};

export interface SummaryFilter {
  /** Only orders still under way: not done, not cancelled. */
  readonly openOnly: boolean;
  /** A representative's mandate: only orders all of whose lines lie on these estates; undefined: all. */
  readonly onEstates?: readonly string[];
}

/**
 * The stakeholder's orders in brief, newest first: Mina köp lists them all, the overview the open ones
 * (app.ts hands `summaries` to the overview feature).
 */
export function createPurchasesRepository(db: Queryable) {
  return {
    async summaries(stakeholderId: string, filter: SummaryFilter): Promise<OrderSummary[]> {
      const rows = await db.query<SummaryRow>(
        `SELECT o.number, o.placed_at, o.status, o.total_ore::text AS total_ore, o.placed_by_name,
                o.placed_on_behalf, ${SIGNATURE_COLUMNS},
                (SELECT string_agg(t.service_title, ', ' ORDER BY t.first_position)
                   FROM (SELECT service_title, min(position) AS first_position FROM service_order_line
                          WHERE order_id = o.id GROUP BY service_title) t) AS services
           FROM service_order o ${signatureJoin('order', 'o.stakeholder_id', 'o.number')}
          WHERE o.stakeholder_id = $1
            AND (NOT $2::boolean OR o.status NOT IN ('done', 'cancelled'))
            AND ($3::uuid[] IS NULL OR NOT EXISTS (
                  SELECT 1 FROM service_order_line l WHERE l.order_id = o.id AND l.estate_id <> ALL($3::uuid[])))
          ORDER BY o.placed_at DESC, o.number DESC`,
        [stakeholderId, filter.openOnly, filter.onEstates ?? null],
      );
      return rows.map((row) => ({
        number: row.number,
        placedAt: new Date(row.placed_at).toISOString(),
        status: row.status,
        services: row.services ?? '',
        totalOre: oreFromBigint(row.total_ore),
        placedBy: { name: row.placed_by_name, onBehalf: row.placed_on_behalf },
        signature: signatureOf(row),
      }));
    },
  };
}
