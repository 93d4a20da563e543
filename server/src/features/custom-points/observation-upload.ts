import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENT_BYTES } from '#contracts/cashbook';
import {
  MAX_OBSERVATION_PHOTOS,
  ObservationInputSchema,
  type ObservationInput,
} from '#contracts/observations';
import { sniffContentType } from '../../lib/file-type.js';
import { jpegWithoutMetadata, pngWithoutMetadata } from '../../lib/image-metadata.js';
import { INVISIBLE_CHARACTER_MESSAGE, pathsWithControlCharacters } from '../../plugins/control-characters.js';
import { HttpError, invalidInput } from '../../plugins/http-errors.js';
import { observationTexts } from './custom-points.texts.js';

/** A photo as it is kept: JPEG or PNG by its content, without the metadata that could say where it was taken. */
export interface ReceivedPhoto {
  readonly contentType: 'image/jpeg' | 'image/png';
  readonly content: Buffer;
  /** What the idempotency fingerprint holds of the photo: its hash, not its bytes. */
  readonly sha256: string;
}

/** Room for a multipart body's boundaries, fields and part headers around the photos. */
const BODY_LIMIT = MAX_OBSERVATION_PHOTOS * MAX_ATTACHMENT_BYTES + 64 * 1024;
const FIELD_NAMES = ['kind', 'note', 'helpWanted', 'east', 'north'] as const;

/** The same limits as the cashbook's attachments: 10 MB a file; one file more than allowed is counted. */
export const OBSERVATION_MULTIPART_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: MAX_OBSERVATION_PHOTOS + 1,
  fields: FIELD_NAMES.length,
  fieldSize: 16 * 1024,
  parts: MAX_OBSERVATION_PHOTOS + 1 + FIELD_NAMES.length,
};

export const photoRefused = (code: string, message: string, statusCode = 422) =>
  new HttpError(statusCode, code, message, { photos: [message] });
const tooLarge = () => photoRefused('PHOTO_TOO_LARGE', observationTexts.photoSize, 413);
const unreadable = () => photoRefused('PHOTO_UNREADABLE', observationTexts.photoUnreadable);

/** The photo's bytes without metadata; refused when it is not a JPEG or PNG by its content. */
export function cleanPhoto(content: Buffer): ReceivedPhoto {
  const type = sniffContentType(content);
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw photoRefused('PHOTO_TYPE', observationTexts.photoType);
  const cleaned = type === 'image/jpeg' ? jpegWithoutMetadata(content) : pngWithoutMetadata(content);
  if (cleaned === undefined) throw unreadable();
  return { contentType: type, content: cleaned, sha256: createHash('sha256').update(cleaned).digest('hex') };
}

/** A parser's failure as what the member is told: too large (413), or a body that could not be read. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status === 413) {
    const code = (error as { code?: string }).code;
    return code === 'FST_FILES_LIMIT'
      ? photoRefused('PHOTO_LIMIT', observationTexts.tooManyPhotos)
      : tooLarge();
  }
  return unreadable();
}

function inputOf(fields: Partial<Record<(typeof FIELD_NAMES)[number], string>>): ObservationInput {
  // A multipart body is read here, after the hook that refuses invisible characters in every other body.
  const invisible = pathsWithControlCharacters(fields);
  if (invisible.length > 0)
    throw invalidInput(Object.fromEntries(invisible.map((field) => [field, [INVISIBLE_CHARACTER_MESSAGE]])));
  const east = Number(fields.east);
  const north = Number(fields.north);
  const parsed = ObservationInputSchema.safeParse({
    kind: fields.kind,
    note: fields.note ?? '',
    helpWanted: fields.helpWanted === 'true',
    geometry: { type: 'Point', coordinates: [east, north] },
  });
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
  throw invalidInput(fieldErrors);
}

/**
 * Reads the whole multipart request: the text fields and up to five photos, each made clean of metadata.
 * Read before the Idempotency-Key's transaction begins, so a slow phone never holds the database, and an
 * upload cut off half-way leaves nothing behind: its key is never stored, and a retry runs anew.
 */
export async function readObservationUpload(
  request: FastifyRequest,
): Promise<{ input: ObservationInput; photos: ReceivedPhoto[] }> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > BODY_LIMIT) throw tooLarge();
  if (!request.isMultipart()) throw invalidInput({ kind: [observationTexts.notMultipart] });
  const fields: Partial<Record<(typeof FIELD_NAMES)[number], string>> = {};
  const photos: ReceivedPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const name = FIELD_NAMES.find((known) => known === part.fieldname);
        if (name !== undefined && typeof part.value === 'string') fields[name] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      if (part.fieldname !== 'photo' || content.length === 0) continue;
      if (photos.length === MAX_OBSERVATION_PHOTOS)
        throw photoRefused('PHOTO_LIMIT', observationTexts.tooManyPhotos);
      photos.push(cleanPhoto(content));
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return { input: inputOf(fields), photos };
}
