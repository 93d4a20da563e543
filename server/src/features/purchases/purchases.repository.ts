import type { OrderStatus, OrderSummary } from '#contracts/checkout';
import { amountToPay } from '#contracts/order-steps';
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
  net_ore: string;
  vat_ore: string;
  total_ore: string;
  final: { netOre: number; vatOre: number; totalOre: number } | null;
  placed_by_name: string;
  placed_on_behalf: boolean;
};

export interface SummaryFilter {
  /** Only orders still under way, or waiting for the member's answer to a higher final price. */
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
        `SELECT o.number, o.placed_at, o.status, o.net_ore::text AS net_ore, o.vat_ore::text AS vat_ore,
                o.total_ore::text AS total_ore, o.placed_by_name, f.final,
                o.placed_on_behalf, ${SIGNATURE_COLUMNS},
                (SELECT string_agg(t.service_title, ', ' ORDER BY t.first_position)
                   FROM (SELECT service_title, min(position) AS first_position FROM service_order_line
                          WHERE order_id = o.id GROUP BY service_title) t) AS services
           FROM service_order o ${signatureJoin('order', 'o.stakeholder_id', 'o.number')}
                LEFT JOIN LATERAL (
                  SELECT json_build_object('netOre', s.final_net_ore, 'vatOre', s.final_vat_ore,
                                           'totalOre', s.final_total_ore) AS final
                    FROM service_order_step s WHERE s.order_id = o.id AND s.step = 'done') f ON true
          WHERE o.stakeholder_id = $1
            -- Open: under way, or done at a price above the estimate that waits for the member's answer.
            AND (NOT $2::boolean OR o.status IN ('received', 'confirmed', 'scheduled')
                 OR (o.status = 'done' AND (f.final ->> 'totalOre')::bigint > o.total_ore))
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
        totalOre: amountToPay({
          status: row.status,
          netOre: oreFromBigint(row.net_ore),
          vatOre: oreFromBigint(row.vat_ore),
          totalOre: oreFromBigint(row.total_ore),
          steps:
            row.final === null
              ? []
              : [{ step: 'done', final: { ...row.final, lines: [], priceReason: null } }],
        }).totalOre,
        placedBy: { name: row.placed_by_name, onBehalf: row.placed_on_behalf },
        signature: signatureOf(row),
      }));
    },
  };
}
