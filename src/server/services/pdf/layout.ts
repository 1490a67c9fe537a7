import PDFDocument from 'pdfkit';
import type { AppConfig } from '../../config/env';
import { formatPhone } from '../../../shared/format/phone';
import { fontBuffers, type PdfFont } from './fonts';

/** The provider's details printed in every PDF's header (PROVIDER_* settings). */
export interface ProviderDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export const providerFromConfig = (config: Pick<AppConfig, 'PROVIDER_NAME' | 'PROVIDER_ADDRESS' | 'PROVIDER_PHONE' | 'PROVIDER_EMAIL'>): ProviderDetails => ({
  name: config.PROVIDER_NAME,
  address: config.PROVIDER_ADDRESS,
  phone: config.PROVIDER_PHONE,
  email: config.PROVIDER_EMAIL,
});

export type Pdf = InstanceType<typeof PDFDocument>;

const PAGE_MARGIN = 50;
const HEADER_HEIGHT = 70;
const FOOTER_HEIGHT = 40;
const MUTED = '#4a5568';
const RULE = '#cbd5e0';

/**
 * A new A4 document with the embedded fonts registered ('regular', 'bold', 'italic') and room
 * for the header and footer, which `finishPdf` draws on every page once the page count is known.
 */
export function createPdf(title: string): Pdf {
  const fonts = fontBuffers();
  const doc = new PDFDocument({
    size: 'A4',
    // The default font must be one of ours: pdfkit's built-in Helvetica is not embedded.
    font: fonts.regular as unknown as string,
    bufferPages: true,
    margins: { top: PAGE_MARGIN + HEADER_HEIGHT, bottom: PAGE_MARGIN + FOOTER_HEIGHT, left: PAGE_MARGIN, right: PAGE_MARGIN },
    info: { Title: title },
  });
  for (const [name, buffer] of Object.entries(fonts)) doc.registerFont(name, buffer);
  doc.font('regular').fontSize(10).fillColor('black');
  return doc;
}

export const useFont = (doc: Pdf, font: PdfFont, size: number) => doc.font(font).fontSize(size);

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function drawHeader(doc: Pdf, provider: ProviderDetails, title: string) {
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  useFont(doc, 'bold', 13).fillColor('black').text(provider.name, left, PAGE_MARGIN, { width, lineBreak: false });
  useFont(doc, 'regular', 8).fillColor(MUTED);
  doc.text(provider.address, left, PAGE_MARGIN + 18, { width, lineBreak: false });
  doc.text(`${formatPhone(provider.phone)} · ${provider.email}`, left, PAGE_MARGIN + 30, { width, lineBreak: false });
  useFont(doc, 'regular', 8).text(title, left, PAGE_MARGIN + 30, { width, align: 'right', lineBreak: false });
  const ruleY = PAGE_MARGIN + 46;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).strokeColor(RULE).lineWidth(0.75).stroke();
}

function drawFooter(doc: Pdf, pageNumber: number, pageCount: number) {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const y = doc.page.height - PAGE_MARGIN - 12;
  useFont(doc, 'regular', 8).fillColor(MUTED).text(`Page ${pageNumber} of ${pageCount}`, PAGE_MARGIN, y, { width, align: 'center', lineBreak: false });
}

/**
 * Draw the header and footer on every page, end the document and answer its bytes. `pageCount`
 * overrides the "of M" when these pages open a longer document (the inspection booklet's cover).
 */
export function finishPdf(doc: Pdf, provider: ProviderDetails, title: string, pageCount?: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Drawing inside the margins must not push text onto a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
    drawHeader(doc, provider, title);
    drawFooter(doc, index - range.start + 1, pageCount ?? range.count);
    doc.page.margins = margins;
  }
  doc.end();
  return done;
}

/* Building blocks of the documents' bodies. */

export function documentTitle(doc: Pdf, title: string, subtitle?: string) {
  useFont(doc, 'bold', 18).fillColor('black').text(title);
  if (subtitle) useFont(doc, 'regular', 10).fillColor(MUTED).text(subtitle);
  doc.moveDown(0.8).fillColor('black');
}

/** A heading, moved to a new page when less than `keepWith` points of room would follow it. */
export function sectionHeading(doc: Pdf, heading: string, keepWith = 60) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - keepWith) doc.addPage();
  doc.moveDown(0.6);
  useFont(doc, 'bold', 12).fillColor('black').text(heading);
  doc.moveDown(0.3);
}

export function paragraph(doc: Pdf, text: string, options: { font?: PdfFont; size?: number } = {}) {
  useFont(doc, options.font ?? 'regular', options.size ?? 10).fillColor('black').text(text, { width: contentWidth(doc) });
  doc.moveDown(0.5);
}

/** Label / value rows, e.g. "Project: Harbour Tower". */
export function fieldList(doc: Pdf, fields: ReadonlyArray<readonly [string, string]>) {
  const labelWidth = 150;
  const left = doc.page.margins.left;
  for (const [label, value] of fields) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    useFont(doc, 'bold', 10).fillColor(MUTED).text(label, left, y, { width: labelWidth - 10 });
    const labelBottom = doc.y;
    useFont(doc, 'regular', 10).fillColor('black').text(value || '—', left + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  }
  doc.x = left;
  doc.moveDown(0.3);
}

export interface TableColumn<Row> {
  header: string;
  /** Share of the content width (the shares add up to 1). */
  width: number;
  value: (row: Row) => string;
}

/** A simple table that repeats its header on each new page. */
export function table<Row>(doc: Pdf, columns: ReadonlyArray<TableColumn<Row>>, rows: readonly Row[], emptyText: string) {
  const left = doc.page.margins.left;
  const total = contentWidth(doc);
  const widths = columns.map((column) => column.width * total);
  const drawRow = (cells: string[], font: PdfFont) => {
    useFont(doc, font, 9);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 6 }))) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (font === 'regular') drawRow(columns.map((column) => column.header), 'bold');
      useFont(doc, font, 9);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      doc.fillColor('black').text(cell, x + 3, y + 3, { width: widths[index]! - 6 });
      x += widths[index]!;
    });
    doc.moveTo(left, y + height).lineTo(left + total, y + height).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y = y + height;
  };
  if (rows.length === 0) {
    paragraph(doc, emptyText, { font: 'italic' });
    return;
  }
  drawRow(columns.map((column) => column.header), 'bold');
  for (const row of rows) drawRow(columns.map((column) => column.value(row)), 'regular');
  doc.x = left;
  doc.moveDown(0.5);
}

export interface PdfPhoto {
  caption: string;
  bytes: Buffer;
}

/** The height of one row of the photo grid (image and caption). */
export const PHOTO_ROW_HEIGHT = 178;

/** Photos two to a row; a photo in a format PDF cannot embed (only JPEG and PNG) is listed instead. */
export function photoGrid(doc: Pdf, photos: readonly PdfPhoto[]) {
  const gap = 12;
  const left = doc.page.margins.left;
  const cellWidth = (contentWidth(doc) - gap) / 2;
  const rowHeight = PHOTO_ROW_HEIGHT;
  const imageHeight = rowHeight - 28;
  photos.forEach((photo, index) => {
    const column = index % 2;
    if (column === 0 && doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    const x = left + column * (cellWidth + gap);
    try {
      doc.image(photo.bytes, x, y, { fit: [cellWidth, imageHeight], align: 'center', valign: 'center' });
    } catch {
      useFont(doc, 'italic', 9).fillColor(MUTED).text('(photo in a format that cannot be shown)', x, y + imageHeight / 2, { width: cellWidth, align: 'center' });
    }
    useFont(doc, 'regular', 8).fillColor(MUTED).text(photo.caption, x, y + imageHeight + 4, { width: cellWidth, align: 'center', lineBreak: false });
    doc.y = column === 1 || index === photos.length - 1 ? y + rowHeight : y;
  });
  doc.x = left;
  doc.fillColor('black');
}
