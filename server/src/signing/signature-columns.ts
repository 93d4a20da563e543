import type { Signature, SignedWriteKind } from '#contracts/signing';

/**
 * The signature behind each row of a list, in the list's own query (docs/adr/0017-tables-have-owners.md:
 * a report reads an owner's table read-only, one round trip): add `signatureJoin(…)` after the FROM and
 * `SIGNATURE_COLUMNS` to the SELECT, and read the row with `signatureOf`.
 */
export const signatureJoin = (kind: SignedWriteKind, stakeholderColumn: string, subjectColumn: string) =>
  `LEFT JOIN signed_write sw ON sw.stakeholder_id = ${stakeholderColumn} AND sw.kind = '${kind}'
     AND sw.subject_id = (${subjectColumn})::text`;

export const SIGNATURE_COLUMNS = `sw.id AS signature_id, sw.signed_at AS signature_signed_at,
  sw.signer_name AS signature_signer_name, sw.on_behalf AS signature_on_behalf`;

// A type, not an interface: row types built on it stay assignable to the driver's row records.
export type SignatureRow = {
  signature_id: string | null;
  signature_signed_at: Date | null;
  signature_signer_name: string | null;
  signature_on_behalf: boolean | null;
};

export const signatureOf = (row: SignatureRow): Signature | null =>
  row.signature_id === null || row.signature_signed_at === null || row.signature_signer_name === null
    ? null
    : {
        signingId: row.signature_id,
        signedAt: new Date(row.signature_signed_at).toISOString(),
        signerName: row.signature_signer_name,
        onBehalf: row.signature_on_behalf === true,
      };
