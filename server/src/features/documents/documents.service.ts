import { setTimeout as sleep } from 'node:timers/promises';
import { DOCUMENT_KIND_LABELS } from '#contracts/document-kinds';
import type { Documents, DocumentsQuery, MemberDocument } from '#contracts/documents';
import { portalRoutes } from '#contracts/routes';
import type { Database, Queryable } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { asciiFileName } from '../../pdf/pdf-format.js';
import { createPdfWriter } from '../../pdf/pdf-layout.js';
import type { Actor } from '../../plugins/actor.js';
import { NotFoundError } from '../../plugins/http-errors.js';
import { annualStatement } from './annual-statement.js';
import { writeAnnualStatement } from './annual-statement.pdf.js';
import { readAnnualStatement } from './annual-statement.repository.js';
import { writeContract } from './contract.pdf.js';
import { createDocumentsRepository, type DocumentReader, type DocumentRow } from './documents.repository.js';
import { documentErrors, documentNotice } from './documents.texts.js';
import { writeForestPlan } from './forest-plan.pdf.js';
import { writeSettlementNote } from './settlement-note.pdf.js';
import { isUuid } from '#contracts/uuid';

/** The notifier (notifications/notify.ts), passed in by app.ts: only its `documents` category is used. */
export type DocumentNotify = (
  tx: Queryable,
  stakeholderId: string,
  message: { category: 'documents'; title: string; text: string; link: string; estateIds: readonly string[] },
) => Promise<unknown>;

/** The mandate document as the mandates feature makes it (passed in by app.ts; not generated twice). */
export type MandatePdf = (actor: Actor, delegatedRightId: string) => Promise<Uint8Array>;

const downloadUrl = (id: string): string => `/api/documents/${id}/pdf`;

const toListItem = (row: DocumentRow): MemberDocument => ({
  id: row.id,
  kind: row.kind,
  kindLabel: DOCUMENT_KIND_LABELS[row.kind],
  title: row.title,
  issuedOn: row.issuedOn,
  downloadUrl: downloadUrl(row.id),
  fileName: asciiFileName(row.title),
});

export type PublishSource = { kind: 'annual-statement'; year: number };

/**
 * Publishes a new document to a member: the row and the notification about it, in the caller's
 * transaction `tx`. Undefined, and no notification, when the member already has it (a statement for the
 * same year): publishing is idempotent.
 */
export async function publishDocument(
  tx: Queryable,
  notify: DocumentNotify,
  input: {
    stakeholderId: string;
    source: PublishSource;
    title: string;
    issuedOn: string;
    createdAt: Date;
    text?: string;
  },
): Promise<string | undefined> {
  const id = await createDocumentsRepository(tx).insert(input.stakeholderId, input.source, input);
  if (id === undefined) return undefined;
  await notify(tx, input.stakeholderId, {
    category: 'documents',
    title: documentNotice.title(input.title),
    text: input.text ?? documentNotice.text,
    link: portalRoutes.documents.path,
    // The documents published here are annual statements, about the member's money, no one estate.
    estateIds: [],
  });
  return id;
}

export function createDocumentsService(deps: {
  db: Database;
  clock: Clock;
  associationName: string;
  productName: string;
  mandatePdf: MandatePdf;
}) {
  const { db, clock, associationName, productName } = deps;
  const repository = createDocumentsRepository(db);

  const missing = (): never => {
    throw new NotFoundError(documentErrors.sourceMissing);
  };

  async function party(stakeholderId: string) {
    const stakeholder = (await repository.stakeholder(stakeholderId)) ?? missing();
    return { name: stakeholder.name, memberNumber: stakeholder.id, kind: stakeholder.kind };
  }

  /** Draws the document from the stored data it points at. */
  async function render(actor: DocumentReader, document: DocumentRow): Promise<Uint8Array> {
    if (document.kind === 'mandate') {
      return deps.mandatePdf(actor, document.delegatedRightId ?? missing());
    }
    const owner = await party(actor.stakeholderId);
    const writer = await createPdfWriter({
      title: document.title,
      author: associationName,
      productName,
      subject: DOCUMENT_KIND_LABELS[document.kind],
      createdAt: clock.now(),
    });
    const own = <T extends { stakeholderId: string }>(data: T | undefined): T =>
      data !== undefined && data.stakeholderId === actor.stakeholderId ? data : missing();
    switch (document.kind) {
      case 'settlement':
        writeSettlementNote(
          writer,
          own(await repository.settlement(document.settlementId ?? missing())),
          owner,
          associationName,
        );
        break;
      case 'contract':
        writeContract(
          writer,
          own(await repository.contract(document.contractId ?? missing())),
          owner,
          associationName,
        );
        break;
      case 'forest-plan':
        writeForestPlan(
          writer,
          (await repository.forestPlan(document.estateId ?? missing())) ?? missing(),
          owner,
          document.issuedOn,
        );
        break;
      case 'annual-statement': {
        const data = await readAnnualStatement(db, actor.stakeholderId, document.statementYear ?? missing());
        writeAnnualStatement(writer, annualStatement(data), owner, clock.now());
        break;
      }
    }
    return writer.save();
  }

  return {
    /** The documents the filter matches, newest first; undefined when the member has none at all. */
    async list(actor: DocumentReader, query: DocumentsQuery): Promise<Documents | undefined> {
      const facets = await repository.facets(actor);
      if (facets.kinds.length === 0) return undefined;
      const rows = await repository.list(actor, {
        kind: query.kind === '' ? undefined : query.kind,
        year: query.year === '' ? undefined : query.year,
      });
      return { documents: rows.map(toListItem), kinds: facets.kinds, years: facets.years };
    },

    /** One document as a PDF made now from the member's data; another member's document is not found. */
    async pdf(actor: DocumentReader, id: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      if (!isUuid(id)) throw new NotFoundError(documentErrors.notFound);
      const document = await repository.find(actor, id);
      if (document === undefined) throw new NotFoundError(documentErrors.notFound);
      return { bytes: await render(actor, document), fileName: asciiFileName(document.title) };
    },
  };
}

/**
 * Between two batches the round lets requests have the process and the database: at a large association's
 * 50 000 statements, publishing them back to back raised every read's p99 for most of a minute.
 */
const PAUSE_BETWEEN_BATCHES_MS = 200;

/**
 * On and after 1 February, the previous year's annual statement (årsbesked) for every stakeholder with an
 * account then, who lacks one: each published with its notification in its own transaction, in batches
 * with a pause between them; `stopping` ends the round after the batch under way. Idempotent (the unique
 * index on the member's statement year), so any number of processes may run it. Returns how many were
 * published.
 */
export async function issueAnnualStatements(deps: {
  db: Database;
  clock: Clock;
  notify: DocumentNotify;
  batchSize?: number;
  pauseMs?: number;
  stopping?: () => boolean;
}): Promise<number> {
  const now = deps.clock.now();
  const today = swedishDay(now);
  if (today.slice(5) < '02-01') return 0;
  const year = Number(today.slice(0, 4)) - 1;
  const repository = createDocumentsRepository(deps.db);
  const batchSize = deps.batchSize ?? 100;
  let published = 0;
  let after = '';
  for (;;) {
    const stakeholders = await repository.lackingStatement(year, after, batchSize);
    for (const stakeholderId of stakeholders) {
      const id = await deps.db.transaction((tx) =>
        publishDocument(tx, deps.notify, {
          stakeholderId,
          source: { kind: 'annual-statement', year },
          title: `Årsbesked ${String(year)}`,
          issuedOn: today,
          createdAt: now,
          text: documentNotice.annualStatementText(year),
        }),
      );
      if (id !== undefined) published += 1;
    }
    const last = stakeholders.at(-1);
    if (last === undefined || stakeholders.length < batchSize || deps.stopping?.() === true) return published;
    after = last;
    await sleep(deps.pauseMs ?? PAUSE_BETWEEN_BATCHES_MS);
  }
}
