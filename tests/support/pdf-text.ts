import { PDFParse } from 'pdf-parse';

/** Parse a PDF: its page count and its text (pages joined), as a reader would extract them. */
export async function parsePdf(bytes: Buffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { pages: result.total, text: result.text };
  } finally {
    await parser.destroy();
  }
}
