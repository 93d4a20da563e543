/** The long side of a kept photo: enough to see bark-beetle holes, small enough for a weak connection. */
export const PHOTO_LONG_SIDE = 1600;
const JPEG_QUALITY = 0.8;

/**
 * The photo made smaller on the device before it is kept or sent: at most PHOTO_LONG_SIDE px on the long
 * side, as JPEG. Drawing it anew keeps only the pixels, so its EXIF (the phone's GPS position among it) is
 * gone before it leaves the phone; the server removes metadata once more for other clients.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob === null ? reject(new Error('toBlob gave nothing')) : resolve(blob)),
        'image/jpeg',
        JPEG_QUALITY,
      );
    });
  } finally {
    bitmap.close();
  }
}
