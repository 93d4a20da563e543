import {
  endDayProblem,
  type CreateRightRequest,
  type GivenMandate,
  type HeldMandate,
  type MandateEstate,
} from '#contracts/mandates';
import { normalisePersonalNumber } from '#contracts/personal-number';
import type { Database, Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import { ConflictError, HttpError, NotFoundError } from '../../plugins/http-errors.js';
import { createMandatesRepository, mandateStatus, type MandateRecord } from './mandates.repository.js';
import { mandateNotices, type MandateNoticeMessage } from './mandates.texts.js';

/** The notifier (notifications/notify.ts), passed in by app.ts: tells a member, in the same transaction. */
export type MandateNotify = (
  tx: Queryable,
  stakeholderId: string,
  message: MandateNoticeMessage,
) => Promise<unknown>;

export const UNKNOWN_PERSON =
  'Vi hittar ingen person med det personnumret. Den du vill ge fullmakt behöver ha loggat in här en gång med BankID.';
export const NOT_TO_ONESELF = 'Du kan inte ge en fullmakt till dig själv.';
export const ALREADY_HOLDS =
  'Personen har redan en giltig fullmakt från dig. Ta bort den först om du vill ändra den.';
export const PAST_END_DATE = 'Slutdatumet har redan passerat. Välj dagens datum eller ett senare.';
export const UNKNOWN_ESTATE = 'Vi hittar inte den fastigheten bland dina. Välj bland dina egna fastigheter.';
export const UNKNOWN_MANDATE = 'Vi hittar inte den fullmakten.';

/** What a new mandate gives, as prepared, signed and then stored (docs/signing.md). */
export interface MandateEffect {
  readonly grantor: { readonly id: string; readonly name: string };
  /** The person who will hold it; their birth date names them in the signed text, never the whole number. */
  readonly holder: { readonly id: string; readonly name: string; readonly birthDate: string };
  readonly estates: readonly MandateEstate[] | 'all';
  readonly readOnly: true;
  readonly validUntil: string | null;
}

/** The calendar date in Sweden (YYYY-MM-DD): a mandate is valid through its last day there. */
const swedishToday = (clock: Clock): string => swedishDay(clock.now());

const scopeOf = (mandate: MandateRecord, today: string) => ({
  stakeholderRightId: mandate.id,
  allEstates: mandate.allEstates,
  estates: mandate.estates,
  readOnly: mandate.readOnly,
  validUntil: mandate.validUntil,
  givenAt: mandate.givenAt.toISOString(),
  status: mandateStatus(mandate, today),
});

const given = (mandate: MandateRecord, today: string): GivenMandate => ({
  ...scopeOf(mandate, today),
  holderName: mandate.holderName,
  signature: mandate.signature,
});

const held = (mandate: MandateRecord, today: string): HeldMandate => ({
  ...scopeOf(mandate, today),
  grantorName: mandate.grantorName,
  grantorStakeholderId: mandate.grantorStakeholderId,
});

/** Giving, listing and revoking mandates (fullmakter): the rules; the SQL is in the repository. */
export function createMandatesService({
  db,
  clock,
  notify,
}: {
  db: Database;
  clock: Clock;
  notify: MandateNotify;
}) {
  const repository = createMandatesRepository(db);

  /** The person a personal number names, if the association knows them; the number is checked first. */
  async function holderOf(personalNumber: string) {
    const normalised = normalisePersonalNumber(personalNumber, clock.now());
    if (normalised === undefined) throw new HttpError(400, 'VALIDATION_ERROR', 'Kontrollera personnumret.');
    const person = await repository.findPerson(normalised);
    if (person === undefined) throw new NotFoundError(UNKNOWN_PERSON);
    return { ...person, birthDate: normalised.slice(0, 8) };
  }

  /** Neither the member nor whoever gives it on the member's behalf (staff) may become the holder. */
  async function assertNotOneself(actor: Actor, holderPersonId: string) {
    const grantor = await repository.findStakeholder(actor.stakeholderId);
    if (grantor === undefined) throw new NotFoundError();
    if (holderPersonId === actor.personId || holderPersonId === grantor.personId) {
      throw new HttpError(400, 'VALIDATION_ERROR', NOT_TO_ONESELF);
    }
    return grantor;
  }

  return {
    /**
     * The member's mandates. A representative sees only the one they hold: whom else the member lets in,
     * and for which estates, is the member's to know.
     */
    async given(actor: Actor): Promise<GivenMandate[]> {
      const today = swedishToday(clock);
      return (await repository.givenBy(actor.stakeholderId))
        .filter((mandate) => !actor.isRepresentative || mandate.holderPersonId === actor.personId)
        .map((mandate) => given(mandate, today));
    },

    async held(personId: string): Promise<HeldMandate[]> {
      const today = swedishToday(clock);
      return (await repository.heldBy(personId)).map((mandate) => held(mandate, today));
    },

    estates: (stakeholderId: string) => repository.allEstates(stakeholderId),

    /** `Ir/GetStakeholderByPoNo`: only the name, for the member to confirm whom they give the mandate. */
    async lookUpHolder(actor: Actor, personalNumber: string): Promise<{ name: string }> {
      const person = await holderOf(personalNumber);
      await assertNotOneself(actor, person.id);
      return { name: person.name };
    },

    /**
     * Checks a new mandate and resolves what it gives: to which person, over which of the member's
     * estates, until when. Writes nothing.
     */
    async prepare(actor: Actor, request: CreateRightRequest): Promise<MandateEffect> {
      const today = swedishToday(clock);
      if (request.validUntil !== undefined && endDayProblem(request.validUntil, today) === 'past') {
        throw new HttpError(400, 'VALIDATION_ERROR', PAST_END_DATE);
      }
      return db.transaction(async () => {
        const holder = await holderOf(request.personalNumber);
        const grantor = await assertNotOneself(actor, holder.id);
        const wanted = [...new Set(request.estateIds ?? [])];
        const estates =
          request.estateIds === undefined ? 'all' : await repository.ownEstates(grantor.id, wanted);
        if (estates !== 'all' && estates.length !== wanted.length) throw new NotFoundError(UNKNOWN_ESTATE);
        if (await repository.hasUsableMandate(grantor.id, holder.id, today)) {
          throw new ConflictError(ALREADY_HOLDS);
        }
        return {
          grantor: { id: grantor.id, name: grantor.name },
          holder,
          estates,
          readOnly: true,
          validUntil: request.validUntil ?? null,
        };
      });
    },

    /** Gives a prepared mandate and tells both ends, in the caller's transaction (the signature's). */
    async commit(actor: Actor, effect: MandateEffect): Promise<GivenMandate> {
      return db.transaction(async () => {
        const { grantor, holder, estates } = effect;
        const id = await repository.insert({
          grantor,
          holder,
          estates,
          validUntil: effect.validUntil,
          givenBy: actor.personId,
          givenAt: clock.now(),
        });
        const created = await repository.findVisibleTo(id, actor);
        if (created === undefined) throw new Error('the mandate just stored was not found');
        const notice = {
          grantorName: grantor.name,
          holderName: holder.name,
          estateDesignations: estates === 'all' ? [] : estates.map((estate) => estate.designation),
          validUntil: created.validUntil,
        };
        await notify(db, grantor.id, mandateNotices.toGrantor(notice));
        // The holder hears of it where they act for themselves; staff without a membership get no notice.
        const holderStakeholderId = await repository.ownStakeholderOf(holder.id);
        if (holderStakeholderId !== undefined) {
          await notify(db, holderStakeholderId, mandateNotices.toHolder(notice));
        }
        return given(created, swedishToday(clock));
      });
    },

    /** Revokes a mandate the member gave; it stops working at once, also in sessions already running. */
    async remove(actor: Actor, stakeholderRightId: string): Promise<void> {
      const revoked = await db.transaction(() =>
        repository.revoke(stakeholderRightId, actor.stakeholderId, actor.personId, clock.now()),
      );
      if (!revoked) throw new NotFoundError(UNKNOWN_MANDATE);
    },

    /** The signed document, for the member who gave the mandate and the person who holds it. */
    async document(actor: Actor, stakeholderRightId: string) {
      const mandate = await repository.findVisibleTo(stakeholderRightId, actor);
      if (mandate === undefined) throw new NotFoundError(UNKNOWN_MANDATE);
      const document = await repository.document(stakeholderRightId);
      if (document === undefined) throw new NotFoundError(UNKNOWN_MANDATE);
      return document;
    },
  };
}

export type MandatesService = ReturnType<typeof createMandatesService>;
