import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';

/** The image XObjects a PDF embeds (`/Subtype /Image`), with their pixel sizes. */
export async function pdfImages(bytes: Buffer | Uint8Array): Promise<Array<{ width: number; height: number }>> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const images = doc.context
    .enumerateIndirectObjects()
    .flatMap(([ref, object]) => (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') ? [{ ref, image: object }] : []));
  // An image with an alpha channel embeds its soft mask as a second image: count the drawn ones only.
  const masks = new Set(images.map(({ image }) => image.dict.get(PDFName.of('SMask'))).filter(Boolean));
  return images
    .filter(({ ref }) => !masks.has(ref))
    .map(({ image }) => ({
      width: (image.dict.get(PDFName.of('Width')) as PDFNumber).asNumber(),
      height: (image.dict.get(PDFName.of('Height')) as PDFNumber).asNumber(),
    }));
}

/** A page's content stream (its drawing operators), decoded to text. */
export async function pageContent(bytes: Buffer | Uint8Array, pageIndex = 0): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const contents = doc.getPage(pageIndex).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}
