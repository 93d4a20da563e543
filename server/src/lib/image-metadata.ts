/**
 * Removes what a photo says besides its pixels: in a JPEG the EXIF and XMP (APP1, where a phone writes the
 * GPS position), the other application segments a camera or editor fills (APP3–APP13, APP15: Photoshop's
 * IPTC is APP13) and comments; in a PNG the text, time and EXIF chunks. APP0 (JFIF), APP2 (the colour profile)
 * and APP14 (Adobe's colour transform) are kept: they say how to show the pixels, nothing about where.
 */

const KEPT_APP_MARKERS = new Set([0xe0, 0xe2, 0xee]);
const START_OF_SCAN = 0xda;
const COMMENT = 0xfe;
/** Markers that stand alone, without a length: TEM and RST0–RST7. */
const standsAlone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const isDropped = (marker: number): boolean =>
  marker === COMMENT || (marker >= 0xe0 && marker <= 0xef && !KEPT_APP_MARKERS.has(marker));

/** The JPEG without its metadata segments; undefined when its segments cannot be read. */
export function jpegWithoutMetadata(jpeg: Buffer): Buffer | undefined {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 1 < jpeg.length) {
    if (jpeg[at] !== 0xff) return undefined;
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      continue;
    }
    if (standsAlone(marker)) {
      kept.push(jpeg.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 3 >= jpeg.length) return undefined;
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length) return undefined;
    // From the scan on come the compressed pixels (and the end): all of it is kept as it is.
    if (marker === START_OF_SCAN) return Buffer.concat([...kept, jpeg.subarray(at)]);
    if (!isDropped(marker)) kept.push(jpeg.subarray(at, end));
    at = end;
  }
  return undefined;
}

const PNG_SIGNATURE_BYTES = 8;
const DROPPED_PNG_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** The PNG without its text, time and EXIF chunks; undefined when its chunks cannot be read. */
export function pngWithoutMetadata(png: Buffer): Buffer | undefined {
  const kept: Buffer[] = [png.subarray(0, PNG_SIGNATURE_BYTES)];
  let at = PNG_SIGNATURE_BYTES;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const end = at + 12 + length;
    if (end > png.length) return undefined;
    if (!DROPPED_PNG_CHUNKS.has(type)) kept.push(png.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return undefined;
}
