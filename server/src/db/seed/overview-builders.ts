import type { ActivityKind } from '#contracts/overview';
import type { Queryable } from '../database.js';

export interface ActivityRow {
  readonly id: string;
  readonly kind: ActivityKind;
  readonly title: string;
  readonly text: string;
  readonly link: string | null;
  readonly occurredAt: Date;
  /** The estate the item is about, if any. */
  readonly estateId: string | null;
}

let sequence = 0;

/** An item of `stakeholder`'s activity feed; each default item happened a minute after the one before. */
export async function insertActivity(
  db: Queryable,
  stakeholder: { id: string },
  overrides: Partial<Omit<ActivityRow, 'id'>> = {},
): Promise<ActivityRow> {
  const n = ++sequence;
  const activity = {
    kind: overrides.kind ?? 'payment',
    title: overrides.title ?? `Händelse ${String(n)}`,
    text: overrides.text ?? 'Något hände i din skogsverksamhet.',
    link: overrides.link === undefined ? '/minasidor/ekonomi/transaktioner' : overrides.link,
    occurredAt: overrides.occurredAt ?? new Date(Date.UTC(2026, 9, 1, 8, n)),
    estateId: overrides.estateId ?? null,
  };
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO activity (stakeholder_id, kind, title, text, link, occurred_at, estate_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      stakeholder.id,
      activity.kind,
      activity.title,
      activity.text,
      activity.link,
      activity.occurredAt,
      activity.estateId,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return { id: row.id, ...activity };
}
