import PDFDocument from 'pdfkit';
import type { AppConfig } from '../../config/env';
import { formatDate } from '../../../shared/format/date';
import { formatPhone } from '../../../shared/format/phone';
import { providerLogoBytes } from '../../config/provider-logo';
import { fontBuffers, type PdfFont } from './fonts';
import { drawLogo, openLogo } from './logo';

/** The provider's details printed in every PDF's header (PROVIDER_* settings). */
export interface ProviderDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** The PNG or JPEG logo (PROVIDER_LOGO_FILE); absent, the header draws a default mark. */
  logo?: Buffer | null;
}

type ProviderSettings = 'PROVIDER_NAME' | 'PROVIDER_ADDRESS' | 'PROVIDER_PHONE' | 'PROVIDER_EMAIL' | 'PROVIDER_LOGO_FILE';

export const providerFromConfig = (config: Pick<AppConfig, ProviderSettings>): ProviderDetails => ({
  name: config.PROVIDER_NAME,
  address: config.PROVIDER_ADDRESS,
  phone: config.PROVIDER_PHONE,
  email: config.PROVIDER_EMAIL,
  // Read once per process (checked at start-up, src/server/config/provider-logo.ts).
  logo: config.PROVIDER_LOGO_FILE ? providerLogoBytes(config.PROVIDER_LOGO_FILE) : null,
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

function drawHeader(doc: Pdf, provider: ProviderDetails, title: string, logo: ReturnType<typeof openLogo>) {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const logoWidth = drawLogo(doc, PAGE_MARGIN, PAGE_MARGIN, logo, provider.name);
  const left = PAGE_MARGIN + logoWidth + 10;
  const textWidth = PAGE_MARGIN + width - left;
  useFont(doc, 'bold', 13).fillColor('black').text(provider.name, left, PAGE_MARGIN, { width: textWidth, lineBreak: false });
  useFont(doc, 'regular', 8).fillColor(MUTED);
  doc.text(provider.address, left, PAGE_MARGIN + 18, { width: textWidth, lineBreak: false });
  doc.text(`${formatPhone(provider.phone)} · ${provider.email}`, left, PAGE_MARGIN + 30, { width: textWidth, lineBreak: false });
  useFont(doc, 'regular', 8).text(title, left, PAGE_MARGIN + 30, { width: textWidth, align: 'right', lineBreak: false });
  const ruleY = PAGE_MARGIN + 46;
  doc.moveTo(PAGE_MARGIN, ruleY).lineTo(PAGE_MARGIN + width, ruleY).strokeColor(RULE).lineWidth(0.75).stroke();
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
  const logo = openLogo(doc, provider.logo);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Drawing inside the margins must not push text onto a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
    drawHeader(doc, provider, title, logo);
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

/**
 * The closing signature block of a report: a line to sign above "Inspector: <name>" and a dated
 * line beside it, kept together on one page.
 */
export function signatureLine(doc: Pdf, signer: { role: string; name: string | null | undefined; date: Date }) {
  const left = doc.page.margins.left;
  const room = 70;
  if (doc.y > doc.page.height - doc.page.margins.bottom - room) doc.addPage();
  const lineY = doc.y + 36;
  const nameWidth = 230;
  const dateLeft = left + nameWidth + 40;
  const dateWidth = 150;
  doc.moveTo(left, lineY).lineTo(left + nameWidth, lineY).moveTo(dateLeft, lineY).lineTo(dateLeft + dateWidth, lineY);
  doc.strokeColor('black').lineWidth(0.75).stroke();
  useFont(doc, 'regular', 9).fillColor('black');
  doc.text(`${signer.role}: ${signer.name ?? ''}`.trim(), left, lineY + 4, { width: nameWidth, lineBreak: false });
  doc.text(`Date: ${formatDate(signer.date)}`, dateLeft, lineY + 4, { width: dateWidth, lineBreak: false });
  doc.x = left;
  doc.y = lineY + 20;
}

export interface TableColumn<Row> {
  header: string;
  /** Share of the content width (the shares add up to 1). */
  width: number;
  value: (row: Row) => string;
}

const TABLE_FONT_SIZE = 9;
/** The smallest a table's text shrinks to before words are broken (docs/architecture.md, "PDF documents"). */
const TABLE_MIN_FONT_SIZE = 6.5;
const CELL_PADDING = 6;
/** pdfkit wraps a word as wide as the line to the next line by characters: leave it some slack. */
const WORD_SLACK = 0.5;

const longestWord = (doc: Pdf, text: string) => Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)));

/**
 * Give each column at least its longest word (header in bold, cells in regular), taking the room
 * from the columns with some to spare, so a cell wraps between words only. Fonts shrink down to
 * TABLE_MIN_FONT_SIZE when the words cannot all fit; past that, pdfkit breaks words by characters.
 */
export function fitColumns(doc: Pdf, shares: readonly number[], headers: readonly string[], cells: readonly string[][], total: number) {
  // Widths scale with the font size: measure once at the table's size.
  useFont(doc, 'bold', TABLE_FONT_SIZE);
  const headerWords = headers.map((header) => longestWord(doc, header));
  useFont(doc, 'regular', TABLE_FONT_SIZE);
  const words = headers.map((_, index) => Math.max(headerWords[index]!, ...cells.map((row) => longestWord(doc, row[index]!))));
  const sumWords = words.reduce((sum, width) => sum + width, 0);
  const room = total - (CELL_PADDING + WORD_SLACK) * headers.length;
  const size = Math.max(TABLE_MIN_FONT_SIZE, Math.min(TABLE_FONT_SIZE, Math.floor((TABLE_FONT_SIZE * room * 2) / Math.max(sumWords, 1)) / 2));
  const need = words.map((width) => (width * size) / TABLE_FONT_SIZE + CELL_PADDING + WORD_SLACK);
  const sumNeed = need.reduce((sum, width) => sum + width, 0);
  if (sumNeed > total) return { size, widths: need.map((width) => (width * total) / sumNeed) };
  // Columns below their need get it; the rest share what is left by their shares, until stable.
  const fixed = new Set<number>();
  let widths = shares.map((share) => share * total);
  for (let pass = 0; pass < shares.length; pass += 1) {
    const short = widths.findIndex((width, index) => !fixed.has(index) && width < need[index]! - 0.01);
    if (short === -1) break;
    widths.forEach((width, index) => (width < need[index]! - 0.01 ? fixed.add(index) : undefined));
    const left = total - [...fixed].reduce((sum, index) => sum + need[index]!, 0);
    const freeShares = shares.reduce((sum, share, index) => (fixed.has(index) ? sum : sum + share), 0);
    widths = shares.map((share, index) => (fixed.has(index) ? need[index]! : (share / freeShares) * left));
  }
  return { size, widths };
}

/** A simple table that repeats its header on each new page; its cells wrap between words only (fitColumns). */
export function table<Row>(doc: Pdf, columns: ReadonlyArray<TableColumn<Row>>, rows: readonly Row[], emptyText: string) {
  const left = doc.page.margins.left;
  const total = contentWidth(doc);
  if (rows.length === 0) {
    paragraph(doc, emptyText, { font: 'italic' });
    return;
  }
  const headers = columns.map((column) => column.header);
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const { size, widths } = fitColumns(doc, columns.map((column) => column.width), headers, cells, total);
  const drawRow = (cells: string[], font: PdfFont) => {
    useFont(doc, font, size);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - CELL_PADDING }))) + CELL_PADDING;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (font === 'regular') drawRow(headers, 'bold');
      useFont(doc, font, size);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      doc.fillColor('black').text(cell, x + CELL_PADDING / 2, y + CELL_PADDING / 2, { width: widths[index]! - CELL_PADDING });
      x += widths[index]!;
    });
    doc.moveTo(left, y + height).lineTo(left + total, y + height).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y = y + height;
  };
  drawRow(headers, 'bold');
  for (const row of cells) drawRow(row, 'regular');
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
