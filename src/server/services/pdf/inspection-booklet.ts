import { PDFDocument } from 'pdf-lib';
import { formatDate } from '../../../shared/format/date';
import { createPdf, documentTitle, fieldList, finishPdf, paragraph, sectionHeading, table, type ProviderDetails } from './layout';
import { projectSection, type ReportProject } from './sections';

/*
 * The inspection booklet issued with the guarantee certificate (docs/business-rules.md, Guarantees): a cover
 * with the contents, then every published report of the project, their stored PDFs' pages copied
 * one after another with pdf-lib (pdfkit draws the cover; it cannot read a PDF).
 *
 * Memory: the reports are read and parsed one at a time, their pages copied as they are (content
 * streams stay compressed) and the source dropped, so at most one report file is held besides
 * the booklet being built. The limits below keep a project with very many or very large reports
 * from building a booklet no e-mail or browser would carry: the reports past a limit are listed on
 * the cover as not included (each one stays downloadable on its own in the portal).
 */
export const BOOKLET_LIMITS = {
  /** The stored report files bound into one booklet add up to at most this many bytes. */
  maxSourceBytes: 100 * 1024 * 1024,
  /** At most this many reports are bound into one booklet. */
  maxReports: 400,
} as const;

export interface BookletEntry {
  /** "Inspection report v2". */
  title: string;
  /** What it is about, e.g. "Primer · Jun 2, 2026", or null. */
  about: string | null;
  publishedAt: Date | null;
  sizeBytes: number;
  /** Reads the stored PDF (called once, in turn). */
  load: () => Promise<Buffer>;
}

export interface BookletInput {
  provider: ProviderDetails;
  project: ReportProject;
  certificateNo: string;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  entries: readonly BookletEntry[];
}

export type BookletOmission = 'limit' | 'unreadable';

export interface BookletContentsLine {
  title: string;
  about: string | null;
  publishedAt: Date | null;
  /** First page in the booklet (1-based) and the page count; null when not included. */
  firstPage: number | null;
  pageCount: number | null;
  omitted: BookletOmission | null;
}

export interface InspectionBooklet {
  pdf: Buffer;
  pageCount: number;
  coverPages: number;
  contents: BookletContentsLine[];
}

const TITLE = 'Inspection booklet';

const OMISSION_WORDS: Record<BookletOmission, string> = {
  limit: 'Not included (size limit)',
  unreadable: 'Not included (file unavailable)',
};

/** The cover and contents pages; `offset` is the cover's own page count, `total` the booklet's. */
function renderCover(input: BookletInput, lines: readonly BookletContentsLine[], offset: number, total: number): Promise<Buffer> {
  const doc = createPdf(TITLE);
  documentTitle(doc, TITLE, `Issued with guarantee certificate ${input.certificateNo}`);
  projectSection(doc, input.project);
  const included = lines.filter((line) => line.omitted === null);
  fieldList(doc, [
    ['Project code', input.project.code],
    ['Date', formatDate(input.issuedOn)],
    ['Reports', `${included.length} report${included.length === 1 ? '' : 's'}, ${total} pages with this cover`],
  ]);
  sectionHeading(doc, 'Contents');
  table(
    doc,
    [
      { header: 'No.', width: 0.07, value: (line) => String(lines.indexOf(line) + 1) },
      { header: 'Report', width: 0.3, value: (line) => line.title },
      { header: 'About', width: 0.28, value: (line) => line.about ?? '—' },
      { header: 'Published', width: 0.15, value: (line) => formatDate(line.publishedAt) },
      {
        header: 'Pages',
        width: 0.2,
        value: (line) =>
          line.omitted
            ? OMISSION_WORDS[line.omitted]
            : line.pageCount === 1
              ? String(offset + line.firstPage!)
              : `${offset + line.firstPage!}–${offset + line.firstPage! + line.pageCount! - 1}`,
      },
    ],
    lines,
    'No report of this project has been published.',
  );
  if (lines.some((line) => line.omitted === 'limit')) {
    paragraph(
      doc,
      `A booklet binds at most ${BOOKLET_LIMITS.maxReports} reports and ${Math.round(BOOKLET_LIMITS.maxSourceBytes / (1024 * 1024))} MB of report files. ` +
        'The reports marked "not included" can be downloaded one by one from the project\'s reports in the portal.',
      { font: 'italic', size: 9 },
    );
  }
  if (lines.some((line) => line.omitted === 'unreadable')) {
    paragraph(doc, 'A report marked "file unavailable" could not be read when the booklet was made; ask us for a copy.', { font: 'italic', size: 9 });
  }
  return finishPdf(doc, input.provider, TITLE, total);
}

/** Build the booklet: the reports' pages first (their counts number the contents), then the cover in front. */
export async function buildInspectionBooklet(input: BookletInput): Promise<InspectionBooklet> {
  const booklet = await PDFDocument.create();
  booklet.setTitle(`${TITLE} — ${input.project.code} ${input.project.name}`);
  booklet.setAuthor(input.provider.name);
  const lines: BookletContentsLine[] = [];
  let boundBytes = 0;
  let boundReports = 0;
  let reportPages = 0;
  for (const entry of input.entries) {
    const line: BookletContentsLine = { title: entry.title, about: entry.about, publishedAt: entry.publishedAt, firstPage: null, pageCount: null, omitted: null };
    lines.push(line);
    if (boundReports >= BOOKLET_LIMITS.maxReports || boundBytes + entry.sizeBytes > BOOKLET_LIMITS.maxSourceBytes) {
      line.omitted = 'limit';
      continue;
    }
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(await entry.load(), { updateMetadata: false });
    } catch {
      // A missing or damaged stored file must not stop the guarantee: the cover says so.
      line.omitted = 'unreadable';
      continue;
    }
    const pages = await booklet.copyPages(source, source.getPageIndices());
    for (const page of pages) booklet.addPage(page);
    line.firstPage = reportPages + 1;
    line.pageCount = pages.length;
    reportPages += pages.length;
    boundBytes += entry.sizeBytes;
    boundReports += 1;
  }

  // The cover's page numbers depend on how many pages the cover itself takes: render it again
  // when a long contents list runs onto more pages than assumed (the row count does not change).
  let coverPages = 1;
  let cover = await PDFDocument.load(await renderCover(input, lines, coverPages, coverPages + reportPages));
  for (let attempt = 0; attempt < 3 && cover.getPageCount() !== coverPages; attempt += 1) {
    coverPages = cover.getPageCount();
    cover = await PDFDocument.load(await renderCover(input, lines, coverPages, coverPages + reportPages));
  }
  const coverCopies = await booklet.copyPages(cover, cover.getPageIndices());
  coverCopies.forEach((page, index) => booklet.insertPage(index, page));

  const bytes = await booklet.save({ useObjectStreams: true });
  return {
    // A view of the saved bytes, not a copy.
    pdf: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    pageCount: booklet.getPageCount(),
    coverPages: coverCopies.length,
    contents: lines.map((line) => (line.firstPage === null ? line : { ...line, firstPage: line.firstPage + coverCopies.length })),
  };
}
