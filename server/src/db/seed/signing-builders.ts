import type { SignedWriteKind } from '#contracts/signing';
import type { Queryable } from '../database.js';

/**
 * A write asked to be signed by `owner`'s person for their member (docs/signing.md); `signedAt` makes it
 * signed, with the simulator's placeholder signature, as evidence lists and downloads show.
 */
export async function insertSignedWrite(
  db: Queryable,
  owner: { personId: string; stakeholderId: string },
  input: { kind?: SignedWriteKind; signedAt?: Date; signerName?: string; subjectId?: string } = {},
): Promise<{ id: string }> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO signed_write (kind, person_id, stakeholder_id, on_behalf, request_hash, effect, signed_hash,
       text, created_at, signed_at, signer_name, signature, ocsp_response, carried_out_at, subject_id)
     VALUES ($1, $2, $3, false, $4, '{}', $4, $5, now(), $6, $7, $8, $9, $6, $10) RETURNING id`,
    [
      input.kind ?? 'withdrawal',
      owner.personId,
      owner.stakeholderId,
      '0'.repeat(64),
      '# Uttag från merkontot\nBelopp: 1 000,00 kr',
      input.signedAt ?? null,
      input.signedAt === undefined ? null : (input.signerName ?? 'Test Testsson'),
      input.signedAt === undefined ? null : 'U0lNVUxBVEVE',
      input.signedAt === undefined ? null : 'U0lNVUxBVEVE',
      input.subjectId ?? null,
    ],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
