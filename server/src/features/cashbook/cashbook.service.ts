import {
  CHART,
  isResultAccount,
  isYearLocked,
  openYears,
  type CashbookSummary,
  type Verificate,
  type VoucherInput,
} from '#contracts/cashbook';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/actor.js';
import { HttpError, NotFoundError } from '../../plugins/http-errors.js';
import {
  createCashbookRepository,
  type CashbookRepository,
  type StoredVoucher,
} from './cashbook.repository.js';
import { cashbookErrors, SIE_PROGRAM_VERSION } from './cashbook.texts.js';
import { encodeCp437, sieText } from './sie.js';

/**
 * A voucher that may still change: the member's (404 otherwise), in a year that is not locked. `lock` holds
 * it for the rest of the transaction.
 */
export async function changeableVoucher(
  repository: CashbookRepository,
  stakeholderId: string,
  id: number,
  today: string,
  { lock }: { lock: boolean },
): Promise<StoredVoucher> {
  const voucher = await repository.find(stakeholderId, id, lock);
  if (voucher === undefined) throw new NotFoundError(cashbookErrors.notFound);
  if (isYearLocked(voucher.year, today))
    throw new HttpError(422, 'YEAR_LOCKED', cashbookErrors.locked(voucher.year));
  return voucher;
}

export function createCashbookService({
  db,
  clock,
  productName,
}: {
  db: Database;
  clock: Clock;
  productName: string;
}) {
  const cashbook = createCashbookRepository(db);
  const today = (): string => swedishDay(clock.now());

  const toVerificate = (voucher: StoredVoucher): Verificate => ({
    id: voucher.id,
    series: 'A',
    number: voucher.number,
    year: voucher.year,
    date: voucher.date,
    text: voucher.text,
    rows: voucher.rows,
    discarded: voucher.discardedAt !== null,
    discardedAt: voucher.discardedAt?.toISOString() ?? null,
    changedAt: voucher.changedAt?.toISOString() ?? null,
    recordedByStaff: voucher.recordedByStaff,
    locked: isYearLocked(voucher.year, today()),
    attachments: voucher.attachments,
  });

  /** The date must be a day up to today in an open year (and, for a change, in the voucher's own year). */
  const checkDate = (date: string, ownYear?: number): void => {
    const year = Number(date.slice(0, 4));
    const fail = (message: string): never => {
      throw new HttpError(422, 'DATE_NOT_OPEN', cashbookErrors.rulesBroken, { date: [message] });
    };
    if (ownYear !== undefined && year !== ownYear) fail(cashbookErrors.otherYear(ownYear));
    if (date > today()) fail(cashbookErrors.futureDate);
    if (!openYears(today()).includes(year)) fail(cashbookErrors.closedYear(openYears(today())));
  };

  const changeable = (repository: CashbookRepository, actor: Actor, id: number) =>
    changeableVoucher(repository, actor.stakeholderId, id, today(), { lock: true });

  return {
    async list(stakeholderId: string, year: number): Promise<Verificate[]> {
      return (await cashbook.list(stakeholderId, year)).map(toVerificate);
    },

    /** Books a voucher with the next number of its year; the database transaction is the caller's. */
    async create(actor: Actor, input: VoucherInput): Promise<number> {
      checkDate(input.date);
      const year = Number(input.date.slice(0, 4));
      const number = await cashbook.nextNumber(actor.stakeholderId, year);
      const id = await cashbook.insert({
        stakeholderId: actor.stakeholderId,
        year,
        number,
        date: input.date,
        text: input.text,
        personId: actor.personId,
        onBehalf: actor.onBehalf,
        at: clock.now(),
      });
      await cashbook.replaceRows(id, input.rows);
      return id;
    },

    /** Changes a voucher in an open year, keeping its number; what it was is kept with who changed it. */
    async edit(actor: Actor, id: number, input: VoucherInput): Promise<Verificate> {
      return db.transaction(async (tx) => {
        const repository = createCashbookRepository(tx);
        const voucher = await changeable(repository, actor, id);
        if (voucher.discardedAt !== null) throw new HttpError(422, 'DISCARDED', cashbookErrors.discarded);
        checkDate(input.date, voucher.year);
        await repository.update(voucher, {
          ...input,
          personId: actor.personId,
          onBehalf: actor.onBehalf,
          at: clock.now(),
        });
        await repository.replaceRows(voucher.id, input.rows);
        const changed = await repository.find(actor.stakeholderId, id);
        if (changed === undefined) throw new Error(`voucher ${String(id)} vanished while changed`);
        return toVerificate(changed);
      });
    },

    /** Makulerar: the voucher keeps its number and rows but counts no more. Twice is the same as once. */
    async discard(actor: Actor, id: number): Promise<Verificate> {
      return db.transaction(async (tx) => {
        const repository = createCashbookRepository(tx);
        const voucher = await changeable(repository, actor, id);
        if (voucher.discardedAt === null) await repository.discard(voucher.id, actor.personId, clock.now());
        const discarded = await repository.find(actor.stakeholderId, id);
        if (discarded === undefined) throw new Error(`voucher ${String(id)} vanished while discarded`);
        return toVerificate(discarded);
      });
    },

    /** The years to choose between: those with vouchers and the open ones, newest first. */
    async years(stakeholderId: string): Promise<{ year: number; locked: boolean }[]> {
      const years = new Set([...(await cashbook.years(stakeholderId)), ...openYears(today())]);
      return [...years].sort((a, b) => b - a).map((year) => ({ year, locked: isYearLocked(year, today()) }));
    },

    /**
     * Per account: the opening balance (balance accounts carry over from earlier years; earlier results go to
     * 2010 Eget kapital, as a year-end closing would), the year's debit and credit, and the closing balance.
     */
    async summary(stakeholderId: string, year: number): Promise<Omit<CashbookSummary, 'years'>> {
      const opening = await openingBalances(stakeholderId, year);
      const sums = new Map((await cashbook.sums(stakeholderId, year, year)).map((sum) => [sum.account, sum]));
      const accounts = CHART.flatMap((account) => {
        const openingOre = opening.get(account.number) ?? 0;
        const { debitOre = 0, creditOre = 0 } = sums.get(account.number) ?? {};
        if (openingOre === 0 && debitOre === 0 && creditOre === 0) return [];
        const { number, name, group } = account;
        return [
          {
            number,
            name,
            group,
            openingOre,
            debitOre,
            creditOre,
            closingOre: openingOre + debitOre - creditOre,
          },
        ];
      });
      const net = (group: 'income' | 'cost') =>
        accounts
          .filter((account) => account.group === group)
          .reduce((sum, a) => sum + a.debitOre - a.creditOre, 0);
      const incomeOre = -net('income');
      const costOre = net('cost');
      return {
        year,
        locked: isYearLocked(year, today()),
        accounts,
        incomeOre,
        costOre,
        resultOre: incomeOre - costOre,
      };
    },

    /** The year as an SIE 4E file (code page 437). #ORGNR: see docs/adr/0009-sie-export.md. */
    async sie(actor: Actor, year: number): Promise<Buffer> {
      const owner = await cashbook.owner(actor.stakeholderId);
      if (owner === undefined) throw new NotFoundError(cashbookErrors.yearNotFound);
      const vouchers = await cashbook.list(actor.stakeholderId, year);
      const movement = new Map(
        (await cashbook.sums(actor.stakeholderId, year, year)).map((sum) => [
          sum.account,
          sum.debitOre - sum.creditOre,
        ]),
      );
      const number =
        owner.kind === 'company'
          ? owner.organisationNumber
          : owner.personId === actor.personId
            ? owner.personalNumber?.slice(2)
            : null;
      return encodeCp437(
        sieText({
          program: { name: productName, version: SIE_PROGRAM_VERSION },
          generatedOn: today(),
          companyName: owner.name,
          organisationNumber:
            number === null || number === undefined ? undefined : `${number.slice(0, 6)}-${number.slice(6)}`,
          year,
          opening: await openingBalances(actor.stakeholderId, year),
          movement,
          vouchers: vouchers.map((voucher) => ({
            number: voucher.number,
            date: voucher.date,
            text: voucher.text,
            rows: voucher.rows,
            bookedOn: swedishDay(voucher.createdAt),
            discarded: voucher.discardedAt !== null,
          })),
        }),
      );
    },
  };

  /** Balance accounts at the start of `year` (debit positive), earlier years' results moved to 2010. */
  async function openingBalances(stakeholderId: string, year: number): Promise<Map<number, number>> {
    const opening = new Map<number, number>();
    let earlierResult = 0;
    for (const sum of await cashbook.sums(stakeholderId, 0, year - 1)) {
      const group = CHART.find((account) => account.number === sum.account)?.group;
      const balance = sum.debitOre - sum.creditOre;
      if (group === undefined || isResultAccount(group)) earlierResult += balance;
      else opening.set(sum.account, balance);
    }
    if (earlierResult !== 0) opening.set(2010, (opening.get(2010) ?? 0) + earlierResult);
    return opening;
  }
}

export type CashbookService = ReturnType<typeof createCashbookService>;
