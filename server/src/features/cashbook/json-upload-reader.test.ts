import { describe, expect, it } from 'vitest';
import { MalformedUploadError, readJsonUpload, UploadBodyTooLargeError } from './json-upload-reader.js';

/** The body cut at `at`, as two network packets. */
async function* cutAt(body: Buffer, at: number): AsyncGenerator<Buffer> {
  yield body.subarray(0, at);
  yield body.subarray(at);
}

async function read(parts: AsyncIterable<Buffer>, limit = 1_000_000) {
  const upload = readJsonUpload(parts, limit);
  const pieces: Buffer[] = [];
  for await (const piece of upload.pieces) pieces.push(piece);
  return { content: Buffer.concat(pieces), fileName: upload.fileName() };
}

describe('reading a JSON upload as it arrives', () => {
  const content = Buffer.from('%PDF-1.4 ÿþ?>', 'latin1');
  const base64 = content.toString('base64');

  it('gives the same file and name wherever the body is cut: escapes, padding, å', async () => {
    expect(base64).toContain('/');
    expect(base64).toMatch(/=$/);
    const body = Buffer.from(
      `{ "other": "x\\"y", "contentBase64": "${base64.replaceAll('/', '\\/')}",\n "fileName": "kvitto \\u00e4 å.pdf" }`,
    );
    for (let at = 0; at <= body.length; at++) {
      expect(await read(cutAt(body, at)), `cut at ${String(at)}`).toEqual({
        content,
        fileName: 'kvitto ä å.pdf',
      });
    }
  });

  it('refuses what JSON.parse refuses, and what is no file', async () => {
    const refused = [
      '',
      '[]',
      '{"fileName": "a.pdf",}',
      '{"fileName": "a.pdf"',
      `{"contentBase64": "${base64}", "contentBase64": "${base64}"}`,
      '{"contentBase64": "JVB\\nER"}',
      '{"contentBase64": "JV=BER"}',
      '{"contentBase64": "J"}',
      '{"fileName": 7}',
      '{"fileName": "a\tb"}',
      '{} x',
    ];
    for (const body of refused) {
      await expect(read(cutAt(Buffer.from(body), 1)), body).rejects.toBeInstanceOf(MalformedUploadError);
    }
  });

  it('stops at the body limit', async () => {
    const body = Buffer.from(`{"contentBase64": "${'A'.repeat(100)}"}`);
    await expect(read(cutAt(body, 10), 50)).rejects.toBeInstanceOf(UploadBodyTooLargeError);
  });
});
