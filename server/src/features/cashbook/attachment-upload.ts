import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENT_BYTES } from '#contracts/cashbook';
import { HttpError } from '../../plugins/http-errors.js';
import { CashbookRuleError } from './cashbook.service.js';
import { cashbookErrors } from './cashbook.texts.js';

/** The JSON way to attach (API clients): `{ fileName, contentBase64 }`; browsers send multipart. */
export const JSON_UPLOAD_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const missing = () =>
  new CashbookRuleError('ATTACHMENT_MISSING', cashbookErrors.attachmentMissing, {
    file: [cashbookErrors.attachmentMissing],
  });

const tooLarge = () =>
  new CashbookRuleError('ATTACHMENT_TOO_LARGE', cashbookErrors.attachmentSize, {
    file: [cashbookErrors.attachmentSize],
  });

const unreadable = () =>
  new CashbookRuleError('ATTACHMENT_UNREADABLE', cashbookErrors.attachmentUnreadable, {
    file: [cashbookErrors.attachmentUnreadable],
  });

/** What a file's first bytes say it is; the name and the browser's claim are not trusted. */
export function sniffContentType(content: Buffer): string | undefined {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return undefined;
}

/** The uploaded file, from a multipart field or a JSON body; a rule error when there is none usable. */
export async function readUpload(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) {
    const body = request.body as { fileName?: unknown; contentBase64?: unknown } | null | undefined;
    const fileName = body?.fileName;
    const base64 = body?.contentBase64;
    if (typeof fileName !== 'string' || typeof base64 !== 'string' || !BASE64.test(base64)) throw missing();
    return { fileName, content: Buffer.from(base64, 'base64') };
  }
  try {
    const part = await request.file();
    if (part === undefined) throw missing();
    return { fileName: part.filename, content: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError || !(error instanceof Error)) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    // Everything else here is a body the multipart parser could not read (a broken boundary or part).
    throw unreadable();
  }
}
