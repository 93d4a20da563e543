import type { Signature, SignedWriteKind } from '#contracts/signing';
import type { Queryable } from '../db/database.js';
import type { SignedFor } from './signing.texts.js';

/** A write asked for, and once signed its evidence; `flowToken` and the evidence never leave the server. */
export interface SignedWrite {
  readonly id: string;
  readonly kind: SignedWriteKind;
  readonly personId: string;
  readonly stakeholderId: string;
  readonly onBehalf: boolean;
  readonly requestHash: string;
  /** What BankID signs beside the text: the request and its effect; null on a write prepared before it did. */
  readonly signedHash: string | null;
  readonly text: string;
  readonly createdAt: Date;
  readonly flowToken: string | null;
  readonly signedAt: Date | null;
  readonly signerName: string | null;
  readonly carriedOutAt: Date | null;
}

export interface Evidence {
  readonly signedAt: Date;
  readonly signerName: string;
  readonly signature: string;
  readonly ocspResponse: string;
}

interface Row {
  id: string;
  kind: SignedWriteKind;
  person_id: string;
  stakeholder_id: string;
  on_behalf: boolean;
  request_hash: string;
  signed_hash: string | null;
  text: string;
  created_at: Date;
  flow_token: string | null;
  signed_at: Date | null;
  signer_name: string | null;
  carried_out_at: Date | null;
  [column: string]: unknown;
}

const COLUMNS = `id, kind, person_id, stakeholder_id, on_behalf, request_hash, signed_hash, text, created_at,
  flow_token, signed_at, signer_name, carried_out_at`;

const dateOrNull = (value: Date | null): Date | null => (value === null ? null : new Date(value));

const toSignedWrite = (row: Row): SignedWrite => ({
  id: row.id,
  kind: row.kind,
  personId: row.person_id,
  stakeholderId: row.stakeholder_id,
  onBehalf: row.on_behalf,
  requestHash: row.request_hash,
  signedHash: row.signed_hash,
  text: row.text,
  createdAt: new Date(row.created_at),
  flowToken: row.flow_token,
  signedAt: dateOrNull(row.signed_at),
  signerName: row.signer_name,
  carriedOutAt: dateOrNull(row.carried_out_at),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner of `signed_write` (docs/adr/0017-tables-have-owners.md). */
export function createSignedWriteRepository(db: Queryable) {
  return {
    async insert(
      write: Omit<SignedWrite, 'id' | 'flowToken' | 'signedAt' | 'signerName' | 'carriedOutAt'> & {
        readonly effect: unknown;
      },
    ) {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO signed_write (kind, person_id, stakeholder_id, on_behalf, request_hash, effect, signed_hash,
                                   text, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          write.kind,
          write.personId,
          write.stakeholderId,
          write.onBehalf,
          write.requestHash,
          JSON.stringify(write.effect),
          write.signedHash,
          write.text,
          write.createdAt,
        ],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /** The person's own signing, acting for this member; `lock` holds it until the transaction ends. */
    async own(
      id: string,
      owner: { personId: string; stakeholderId: string },
      options: { lock?: boolean } = {},
    ): Promise<SignedWrite | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.query<Row>(
        `SELECT ${COLUMNS} FROM signed_write WHERE id = $1 AND person_id = $2 AND stakeholder_id = $3
         ${options.lock === true ? 'FOR UPDATE' : ''}`,
        [id, owner.personId, owner.stakeholderId],
      );
      return row && toSignedWrite(row);
    },

    /** A signed write of the member's, whoever signed it: what its lists link to. */
    async signedFor(id: string, stakeholderId: string): Promise<SignedWrite | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.query<Row>(
        `SELECT ${COLUMNS} FROM signed_write
          WHERE id = $1 AND stakeholder_id = $2 AND signed_at IS NOT NULL`,
        [id, stakeholderId],
      );
      return row && toSignedWrite(row);
    },

    async setFlowToken(id: string, flowToken: string | null): Promise<void> {
      await db.query('UPDATE signed_write SET flow_token = $2 WHERE id = $1', [id, flowToken]);
    },

    async recordEvidence(id: string, evidence: Evidence): Promise<void> {
      await db.query(
        `UPDATE signed_write SET signed_at = $2, signer_name = $3, signature = $4, ocsp_response = $5,
           flow_token = NULL
         WHERE id = $1 AND signed_at IS NULL`,
        [id, evidence.signedAt, evidence.signerName, evidence.signature, evidence.ocspResponse],
      );
    },

    async carriedOut(id: string, at: Date, subjectId: string): Promise<void> {
      await db.query('UPDATE signed_write SET carried_out_at = $2, subject_id = $3 WHERE id = $1', [
        id,
        at,
        subjectId,
      ]);
    },

    /** The signatures behind the member's writes of one kind, by what each made. */
    async signatures(
      stakeholderId: string,
      kind: SignedWriteKind,
      subjectIds: readonly string[],
    ): Promise<Map<string, Signature>> {
      if (subjectIds.length === 0) return new Map();
      const rows = await db.query<{
        id: string;
        subject_id: string;
        signed_at: Date;
        signer_name: string;
        on_behalf: boolean;
      }>(
        `SELECT id, subject_id, signed_at, signer_name, on_behalf FROM signed_write
          WHERE stakeholder_id = $1 AND kind = $2 AND subject_id = ANY($3::text[])`,
        [stakeholderId, kind, subjectIds],
      );
      return new Map(
        rows.map((row) => [
          row.subject_id,
          {
            signingId: row.id,
            signedAt: new Date(row.signed_at).toISOString(),
            signerName: row.signer_name,
            onBehalf: row.on_behalf,
          },
        ]),
      );
    },

    /** Whom a write is for: the member's (or customer's) name and number. */
    async signedForOf(stakeholderId: string): Promise<SignedFor | undefined> {
      const [row] = await db.query<{ name: string; relation: string }>(
        'SELECT name, relation FROM stakeholder WHERE id = $1',
        [stakeholderId],
      );
      return row && { name: row.name, number: stakeholderId, isMember: row.relation === 'member' };
    },

    /** Who alone may sign: the session's person, by their personal number (never sent to the browser). */
    async personalNumberOf(personId: string): Promise<string | undefined> {
      const [row] = await db.query<{ personal_number: string }>(
        'SELECT personal_number FROM person WHERE id = $1',
        [personId],
      );
      return row?.personal_number;
    },

    /** Signings never signed are of no use after a day; signed ones are evidence and stay. */
    async deleteUnsigned(before: Date): Promise<void> {
      await db.query('DELETE FROM signed_write WHERE signed_at IS NULL AND created_at < $1', [before]);
    },
  };
}
