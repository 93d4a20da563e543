import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '#contracts/api-error';
import {
  AccountTypesSchema,
  AttachmentSchema,
  CashbookSummarySchema,
  CHART,
  CreatedVerificateSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_BYTES_PER_MEMBER,
  MAX_ATTACHMENTS_PER_VOUCHER,
  NotCreatedSchema,
  VerificateSchema,
  VerificatesSchema,
  rowProblems,
  VoucherShapeSchema,
  YearParamsSchema,
  YearQuerySchema,
  type VoucherRow,
} from '#contracts/cashbook';
import { FOREST_OWNER } from '#contracts/roles';
import type { Database } from '../../db/database.js';
import { swedishDay, type Clock } from '../../lib/clock.js';
import { actorOf as actorOfRequest, type Actor } from '../../plugins/actor.js';
import { HttpError, invalidInput, NotFoundError } from '../../plugins/http-errors.js';
import { attachmentName, contentDisposition } from '../../lib/file-names.js';
import { jsonBodyLeftUnread, readUpload } from './attachment-upload.js';
import { createAttachmentsService } from './attachments.service.js';
import { createCashbookService } from './cashbook.service.js';
import { cashbookErrors } from './cashbook.texts.js';
import { isUuid } from '#contracts/uuid';

/**
 * Forest owners keep their own book; a representative (DelegatedRight) and viewing staff read it and get 403
 * on every change (the access plugin); an Editor books for the member and is recorded as staff.
 */
const ACCESS = {
  access: FOREST_OWNER,
} as const;

const IdParams = z.object({ id: z.string() });
const AttachmentParams = z.object({ attachmentId: z.string() });
const RULE_ERRORS = { 422: ApiErrorSchema } as const;

/** SQLSTATEs by which the database refuses a well-formed booking: a constraint, or a conflict to retry. */
const REFUSED = /^(23...|40001|40P01)$/;
function refusedByDatabase(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && REFUSED.test(code);
}

/** `/api/Ir/…Verificate…`: the member's cashbook (flag `cashbook`; off, every call answers 404). */
/**
 * The rules across a voucher's rows (debit equals credit, two rows at least…): 400 with a message per row
 * field, as a schema error would give. They are checked here rather than in the route's schema so that an
 * OpenAPI client, and the security suite's generated requests, see the same shape the schema describes.
 */
function assertRowRules(voucher: { readonly rows: readonly VoucherRow[] }): void {
  const problems = rowProblems(voucher.rows);
  if (problems.length === 0) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of problems) (fieldErrors[problem.path.join('.')] ??= []).push(problem.message);
  throw invalidInput(fieldErrors);
}

export const cashbookRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  productName: string;
  enabled: boolean;
}> = async (app, { db, clock, productName, enabled }) => {
  const service = createCashbookService({ db, clock, productName });
  const attachments = createAttachmentsService({ db, clock });
  // Only this feature's routes take multipart bodies: one file of at most 10 MB, no other fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 1 },
  });

  function actorOf(request: FastifyRequest): Actor {
    if (!enabled) throw new NotFoundError(cashbookErrors.off);
    return actorOfRequest(request, cashbookErrors.noStakeholder);
  }
  const voucherId = (id: string): number => {
    if (!/^[1-9]\d{0,14}$/.test(id)) throw new NotFoundError(cashbookErrors.notFound);
    return Number(id);
  };
  const yearOf = (year: number | undefined): number => year ?? Number(swedishDay(clock.now()).slice(0, 4));

  app.get(
    '/Ir/GetAccountTypes',
    {
      config: { ...ACCESS, audit: false },
      schema: {
        tags: ['cashbook'],
        summary: 'The cashbook’s chart of accounts (BAS numbers): name, group, default VAT rate, SRU code',
        response: { 200: AccountTypesSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      actorOf(request);
      return { accountTypes: [...CHART] };
    },
  );

  app.get(
    '/Ir/GetVerificates',
    {
      config: ACCESS,
      schema: {
        tags: ['cashbook'],
        summary: 'The year’s vouchers by number, discarded ones included and marked; 204 when there are none',
        querystring: YearQuerySchema,
        response: { 200: VerificatesSchema, 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const year = yearOf(request.query.year);
      const verificates = await service.list(actorOf(request).stakeholderId, year);
      return verificates.length === 0 ? reply.code(204).send(null) : { year, verificates };
    },
  );

  app.post(
    '/Ir/CreateVerificate',
    {
      config: { ...ACCESS, idempotent: true },
      schema: {
        tags: ['cashbook'],
        summary:
          'Books a voucher with the next number of its year (needs an Idempotency-Key). 201 { id }. Not booked: ' +
          '400 for bad input (fieldErrors, per row), 422 { id: -1 } for a rule of the book (closed year, future ' +
          'date), 409 { id: -1 } when the database refused it',
        body: VoucherShapeSchema,
        response: {
          201: CreatedVerificateSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: NotCreatedSchema,
          422: NotCreatedSchema,
        },
      },
      // The database refused the voucher (a constraint, a conflict): nothing was kept with the key.
      errorHandler(error, request, reply) {
        if (!refusedByDatabase(error)) throw error;
        request.log.warn(
          { code: (error as { code?: unknown }).code },
          'cashbook voucher refused by the database',
        );
        void reply.code(409).send({ id: -1, code: 'NOT_SAVED', message: cashbookErrors.notSaved });
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      assertRowRules(request.body);
      try {
        reply.code(201);
        return { id: await service.create(actor, request.body) };
      } catch (error) {
        // A rule of the book is kept with the key like a booking is: { id: -1 } and why.
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        const { statusCode, code, message, fieldErrors } = error;
        reply.code(statusCode);
        return { id: -1, code, message, fieldErrors };
      }
    },
  );

  app.put(
    '/Ir/EditVerificate/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['cashbook'],
        summary:
          'Changes a voucher in an open year; it keeps its number. Discarded or locked: 422; another’s: 404',
        params: IdParams,
        body: VoucherShapeSchema,
        response: {
          200: VerificateSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          ...RULE_ERRORS,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      assertRowRules(request.body);
      return service.edit(actor, voucherId(request.params.id), request.body);
    },
  );

  app.post(
    '/Ir/DiscardVerificate/:id',
    {
      config: ACCESS,
      schema: {
        tags: ['cashbook'],
        summary: 'Discards (makulerar) a voucher: it keeps its number and counts no more. Locked year: 422',
        params: IdParams,
        response: { 200: VerificateSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, ...RULE_ERRORS },
      },
    },
    async (request) => service.discard(actorOf(request), voucherId(request.params.id)),
  );

  // Uploads are read as they arrive, JSON as well as multipart: here only, JSON is left to `readUpload`.
  await app.register(async (child) => {
    const uploads = child.withTypeProvider<ZodTypeProvider>();
    uploads.removeContentTypeParser('application/json');
    uploads.addContentTypeParser('application/json', jsonBodyLeftUnread);
    uploads.post(
      '/Ir/AddVerificateAttachment/:id',
      {
        config: ACCESS,
        schema: {
          tags: ['cashbook'],
          summary:
            'Attaches a receipt (PDF, JPEG or PNG by its content, at most 10 MB) to a voucher: multipart field ' +
            `"file", or JSON { fileName, contentBase64 }. At most ${String(MAX_ATTACHMENTS_PER_VOUCHER)} on a ` +
            `voucher and ${String(MAX_ATTACHMENT_BYTES_PER_MEMBER / 1024 / 1024)} MB in a member’s book ` +
            '(422). The name gets the extension of the type the content has',
          consumes: ['multipart/form-data', 'application/json'],
          params: IdParams,
          response: {
            201: AttachmentSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            413: ApiErrorSchema,
            ...RULE_ERRORS,
          },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const id = voucherId(request.params.id);
        const attachment = await attachments.attach(actor, id, await readUpload(request));
        return reply.code(201).send(attachment);
      },
    );
  });

  app.get(
    '/Ir/GetVerificateAttachment/:attachmentId',
    {
      config: ACCESS,
      schema: {
        tags: ['cashbook'],
        summary:
          'Downloads an attachment of one of the member’s vouchers, named with the extension of its type; ' +
          'another member’s: 404',
        params: AttachmentParams,
        response: { 200: z.unknown().describe('The file'), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { attachmentId } = request.params;
      const found = isUuid(attachmentId)
        ? await attachments.download(actor.stakeholderId, attachmentId)
        : undefined;
      if (found === undefined) throw new NotFoundError(cashbookErrors.attachmentNotFound);
      const { file, content } = found;
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', contentDisposition(attachmentName(file.fileName, file.contentType)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(content));
    },
  );

  app.get(
    '/Ir/GetCashbookSummary',
    {
      config: ACCESS,
      schema: {
        tags: ['cashbook'],
        summary:
          'The year per account (opening, debit, credit, closing) and its result; the years to choose from',
        querystring: YearQuerySchema,
        response: { 200: CashbookSummarySchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { stakeholderId } = actorOf(request);
      const year = yearOf(request.query.year);
      return { ...(await service.summary(stakeholderId, year)), years: await service.years(stakeholderId) };
    },
  );

  app.get(
    '/Ir/ExportSie/:year',
    {
      config: ACCESS,
      schema: {
        tags: ['cashbook'],
        summary: 'The year as an SIE 4E file (code page 437) for the accountant; a year without a book: 404',
        params: YearParamsSchema,
        response: { 200: z.unknown().describe('The file'), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const years = (await service.years(actor.stakeholderId)).map((entry) => String(entry.year));
      const year = String(request.params.year);
      if (!years.includes(year)) throw new NotFoundError(cashbookErrors.yearNotFound);
      return reply
        .type('text/plain; charset=IBM437')
        .header('content-disposition', `attachment; filename="kassabok-${year}.se"`)
        .header('cache-control', 'private, no-store')
        .send(await service.sie(actor, request.params.year));
    },
  );
};
