import type PDFDocument from 'pdfkit';

type Pdf = InstanceType<typeof PDFDocument>;
/** pdfkit's opened image (its typings omit `openImage`): drawn again on each page without re-embedding. */
interface PdfImage {
  width: number;
  height: number;
}

/* The provider's logo in the header of every PDF (docs/architecture.md, "PDF documents"). */

const BRAND = '#2b6cb0';
/** The tallest a logo is drawn, and the widest (a wide word mark is scaled to fit both). */
export const LOGO_HEIGHT = 40;
const LOGO_MAX_WIDTH = 120;

/** "PaintQA Services" → "PS": the first letter of the first two words. */
export const providerInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || 'QA';

/**
 * The default mark when no PROVIDER_LOGO_FILE is set: a paint drop drawn with Bézier paths, a
 * highlight, a brush stroke under it and the provider's initials inside. Answers its width.
 */
function drawDefaultMark(doc: Pdf, x: number, y: number, name: string): number {
  const size = LOGO_HEIGHT;
  const cx = x + size * 0.42;
  const half = size * 0.34;
  const bottom = y + size * 0.86;
  doc.save();
  doc
    .moveTo(cx, y)
    .bezierCurveTo(cx + half * 0.25, y + size * 0.22, cx + half, y + size * 0.36, cx + half, y + size * 0.56)
    .bezierCurveTo(cx + half, bottom - size * 0.05, cx + half * 0.55, bottom, cx, bottom)
    .bezierCurveTo(cx - half * 0.55, bottom, cx - half, bottom - size * 0.05, cx - half, y + size * 0.56)
    .bezierCurveTo(cx - half, y + size * 0.36, cx - half * 0.25, y + size * 0.22, cx, y)
    .closePath()
    .fill(BRAND);
  doc
    .moveTo(cx - half * 0.55, y + size * 0.5)
    .bezierCurveTo(cx - half * 0.6, y + size * 0.38, cx - half * 0.35, y + size * 0.3, cx - half * 0.2, y + size * 0.24)
    .lineWidth(1.6)
    .lineCap('round')
    .strokeColor('white')
    .stroke();
  doc
    .moveTo(x + size * 0.02, y + size * 0.97)
    .bezierCurveTo(x + size * 0.3, y + size * 0.9, x + size * 0.55, y + size * 1.02, x + size * 0.84, y + size * 0.93)
    .lineWidth(2.4)
    .strokeColor(BRAND)
    .stroke();
  doc.restore();
  const initials = providerInitials(name);
  doc.font('bold').fontSize(10).fillColor('white');
  doc.text(initials, cx - half, y + size * 0.5, { width: half * 2, align: 'center', lineBreak: false });
  return size * 0.84;
}

/** Open the configured logo once per document: each page then reuses the one image object. */
export function openLogo(doc: Pdf, bytes: Buffer | null | undefined): PdfImage | null {
  return bytes ? (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(bytes) : null;
}

/** Draw the logo (or the default mark) at the header's top-left corner; answers the width it took. */
export function drawLogo(doc: Pdf, x: number, y: number, image: PdfImage | null, providerName: string): number {
  if (!image) return drawDefaultMark(doc, x, y, providerName);
  const scale = Math.min(LOGO_HEIGHT / image.height, LOGO_MAX_WIDTH / image.width);
  const width = image.width * scale;
  doc.image(image as unknown as Buffer, x, y + (LOGO_HEIGHT - image.height * scale) / 2, { width, height: image.height * scale });
  return width;
}
