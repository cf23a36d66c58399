import PDFDocument from 'pdfkit';
import { BRAND_NAME, type Language } from '@lorrybazaar/contract';
import { translate } from '../../../lib/i18n.js';
import { bilingual, collect, indiaDateTime } from './lr-pdf.js';
import { writeText } from './text.js';

/**
 * The proof of delivery taken on the driver's page: one A4 page with the trip, who received the
 * goods, when, the photo taken at delivery and the signature drawn on the phone.
 */
export interface PodPdfInput {
  language: Language;
  lrNumber: string | null;
  vehicleReg: string;
  pickupLoc: string;
  deliveryLoc: string;
  receivedBy: string;
  deliveredAt: Date;
  /** JPEG, already turned upright and shrunk. */
  photo: Buffer;
  /** PNG, drawn on a white ground. */
  signature: Buffer;
}

const M = 32;
const WIDTH = 595.28 - 2 * M;

export async function renderPod(input: PodPdfInput): Promise<Buffer> {
  const t = (key: string) => bilingual(input.language, key);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: translate('en', 'paperwork:pdf.podTitle'),
      Author: BRAND_NAME,
      Creator: BRAND_NAME,
      CreationDate: input.deliveredAt,
    },
  });
  const done = collect(doc);
  let y = writeText(doc, BRAND_NAME, M, M, WIDTH, { size: 15, weight: 700, color: '#0f766e' });
  y = writeText(doc, t('podTitle'), M, y, WIDTH, { size: 13, weight: 700 });
  const facts: [string, string][] = [
    [t('lrNumber'), input.lrNumber ?? '—'],
    [t('vehicle'), input.vehicleReg],
    [t('from'), input.pickupLoc],
    [t('to'), input.deliveryLoc],
    [t('receivedBy'), input.receivedBy],
    [t('deliveredAt'), indiaDateTime(input.deliveredAt)],
  ];
  y += 6;
  for (const [label, value] of facts) {
    writeText(doc, label, M, y, 170, { size: 9, color: '#4b5563' });
    y = writeText(doc, value, M + 175, y, WIDTH - 175, {
      size: 10,
      weight: label === t('receivedBy') ? 700 : 400,
    });
  }
  y = writeText(doc, t('photo'), M, y + 8, WIDTH, { size: 9, weight: 700 });
  doc.image(input.photo, M, y + 2, { fit: [WIDTH, 380], align: 'center' });
  y += 390;
  y = writeText(doc, t('signature'), M, y, WIDTH, { size: 9, weight: 700 });
  doc
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .rect(M, y + 2, 260, 130)
    .stroke();
  doc.image(input.signature, M + 5, y + 7, { fit: [250, 120], align: 'center', valign: 'center' });
  doc.end();
  return done;
}
