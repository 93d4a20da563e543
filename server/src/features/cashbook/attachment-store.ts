import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AttachmentType } from '#contracts/cashbook';
import type { Queryable } from '../../db/database.js';
import { lockStakeholder } from '../../stakeholders/stakeholders.js';

/** Files are written and read a chunk per statement, so that other requests get the database in between. */
export const CHUNK_BYTES = 256 * 1024;

/** A received attachment of one of the member's vouchers, as the download needs it. */
export interface StoredFile {
  readonly id: string;
  readonly fileName: string;
  readonly contentType: AttachmentType;
  readonly sizeBytes: number;
  /** Written before chunks (migration 0021): its bytes are in one column. */
  readonly inOnePiece: boolean;
}

/*
 * Bytes cross as base64 text, decoded and encoded by the database: the embedded database's own bytea
 * conversion runs byte by byte in JavaScript (4.4 s for 10 MB, against 40 ms for base64).
 */

/**
 * Attachments in chunks (migration 0021). The embedded database runs its statements on the event loop and
 * hands back its answers without letting timers or sockets in: each chunk's statement is followed by a
 * turn of the event loop, or a file's chunks would hold every other request as one statement did.
 */
export function createAttachmentStore(db: Queryable) {
  return {
    /** Starts an attachment that receives chunks: nobody sees, counts or downloads it until `received`. */
    async begin(file: {
      voucherId: number;
      contentType: AttachmentType;
      personId: string;
      at: Date;
    }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO cashbook_attachment (voucher_id, file_name, content_type, size_bytes, receiving,
           uploaded_by, uploaded_at)
         VALUES ($1, 'bilaga', $2, 0, true, $3, $4) RETURNING id`,
        [file.voucherId, file.contentType, file.personId, file.at],
      );
      if (row === undefined) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async addChunk(attachmentId: string, position: number, content: Buffer): Promise<void> {
      await db.query(
        `INSERT INTO cashbook_attachment_chunk (attachment_id, position, content)
         VALUES ($1, $2, decode($3, 'base64'))`,
        [attachmentId, position, content.toString('base64')],
      );
      await nextTurn();
    },

    /** The last chunk is in: from now on the attachment is listed, counted and served. */
    async received(attachmentId: string, file: { fileName: string; sizeBytes: number }): Promise<void> {
      await db.query(
        `UPDATE cashbook_attachment SET receiving = false, file_name = $2, size_bytes = $3
         WHERE id = $1 AND receiving`,
        [attachmentId, file.fileName, file.sizeBytes],
      );
    },

    /** An upload that failed, with its chunks. */
    async remove(attachmentId: string): Promise<void> {
      await db.query('DELETE FROM cashbook_attachment WHERE id = $1 AND receiving', [attachmentId]);
    },

    /** Uploads still receiving since before `before`: left by a server that stopped during them. */
    async sweep(before: Date): Promise<void> {
      await db.query('DELETE FROM cashbook_attachment WHERE receiving AND uploaded_at < $1', [before]);
    },

    /** Two uploads finishing at once are counted against the limits one after the other. */
    async lockMember(stakeholderId: string): Promise<void> {
      await lockStakeholder(db, stakeholderId);
    },

    /** How many received attachments a voucher has. */
    async countOnVoucher(voucherId: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM cashbook_attachment WHERE voucher_id = $1 AND NOT receiving',
        [voucherId],
      );
      return row?.count ?? 0;
    },

    /** The bytes of the member's received attachments, on all their vouchers (discarded ones too). */
    async storedBytes(stakeholderId: string): Promise<number> {
      const [row] = await db.query<{ bytes: string }>(
        `SELECT coalesce(sum(a.size_bytes), 0)::text AS bytes
         FROM cashbook_attachment a JOIN cashbook_voucher v ON v.id = a.voucher_id
         WHERE v.stakeholder_id = $1 AND NOT a.receiving`,
        [stakeholderId],
      );
      return Number(row?.bytes ?? 0);
    },

    /** A received attachment, when it belongs to one of the member's vouchers. */
    async file(stakeholderId: string, attachmentId: string): Promise<StoredFile | undefined> {
      const [row] = await db.query<{
        file_name: string;
        content_type: AttachmentType;
        size_bytes: number;
        in_one_piece: boolean;
      }>(
        `SELECT a.file_name, a.content_type, a.size_bytes, a.content IS NOT NULL AS in_one_piece
         FROM cashbook_attachment a JOIN cashbook_voucher v ON v.id = a.voucher_id
         WHERE a.id = $1 AND v.stakeholder_id = $2 AND NOT a.receiving`,
        [attachmentId, stakeholderId],
      );
      return row === undefined
        ? undefined
        : {
            id: attachmentId,
            fileName: row.file_name,
            contentType: row.content_type,
            sizeBytes: row.size_bytes,
            inOnePiece: row.in_one_piece,
          };
    },

    /** The file's bytes in order, a chunk per statement (one kept in one piece is read in slices as big). */
    async *content(file: StoredFile): AsyncGenerator<Buffer> {
      for (let position = 0; position * CHUNK_BYTES < file.sizeBytes; position++) {
        const [row] = file.inOnePiece
          ? await db.query<{ content: string }>(
              `SELECT encode(substring(content FROM $2 FOR $3), 'base64') AS content
               FROM cashbook_attachment WHERE id = $1`,
              [file.id, position * CHUNK_BYTES + 1, CHUNK_BYTES],
            )
          : await db.query<{ content: string }>(
              `SELECT encode(content, 'base64') AS content FROM cashbook_attachment_chunk
               WHERE attachment_id = $1 AND position = $2`,
              [file.id, position],
            );
        if (row === undefined) throw new Error(`attachment ${file.id} lacks chunk ${String(position)}`);
        yield Buffer.from(row.content, 'base64');
        await nextTurn();
      }
    },
  };
}
