import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_BYTES_PER_MEMBER,
  MAX_ATTACHMENTS_PER_VOUCHER,
  type Attachment,
  type AttachmentType,
} from '#contracts/cashbook';
import type { Database, Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { HttpError } from '../../plugins/http-errors.js';
import type { Actor } from '../../plugins/actor.js';
import { attachmentName } from '../../lib/file-names.js';
import { sniffContentType } from '../../lib/file-type.js';
import { CHUNK_BYTES, createAttachmentStore, type StoredFile } from './attachment-store.js';
import { fileRefused, inChunks, missing, tooLarge, wrongType, type Upload } from './attachment-upload.js';
import { createCashbookRepository } from './cashbook.repository.js';
import { changeableVoucher } from './cashbook.service.js';
import { cashbookErrors } from './cashbook.texts.js';

/** An upload still receiving after this long was left by a server that stopped during it. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

const voucherFull = () => fileRefused('ATTACHMENT_LIMIT', cashbookErrors.voucherFull);
const storageFull = () => fileRefused('ATTACHMENT_STORAGE_FULL', cashbookErrors.storageFull);

/**
 * Receipts behind vouchers (underlag): a PDF, JPEG or PNG by its content, of at most 10 MB, at most
 * MAX_ATTACHMENTS_PER_VOUCHER on a voucher and MAX_ATTACHMENT_BYTES_PER_MEMBER in a member's book. A file
 * is stored chunk by chunk as it arrives, and counts only once the last chunk is in.
 */
export function createAttachmentsService({ db, clock }: { db: Database; clock: Clock }) {
  const today = (): string => swedishDay(clock.now());

  /** A voucher that takes attachments: the member's, in an open year, not discarded. */
  async function openVoucher(tx: Queryable, actor: Actor, id: number, lock: boolean) {
    const voucher = await changeableVoucher(createCashbookRepository(tx), actor.stakeholderId, id, today(), {
      lock,
    });
    if (voucher.discardedAt !== null) throw new HttpError(422, 'DISCARDED', cashbookErrors.discarded);
    return voucher;
  }

  /** The bytes the member may still store on the voucher; a rule error when there is no room at all. */
  async function roomOn(tx: Queryable, actor: Actor, voucherId: number): Promise<number> {
    const store = createAttachmentStore(tx);
    if ((await store.countOnVoucher(voucherId)) >= MAX_ATTACHMENTS_PER_VOUCHER) throw voucherFull();
    const room = MAX_ATTACHMENT_BYTES_PER_MEMBER - (await store.storedBytes(actor.stakeholderId));
    if (room <= 0) throw storageFull();
    return room;
  }

  /** Writes the file's chunks as they arrive: the attachment's id, its type and size. */
  async function receive(actor: Actor, voucherId: number, upload: Upload, room: number) {
    const store = createAttachmentStore(db);
    let received: { id: string; contentType: AttachmentType } | undefined;
    let sizeBytes = 0;
    let position = 0;
    try {
      for await (const chunk of inChunks(upload.pieces, CHUNK_BYTES)) {
        sizeBytes += chunk.length;
        if (sizeBytes > MAX_ATTACHMENT_BYTES) throw tooLarge();
        if (sizeBytes > room) throw storageFull();
        if (received === undefined) {
          const contentType = sniffContentType(chunk);
          if (contentType === undefined) throw wrongType();
          const at = clock.now();
          received = {
            id: await store.begin({ voucherId, contentType, personId: actor.personId, at }),
            contentType,
          };
        }
        await store.addChunk(received.id, position++, chunk);
      }
      if (received === undefined) throw missing();
      return { ...received, sizeBytes };
    } catch (error) {
      if (received !== undefined) await removeQuietly(received.id);
      throw error;
    }
  }

  /** A failed upload's chunks go; should that fail too, the next upload's sweep takes them. */
  async function removeQuietly(attachmentId: string): Promise<void> {
    await createAttachmentStore(db)
      .remove(attachmentId)
      .catch(() => undefined);
  }

  return {
    /**
     * Attaches the uploaded file to the member's voucher. What can be refused before the body is read is;
     * the limits are counted again, with the member held, once the file is in, so that two uploads at once
     * cannot both pass them. A refused or failed upload leaves nothing behind.
     */
    async attach(actor: Actor, voucherId: number, upload: Upload): Promise<Attachment> {
      const voucher = await openVoucher(db, actor, voucherId, false);
      const room = await roomOn(db, actor, voucher.id);
      await createAttachmentStore(db).sweep(new Date(clock.now().getTime() - ABANDONED_AFTER_MS));
      const file = await receive(actor, voucher.id, upload, room);
      try {
        const given = upload.fileName();
        if (given === undefined) throw missing();
        const fileName = attachmentName(given, file.contentType);
        return await db.transaction(async (tx) => {
          const store = createAttachmentStore(tx);
          await store.lockMember(actor.stakeholderId);
          await openVoucher(tx, actor, voucher.id, true);
          if ((await roomOn(tx, actor, voucher.id)) < file.sizeBytes) throw storageFull();
          await store.received(file.id, { fileName, sizeBytes: file.sizeBytes });
          return { id: file.id, fileName, contentType: file.contentType, sizeBytes: file.sizeBytes };
        });
      } catch (error) {
        await removeQuietly(file.id);
        throw error;
      }
    },

    /** A received attachment of one of the member's vouchers, and its bytes in order. */
    async download(
      stakeholderId: string,
      attachmentId: string,
    ): Promise<{ file: StoredFile; content: AsyncGenerator<Buffer> } | undefined> {
      const store = createAttachmentStore(db);
      const file = await store.file(stakeholderId, attachmentId);
      return file === undefined ? undefined : { file, content: store.content(file) };
    },
  };
}
