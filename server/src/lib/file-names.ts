import { ATTACHMENT_EXTENSIONS, type AttachmentType } from '#contracts/cashbook';

/** Path separators, quotes, and control and format characters (bidi overrides turn a name around). */
const UNSAFE = /[\\/"\p{Cc}\p{Cf}]/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;
const MAX_NAME_LENGTH = 200;

/**
 * The name an attachment is kept and downloaded under: the uploader's name with the extension of what its
 * bytes are, never the one it came with (`evil.html` holding a PDF is `evil.pdf`), so that a browser saving
 * it never takes it for a page.
 */
export function attachmentName(given: string, type: AttachmentType): string {
  const extension = ATTACHMENT_EXTENSIONS[type];
  const base = given
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .trim()
    .replace(EXTENSION, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${(base || 'bilaga').slice(0, MAX_NAME_LENGTH - extension.length - 1)}.${extension}`;
}

/**
 * `attachment` (saved, never shown in the portal's origin) with the name twice (RFC 6266): `filename*` in
 * UTF-8 for å, ä and ö (RFC 8187), and a plain ASCII `filename` for clients that know only that.
 */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
