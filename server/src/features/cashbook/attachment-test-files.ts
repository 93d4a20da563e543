import { randomBytes } from 'node:crypto';

/** A tiny PDF, as a receipt scanner would save one. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A PDF of `size` bytes that does not compress: a photographed receipt saved as PDF. */
export const pdfOfSize = (size: number): Buffer => Buffer.concat([PDF, randomBytes(size - PDF.length)]);

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipart(fileName: string, contentType: string, content: Buffer) {
  const boundary = '----kassabokgrans';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
