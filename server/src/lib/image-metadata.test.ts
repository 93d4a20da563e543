import { describe, expect, it } from 'vitest';
import { GPS_TEXT, phoneJpeg } from '../testing/photo-files.js';
import { jpegWithoutMetadata, pngWithoutMetadata } from './image-metadata.js';

function pngChunk(type: string, content: string): Buffer {
  const body = Buffer.from(content, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('photo metadata', () => {
  it('leaves a JPEG no EXIF, XMP, IPTC or comment, and its picture as it was', () => {
    const cleaned = jpegWithoutMetadata(phoneJpeg('the picture itself'));
    expect(cleaned).toBeDefined();
    const text = cleaned?.toString('latin1') ?? '';
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('Exif');
    expect(text).toContain('JFIF');
    expect(text).toContain('quantisation tables');
    expect(text.endsWith('the picture itself\xff\xd9')).toBe(true);
  });

  it('refuses a JPEG whose segments run past its end', () => {
    const cut = phoneJpeg().subarray(0, 30);
    expect(jpegWithoutMetadata(cut)).toBeUndefined();
  });

  it('leaves a PNG no text, time or EXIF chunks', () => {
    const png = Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', 'header'),
      pngChunk('tEXt', `Comment\0${GPS_TEXT}`),
      pngChunk('eXIf', GPS_TEXT),
      pngChunk('IDAT', 'pixels'),
      pngChunk('IEND', ''),
    ]);
    const text = pngWithoutMetadata(png)?.toString('latin1') ?? '';
    expect(text).not.toContain('GPS');
    expect(text).toContain('IDAT');
    expect(text).toContain('IEND');
  });
});
