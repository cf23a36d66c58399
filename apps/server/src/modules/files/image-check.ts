import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error.js';
import type { AllowedContentType } from './content-type.js';

/**
 * A KYC document must be something a person can read (docs/decisions/010-document-verification.md):
 * an image that decodes to the end, is big enough to read, not absurdly big, and not blank; a PDF
 * that parses and has at least one page. The content type was already sniffed from the bytes.
 */
export const DOCUMENT_IMAGE = {
  /** Smaller than this on either side, no text on a licence or certificate can be read. */
  minSide: 200,
  /** A 200-megapixel phone camera takes 16,320 px; anything longer is not a photo. */
  maxSide: 16_384,
  /** Decoding stops before this many pixels: a small file may claim enormous dimensions. */
  maxPixels: 100_000_000,
  /** The side the image is reduced to for the blank check (cheap, and enough to see text). */
  sampleSide: 256,
  /**
   * Standard deviation of the grey levels (0–255) below which the picture is one flat colour:
   * a covered lens, a blank page, an empty canvas. A photographed or scanned page with any text
   * on it measures well above (a sparse typed page about 15–40).
   */
  minGreyDeviation: 4,
} as const;

export async function assertReadableDocument(contentType: AllowedContentType, bytes: Buffer): Promise<void> {
  if (contentType === 'application/pdf') return assertPdfWithPages(bytes);

  const { minSide, maxSide, maxPixels, sampleSide, minGreyDeviation } = DOCUMENT_IMAGE;
  const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPixels });
  const meta = await image.metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw badRequest('errors.files.unreadable');
  const { width, height } = meta;
  if (width < minSide || height < minSide) {
    throw badRequest('errors.files.imageTooSmall', { min: minSide, width, height });
  }
  if (width > maxSide || height > maxSide || width * height > maxPixels) {
    throw badRequest('errors.files.imageTooLarge', { max: maxSide });
  }
  // Decoding every pixel (to the reduced copy) is what finds a truncated or corrupt file.
  const grey = await image
    .greyscale()
    .resize(sampleSide, sampleSide, { fit: 'inside' })
    .raw()
    .toBuffer()
    .catch(() => null);
  if (!grey?.length) throw badRequest('errors.files.unreadable');
  if (deviation(grey) < minGreyDeviation) throw badRequest('errors.files.blank');
}

async function assertPdfWithPages(bytes: Buffer): Promise<void> {
  const pages = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
    .then((pdf) => pdf.getPageCount())
    .catch(() => 0);
  if (pages < 1) throw badRequest('errors.files.pdfUnreadable');
}

function deviation(samples: Uint8Array): number {
  let sum = 0;
  for (const value of samples) sum += value;
  const mean = sum / samples.length;
  let squares = 0;
  for (const value of samples) squares += (value - mean) ** 2;
  return Math.sqrt(squares / samples.length);
}
