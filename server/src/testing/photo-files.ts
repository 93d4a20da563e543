/** A JPEG as a phone saves one: JFIF, EXIF with a GPS position, XMP, a comment, then the picture. */
function segment(marker: number, content: string): Buffer {
  const body = Buffer.from(content, 'latin1');
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

export const GPS_TEXT = 'GPSLatitude 59.8586 GPSLongitude 17.6389';

export function phoneJpeg(picture = 'pixels'): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
    segment(0xe1, `Exif\0\0${GPS_TEXT}`),
    segment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${GPS_TEXT}</x:xmpmeta>`),
    segment(0xed, `Photoshop 3.0\0${GPS_TEXT}`),
    segment(0xfe, `Taken at ${GPS_TEXT}`),
    segment(0xdb, 'quantisation tables'),
    segment(0xda, 'scan header'),
    Buffer.from(picture, 'latin1'),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export interface FormPart {
  readonly name: string;
  readonly value: string | Buffer;
  readonly fileName?: string;
}

const BOUNDARY = '----observationsgrans';

/** A multipart body as a browser's FormData sends it. */
export function formData(parts: readonly FormPart[]) {
  const pieces = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.fileName === undefined
          ? '\r\n\r\n'
          : `; filename="${part.fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    ),
    typeof part.value === 'string' ? Buffer.from(part.value) : part.value,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...pieces, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
