import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The fonts every PDF embeds: DejaVu Sans from the dejavu-fonts-ttf package (TrueType, wide
 * Unicode coverage), never a font of the operating system, so a clean CI machine renders the same.
 * Read once per process and kept as buffers.
 */
const resolveFont = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);

export const PDF_FONTS = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
} as const;
export type PdfFont = keyof typeof PDF_FONTS;

let loaded: Record<PdfFont, Buffer> | null = null;

export function fontBuffers(): Record<PdfFont, Buffer> {
  loaded ??= {
    regular: readFileSync(resolveFont(PDF_FONTS.regular)),
    bold: readFileSync(resolveFont(PDF_FONTS.bold)),
    italic: readFileSync(resolveFont(PDF_FONTS.italic)),
  };
  return loaded;
}
