import type { BankIdStatus } from '#contracts/bankid';
import type { Signature, SignedWriteKind } from '#contracts/signing';
import type { BankIdOrders, StartOrder } from '../bankid/bankid-orders.js';
import type { Database, Queryable } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { canonicalHash } from '../lib/request-fingerprint.js';
import { swedishDateTime } from '../lib/swedish-time.js';
import type { Actor } from '../plugins/actor.js';
import { HttpError, NotFoundError } from '../plugins/http-errors.js';
import { createSignedWriteRepository, type SignedWrite } from './signed-write.repository.js';
import { signedTextFile, signingErrors, type SignedFor } from './signing.texts.js';

/** A signature is carried out within this time of signing, or the member signs again. */
const SIGNED_LIFETIME_MS = 10 * 60 * 1000;
const UNSIGNED_KEPT_MS = 24 * 60 * 60 * 1000;
const FAILED: BankIdStatus = { status: 'failed', messageCode: 'RFA22' };

/** The session's person acting for a member: only they may start, follow or use a signing. */
export type Signer = Pick<Actor, 'personId' | 'stakeholderId' | 'onBehalf'>;

/** A write prepared to be signed: the request, the effect it will have (and for whom), the text shown. */
export interface PreparedWrite {
  readonly requestHash: string;
  readonly effect: { readonly for: SignedFor; readonly write: unknown };
  readonly text: string;
}

/**
 * What BankID signs beside the text (`userNonVisibleData`): the request and the effect it will have, so the
 * signature binds what the write does, not only what was asked.
 */
const signedHash = (requestHash: string, effect: PreparedWrite['effect']): string =>
  canonicalHash({ request: requestHash, effect });

const refused = (code: string, message: string) => new HttpError(409, code, message);

/**
 * Signing writes with BankID (docs/signing.md): a write asked for is kept with its request's hash and the
 * text to sign; a BankID `/sign` order for the session's person signs exactly that text and hash; the
 * evidence is stored when BankID completes; the write then uses the signature once, in its transaction.
 */
export function createSigningService(deps: { db: Database; clock: Clock; bankid: BankIdOrders }) {
  const { db, clock, bankid } = deps;
  const writes = createSignedWriteRepository(db);

  async function own(signer: Signer, id: string): Promise<SignedWrite> {
    const write = await writes.own(id, signer);
    if (write === undefined) throw new NotFoundError(signingErrors.notFound);
    return write;
  }

  return {
    /** Whom a write is for, as its signed text names them. */
    async forWhom(stakeholderId: string): Promise<SignedFor> {
      const signedFor = await writes.signedForOf(stakeholderId);
      if (signedFor === undefined) throw new NotFoundError(signingErrors.notFound);
      return signedFor;
    },

    /** Keeps a prepared write to be signed; its id is what the browser signs by. */
    async prepare(signer: Signer, kind: SignedWriteKind, write: PreparedWrite) {
      const now = clock.now();
      await writes.deleteUnsigned(new Date(now.getTime() - UNSIGNED_KEPT_MS));
      return writes.insert({
        kind,
        personId: signer.personId,
        stakeholderId: signer.stakeholderId,
        onBehalf: signer.onBehalf,
        requestHash: write.requestHash,
        effect: write.effect,
        signedHash: signedHash(write.requestHash, write.effect),
        text: write.text,
        createdAt: now,
      });
    },

    /** Starts (or starts again) the BankID order that signs the write; returns its flow token too. */
    async start(signer: Signer, id: string, input: Omit<StartOrder, 'sign'>) {
      const write = await own(signer, id);
      if (write.signedAt !== null) throw refused('SIGNATURE_SIGNED', signingErrors.alreadySigned);
      // Prepared before the signature bound the effect: the member prepares it again.
      if (write.signedHash === null) throw new NotFoundError(signingErrors.notFound);
      const personalNumber = await writes.personalNumberOf(signer.personId);
      if (personalNumber === undefined) throw new HttpError(403, 'FORBIDDEN', signingErrors.noSigner);
      if (write.flowToken !== null) await bankid.cancel(write.flowToken);
      const order = {
        ...input,
        sign: { userVisibleData: write.text, userNonVisibleData: write.signedHash, personalNumber },
      };
      // Another order of the person's was running (another tab): BankID has just cancelled it, and says
      // so by refusing this one once. The member asked to sign now, so this one is started again at once.
      const started = await bankid.start(order).catch(async (error: unknown) => {
        if (error instanceof HttpError && error.code === 'BANKID_ALREADY_IN_PROGRESS')
          return bankid.start(order);
        throw error;
      });
      await writes.setFlowToken(id, started.flowToken);
      return started;
    },

    /** The signing's BankID status; on completion the evidence is stored, once. */
    async status(signer: Signer, id: string): Promise<BankIdStatus> {
      const write = await own(signer, id);
      if (write.signedAt !== null) return { status: 'complete' };
      if (write.flowToken === null) return FAILED;
      const status = (await bankid.status(write.flowToken, 'sign')) ?? FAILED;
      if (status.status !== 'complete') return status;
      const completion = await bankid.takeCompletion(write.flowToken, 'sign');
      if (completion === undefined) {
        // Another poll took the completion at the same moment and stored it.
        return (await own(signer, id)).signedAt === null ? FAILED : status;
      }
      await writes.recordEvidence(id, {
        signedAt: clock.now(),
        signerName: completion.user.name,
        signature: completion.signature,
        ocspResponse: completion.ocspResponse,
      });
      return status;
    },

    async cancel(signer: Signer, id: string): Promise<void> {
      const write = await own(signer, id);
      if (write.flowToken !== null) await bankid.cancel(write.flowToken);
    },

    /**
     * Uses the signature for the write, in the write's transaction (its row is locked until that ends): it
     * must be this person's, of this kind, signed, fresh, unused, and of exactly this request; then the
     * write's effect, prepared again in this transaction, must be the one signed (`assertSigned`).
     */
    async use(tx: Queryable, signer: Signer, kind: SignedWriteKind, id: string, requestHash: string) {
      const write = await createSignedWriteRepository(tx).own(id, signer, { lock: true });
      if (write?.kind !== kind) throw refused('SIGNATURE_INVALID', signingErrors.notFound);
      if (write.signedAt === null) throw refused('SIGNATURE_INCOMPLETE', signingErrors.incomplete);
      if (write.carriedOutAt !== null) throw refused('SIGNATURE_USED', signingErrors.used);
      if (write.requestHash !== requestHash) throw refused('SIGNATURE_MISMATCH', signingErrors.mismatch);
      if (clock.now().getTime() - write.signedAt.getTime() > SIGNED_LIFETIME_MS)
        throw refused('SIGNATURE_EXPIRED', signingErrors.expired);
      const signature: Signature = {
        signingId: id,
        signedAt: write.signedAt.toISOString(),
        signerName: write.signerName ?? '',
        onBehalf: write.onBehalf,
      };
      return {
        /** The effect the write has now is the one signed; otherwise the state has moved since (409). */
        assertSigned(effect: PreparedWrite['effect']): void {
          if (write.signedHash !== signedHash(requestHash, effect))
            throw refused('SIGNATURE_STALE', signingErrors.stale);
        },
        /** Records what the write made; the signature, for the write's answer. */
        async carriedOut(subjectId: string): Promise<Signature> {
          await createSignedWriteRepository(tx).carriedOut(id, clock.now(), subjectId);
          return signature;
        },
      };
    },

    /** The signatures behind the member's writes of one kind, by what each made (for lists). */
    signatures: (
      stakeholderId: string,
      kind: SignedWriteKind,
      subjectIds: readonly string[],
      tx: Queryable = db,
    ): Promise<Map<string, Signature>> =>
      createSignedWriteRepository(tx).signatures(stakeholderId, kind, subjectIds),

    /** The signed text as a file the member keeps: what BankID showed, and who signed it when. */
    async signedText(stakeholderId: string, id: string) {
      const write = await writes.signedFor(id, stakeholderId);
      if (write === undefined || write.signedAt === null || write.signerName === null)
        throw new NotFoundError(signingErrors.notFound);
      const day = write.signedAt.toISOString().slice(0, 10);
      return {
        fileName: signedTextFile.name(signedTextFile.what[write.kind], day),
        text: [
          write.text,
          '',
          signedTextFile.footer(write.signerName, swedishDateTime(write.signedAt), write.onBehalf),
          '',
        ].join('\n'),
      };
    },
  };
}

export type SigningService = ReturnType<typeof createSigningService>;
