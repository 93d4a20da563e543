import type { AttachmentType } from '#contracts/cashbook';

/** What a file's first bytes say it is; the name and the browser's claim are not trusted. */
export function sniffContentType(content: Buffer): AttachmentType | undefined {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return undefined;
}
