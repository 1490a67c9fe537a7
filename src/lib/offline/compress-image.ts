/*
 * Site photos are compressed in the browser before they wait on the device and go up a thin
 * connection: at most PHOTO_MAX_EDGE_PX on the long side, re-encoded as JPEG (the PDF library draws
 * JPEG and PNG, not WebP). A browser that cannot decode the image keeps the original file.
 */

/** The longest side of a stored photo, in pixels. */
export const PHOTO_MAX_EDGE_PX = 1600;
/** JPEG quality of a compressed photo (0 to 1). */
export const PHOTO_JPEG_QUALITY = 0.8;

/** The size to draw a `width` x `height` image at so that neither side exceeds `maxEdge` (never enlarged). */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE_PX): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `north wall.png` -> `north wall.jpg`. */
export function jpegName(filename: string): string {
  const base = filename.replace(/\.[^./\\]+$/, '');
  return `${base || 'photo'}.jpg`;
}

async function encodeJpeg(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob | null> {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(size.width, size.height) : Object.assign(document.createElement('canvas'), size);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) return null;
  // JPEG has no transparency: a transparent PNG gets white behind it, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY));
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
}

/**
 * The photo as a JPEG of at most PHOTO_MAX_EDGE_PX (turned upright from its EXIF orientation), or
 * the original when the browser cannot decode it (then the upload rules decide). A small JPEG that
 * would only grow stays as it is.
 */
export async function compressPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const blob = await encodeJpeg(bitmap, fitWithin(bitmap.width, bitmap.height));
    if (!blob) return file;
    if (file.type === 'image/jpeg' && blob.size >= file.size && Math.max(bitmap.width, bitmap.height) <= PHOTO_MAX_EDGE_PX) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
