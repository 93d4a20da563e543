import type { BankIdDevice, BankIdFlow } from '#contracts/bankid';
import type { RfaCode } from '#contracts/bankid-messages';
import type { Queryable } from '../db/database.js';
import type { SignRequest } from './bankid-orders.js';

/** A BankID order as the portal keeps it; the secrets in it never leave the server. */
export interface BankIdOrder {
  readonly orderRef: string;
  readonly flow: BankIdFlow;
  readonly device: BankIdDevice;
  readonly qrStartToken: string;
  readonly qrStartSecret: string;
  readonly autoStartToken: string;
  readonly returnNonce: string;
  readonly endUserIp: string;
  readonly loginStartedAt: Date;
  readonly orderStartedAt: Date;
  readonly restarts: number;
  readonly lastCollectAt: Date | null;
  readonly collectErrors: number;
  readonly status: 'pending' | 'failed' | 'complete';
  readonly hintCode: string | null;
  readonly messageCode: RfaCode | null;
  readonly completion: unknown;
  readonly completedAt: Date | null;
  readonly consumedAt: Date | null;
  /** A `/sign` order's request (kept for its restarts); null for a login. */
  readonly sign: SignRequest | null;
}

export type NewOrder = Pick<
  BankIdOrder,
  | 'orderRef'
  | 'flow'
  | 'device'
  | 'qrStartToken'
  | 'qrStartSecret'
  | 'autoStartToken'
  | 'returnNonce'
  | 'endUserIp'
  | 'loginStartedAt'
  | 'orderStartedAt'
  | 'hintCode'
  | 'messageCode'
  | 'sign'
>;

/** What a collect or a restart changes. */
export type OrderUpdate = Partial<
  Pick<
    BankIdOrder,
    | 'orderRef'
    | 'qrStartToken'
    | 'qrStartSecret'
    | 'autoStartToken'
    | 'orderStartedAt'
    | 'restarts'
    | 'lastCollectAt'
    | 'collectErrors'
    | 'status'
    | 'hintCode'
    | 'messageCode'
    | 'completion'
    | 'completedAt'
  >
>;

const COLUMNS: Record<keyof OrderUpdate, string> = {
  orderRef: 'order_ref',
  qrStartToken: 'qr_start_token',
  qrStartSecret: 'qr_start_secret',
  autoStartToken: 'auto_start_token',
  orderStartedAt: 'order_started_at',
  restarts: 'restarts',
  lastCollectAt: 'last_collect_at',
  collectErrors: 'collect_errors',
  status: 'status',
  hintCode: 'hint_code',
  messageCode: 'message_code',
  completion: 'completion',
  completedAt: 'completed_at',
};

interface OrderRow {
  order_ref: string;
  flow: BankIdFlow;
  device: BankIdDevice;
  qr_start_token: string;
  qr_start_secret: string;
  auto_start_token: string;
  return_nonce: string;
  end_user_ip: string;
  login_started_at: Date;
  order_started_at: Date;
  restarts: number;
  last_collect_at: Date | null;
  collect_errors: number;
  status: BankIdOrder['status'];
  hint_code: string | null;
  message_code: RfaCode | null;
  completion: unknown;
  completed_at: Date | null;
  consumed_at: Date | null;
  sign: SignRequest | null;
  [column: string]: unknown;
}

const dateOrNull = (value: Date | null): Date | null => (value === null ? null : new Date(value));

const toOrder = (row: OrderRow): BankIdOrder => ({
  orderRef: row.order_ref,
  flow: row.flow,
  device: row.device,
  qrStartToken: row.qr_start_token,
  qrStartSecret: row.qr_start_secret,
  autoStartToken: row.auto_start_token,
  returnNonce: row.return_nonce,
  endUserIp: row.end_user_ip,
  loginStartedAt: new Date(row.login_started_at),
  orderStartedAt: new Date(row.order_started_at),
  restarts: row.restarts,
  lastCollectAt: dateOrNull(row.last_collect_at),
  collectErrors: row.collect_errors,
  status: row.status,
  hintCode: row.hint_code,
  messageCode: row.message_code,
  completion: row.completion,
  completedAt: dateOrNull(row.completed_at),
  consumedAt: dateOrNull(row.consumed_at),
  sign: row.sign,
});

/** Orders by the hash of the browser's flow token; `lock` serialises the polls of one order. */
export function createBankIdOrderRepository(db: Queryable) {
  return {
    async insert(flowHash: Buffer, order: NewOrder): Promise<BankIdOrder> {
      const [row] = await db.query<OrderRow>(
        `INSERT INTO bankid_order (flow_hash, order_ref, flow, device, qr_start_token, qr_start_secret,
           auto_start_token, return_nonce, end_user_ip, login_started_at, order_started_at, hint_code,
           message_code, sign)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         RETURNING *`,
        [
          flowHash,
          order.orderRef,
          order.flow,
          order.device,
          order.qrStartToken,
          order.qrStartSecret,
          order.autoStartToken,
          order.returnNonce,
          order.endUserIp,
          order.loginStartedAt,
          order.orderStartedAt,
          order.hintCode,
          order.messageCode,
          order.sign === null ? null : JSON.stringify(order.sign),
        ],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return toOrder(row);
    },

    async find(flowHash: Buffer, options: { lock?: boolean } = {}): Promise<BankIdOrder | undefined> {
      const [row] = await db.query<OrderRow>(
        `SELECT * FROM bankid_order WHERE flow_hash = $1${options.lock === true ? ' FOR UPDATE' : ''}`,
        [flowHash],
      );
      return row && toOrder(row);
    },

    async update(flowHash: Buffer, changes: OrderUpdate): Promise<void> {
      const entries = Object.entries(changes) as [keyof OrderUpdate, unknown][];
      if (entries.length === 0) return;
      const assignments = entries.map(([key], i) => `${COLUMNS[key]} = $${String(i + 2)}`);
      await db.query(`UPDATE bankid_order SET ${assignments.join(', ')} WHERE flow_hash = $1`, [
        flowHash,
        ...entries.map(([key, value]) => (key === 'completion' ? JSON.stringify(value) : value)),
      ]);
    },

    /** Marks a completed order as used for a login; true only the first time. */
    async consume(flowHash: Buffer, now: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bankid_order SET consumed_at = $2
         WHERE flow_hash = $1 AND status = 'complete' AND consumed_at IS NULL RETURNING 1`,
        [flowHash, now],
      );
      return rows.length === 1;
    },

    async delete(flowHash: Buffer): Promise<void> {
      await db.query('DELETE FROM bankid_order WHERE flow_hash = $1', [flowHash]);
    },

    /** Unfinished and failed orders are of no use after a day; completed ones stay for audit. */
    async deleteAbandoned(before: Date): Promise<void> {
      await db.query(`DELETE FROM bankid_order WHERE status <> 'complete' AND login_started_at < $1`, [
        before,
      ]);
    },
  };
}

export type BankIdOrderRepository = ReturnType<typeof createBankIdOrderRepository>;
