import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENT_BYTES } from '#contracts/cashbook';
import { HttpError } from '../../plugins/http-errors.js';
import { cashbookErrors } from './cashbook.texts.js';
import { readJsonUpload, UploadBodyTooLargeError } from './json-upload-reader.js';

/** The JSON way to attach (API clients, and the portal's own form): `{ fileName, contentBase64 }`. */
const JSON_UPLOAD_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;
/** Room for a multipart body's boundaries and part headers around the file. */
const MULTIPART_LIMIT = MAX_ATTACHMENT_BYTES + 64 * 1024;

/** A file as it arrives: its bytes in pieces of any size, and what the uploader called it. */
export interface Upload {
  readonly pieces: AsyncIterable<Buffer>;
  /** Known once `pieces` has ended (a JSON body may name the file after its content). */
  fileName(): string | undefined;
}

/** A file the book does not take: 422 (413 when it is too large), the message under `file` too. */
export const fileRefused = (code: string, message: string, statusCode = 422) =>
  new HttpError(statusCode, code, message, { file: [message] });
export const missing = () => fileRefused('ATTACHMENT_MISSING', cashbookErrors.attachmentMissing);
export const tooLarge = () => fileRefused('ATTACHMENT_TOO_LARGE', cashbookErrors.attachmentSize, 413);
export const wrongType = () => fileRefused('ATTACHMENT_TYPE', cashbookErrors.attachmentType);
const unreadable = () => fileRefused('ATTACHMENT_UNREADABLE', cashbookErrors.attachmentUnreadable);

/** The pieces regrouped into chunks of `size` bytes (the last one shorter), holding at most one chunk. */
export async function* inChunks(pieces: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const piece of pieces) {
    let rest = piece;
    while (length + rest.length >= size) {
      const take = size - length;
      parts.push(rest.subarray(0, take));
      yield Buffer.concat(parts, size);
      parts = [];
      length = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      parts.push(rest);
      length += rest.length;
    }
  }
  if (length > 0) yield Buffer.concat(parts, length);
}

/** A parser's failure as the rule error the member is told: too large (413), or unreadable. */
function asRuleError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  if (error instanceof UploadBodyTooLargeError || (error as { statusCode?: number }).statusCode === 413)
    return tooLarge();
  // Everything else is a body the parser could not read (a broken boundary or part, cut-off JSON).
  return unreadable();
}

async function* translatingErrors(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* pieces;
  } catch (error) {
    throw asRuleError(error);
  }
}

/**
 * A JSON body left unread for the upload route (`jsonBodyLeftUnread`). The stream is kept private: hooks
 * that walk a body's fields (control characters) see an object without any.
 */
class UnreadJsonBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/** The upload route's parser for JSON: the body is streamed by `readUpload`, never held whole. */
export const jsonBodyLeftUnread = (
  _request: FastifyRequest,
  payload: Readable,
  done: (error: Error | null, body?: unknown) => void,
): void => {
  done(null, new UnreadJsonBody(payload));
};

/** A body declared larger than any allowed file is refused before a byte of it is read. */
function checkDeclaredLength(request: FastifyRequest, limit: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
}

/** The uploaded file, from a multipart field or a JSON body, to be read as it arrives. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (request.body instanceof UnreadJsonBody) {
    checkDeclaredLength(request, JSON_UPLOAD_LIMIT);
    const upload = readJsonUpload(request.body.stream, JSON_UPLOAD_LIMIT);
    return { pieces: translatingErrors(upload.pieces), fileName: upload.fileName };
  }
  if (!request.isMultipart()) throw missing();
  checkDeclaredLength(request, MULTIPART_LIMIT);
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw asRuleError(error);
  }
  if (part === undefined) throw missing();
  const { file, filename } = part;
  async function* pieces(): AsyncGenerator<Buffer> {
    for await (const piece of file as AsyncIterable<Buffer>) {
      // Past `limits.fileSize` the parser drops the rest and marks the file truncated.
      if (file.truncated) throw tooLarge();
      yield piece;
    }
    if (file.truncated) throw tooLarge();
  }
  return { pieces: translatingErrors(pieces()), fileName: () => filename };
}
