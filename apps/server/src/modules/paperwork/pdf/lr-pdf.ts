import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { BRAND_NAME, LR_COPIES, type Language, type NoteFields } from '@lorrybazaar/contract';
import { translate } from '../../../lib/i18n.js';
import { indiaClock } from '../../../lib/india-day.js';
import type { Printed } from '../repository.js';
import { lineHeight, writeText, type TextStyle } from './text.js';

/**
 * The issued lorry receipt: one A4 page per copy (consignor, consignee, driver), as Indian LRs are
 * printed in triplicate, each with the QR code of its public verification page. Labels are in
 * the issuer's language with the English beside them; names and addresses print as typed, in
 * any script (text.ts shapes them).
 */
export interface LrPdfInput {
  lrNumber: string;
  issuedAt: Date;
  language: Language;
  verifyUrl: string;
  fields: NoteFields;
  printed: Printed;
}

type Doc = InstanceType<typeof PDFDocument>;
const PAGE = { width: 595.28, height: 841.89, margin: 32 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const GREY = '#4b5563';
const LINE = '#9ca3af';
const LABEL: TextStyle = { size: 7, color: GREY };
const VALUE: TextStyle = { size: 9.5 };

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const NUMBER = new Intl.NumberFormat('en-IN');
/** "2026-03-05" as India writes a date on paper: 05-03-2026. */
export const day = (date: string) => date.split('-').reverse().join('-');
/** An instant as India's clock shows it: 05-03-2026 12:00 IST. */
export function indiaDateTime(at: Date) {
  const { date, time } = indiaClock(at);
  return `${day(date)} ${time} IST`;
}

/** A label in the issuer's language, the English beside it. */
export function bilingual(language: Language, key: string, params?: Record<string, string | number>) {
  const values = { brand: BRAND_NAME, ...params };
  const english = translate('en', `paperwork:pdf.${key}`, values);
  const local = translate(language, `paperwork:pdf.${key}`, values);
  return language === 'en' || local === english ? english : `${local} / ${english}`;
}

interface Cell {
  label: string;
  value: string;
  /** Share of the row's width (the row's shares add up to 1). */
  share: number;
  bold?: boolean;
}

/** A row of labelled cells with a border; answers the y below it. */
function row(doc: Doc, y: number, cells: Cell[]): number {
  let x = PAGE.margin;
  let bottom = y;
  const placed = cells.map((cell) => {
    const width = WIDTH * cell.share;
    const afterLabel = writeText(doc, cell.label, x + 4, y + 3, width - 8, LABEL);
    const end = writeText(doc, cell.value || '—', x + 4, afterLabel, width - 8, {
      ...VALUE,
      weight: cell.bold ? 700 : 400,
      maxLines: 4,
    });
    bottom = Math.max(bottom, end + 2);
    const at = { x, width };
    x += width;
    return at;
  });
  doc.lineWidth(0.5).strokeColor(LINE);
  for (const { x: left, width } of placed) doc.rect(left, y, width, bottom - y).stroke();
  return bottom;
}

function heading(doc: Doc, y: number, text: string): number {
  doc.rect(PAGE.margin, y, WIDTH, lineHeight(8.5) + 2).fill('#e5e7eb');
  return writeText(doc, text, PAGE.margin + 4, y + 1, WIDTH - 8, { size: 8.5, weight: 700 }) + 1;
}

function partyLines(doc: Doc, language: Language, y: number, fields: NoteFields) {
  const party = (key: 'consignor' | 'consignee') => {
    const p = fields[key];
    return [
      p.address ?? '',
      p.pin ? `${bilingual(language, 'pin')}: ${p.pin}` : '',
      p.gstin ? `${bilingual(language, 'gstin')}: ${p.gstin}` : '',
      p.phone ? `${bilingual(language, 'phone')}: +91\u00a0${p.phone}` : '',
    ]
      .filter(Boolean)
      .join('  ·  ');
  };
  const names = row(doc, y, [
    { label: bilingual(language, 'consignor'), value: fields.consignor.name ?? '', share: 0.5, bold: true },
    { label: bilingual(language, 'consignee'), value: fields.consignee.name ?? '', share: 0.5, bold: true },
  ]);
  return row(doc, names, [
    { label: bilingual(language, 'address'), value: party('consignor'), share: 0.5 },
    { label: bilingual(language, 'address'), value: party('consignee'), share: 0.5 },
  ]);
}

/** One copy: the page's header, the parties, the trip, the goods, the freight, the e-way bills. */
function page(doc: Doc, input: LrPdfInput, copy: (typeof LR_COPIES)[number], qr: Buffer) {
  const { language, fields, printed } = input;
  const t = (key: string, params?: Record<string, string | number>) => bilingual(language, key, params);
  const m = PAGE.margin;

  // Header: brand, title, copy, issuer; the QR code on the right.
  doc.image(qr, m + WIDTH - 84, m, { width: 84 });
  let y = writeText(doc, BRAND_NAME, m, m, WIDTH - 96, { size: 15, weight: 700, color: '#0f766e' });
  y = writeText(doc, t('title'), m, y, WIDTH - 96, { size: 12, weight: 700 });
  y = writeText(doc, t(`copies.${copy}`), m, y, WIDTH - 96, { size: 9, weight: 700, color: '#b45309' });
  const issuer = [printed.issuerCompany, printed.issuerName].filter(Boolean);
  y = writeText(
    doc,
    `${t('transporter')}: ${[...new Set(issuer)].join(', ')}  ·  +91\u00a0${printed.issuerMobile}`,
    m,
    y,
    WIDTH - 96,
    VALUE,
  );
  const underQr = writeText(doc, t('scanToCheck'), m + WIDTH - 84, m + 86, 84, { size: 6, color: GREY });
  y = Math.max(y, underQr) + 4;

  y = row(doc, y, [
    { label: t('lrNumber'), value: input.lrNumber, share: 0.5, bold: true },
    { label: t('date'), value: indiaDateTime(input.issuedAt), share: 0.5 },
  ]);
  y = partyLines(doc, language, y + 6, fields);

  y = heading(doc, y + 6, t('trip'));
  y = row(doc, y, [
    { label: t('vehicle'), value: printed.vehicleReg, share: 0.25, bold: true },
    {
      label: t('driver'),
      value: printed.driverName ? `${printed.driverName}, +91\u00a0${printed.driverMobile}` : '',
      share: 0.45,
    },
    { label: t('pickupDate'), value: day(printed.pickupDate), share: 0.3 },
  ]);
  y = row(doc, y, [
    { label: t('from'), value: printed.pickupLoc, share: 0.5 },
    { label: t('to'), value: printed.deliveryLoc, share: 0.5 },
  ]);

  const goods = fields.goods;
  y = heading(doc, y + 6, t('goods'));
  y = row(doc, y, [
    { label: t('description'), value: goods.description ?? '', share: 0.5 },
    { label: t('packages'), value: goods.packages === null ? '' : NUMBER.format(goods.packages), share: 0.2 },
    { label: t('packing'), value: goods.packing ?? '', share: 0.3 },
  ]);
  const kg = (value: number | null) => (value === null ? '' : `${NUMBER.format(value)} kg`);
  y = row(doc, y, [
    { label: t('actualWeight'), value: kg(goods.actual_weight_kg), share: 0.25 },
    { label: t('chargedWeight'), value: kg(goods.charged_weight_kg), share: 0.25 },
    {
      label: t('declaredValue'),
      value: goods.declared_value === null ? '' : RUPEES.format(goods.declared_value),
      share: 0.25,
    },
    {
      label: t('invoice'),
      value: [goods.invoice_number, goods.invoice_date && day(goods.invoice_date)].filter(Boolean).join(', '),
      share: 0.25,
    },
  ]);

  y = heading(doc, y + 6, t('freight'));
  y = row(doc, y, [
    { label: t('amount'), value: RUPEES.format(printed.amount), share: 0.25, bold: true },
    {
      label: t('freightMode'),
      value: fields.freight_mode ? t(`freightModes.${fields.freight_mode}`) : '',
      share: 0.25,
    },
    { label: t('gstPayer'), value: fields.gst_payer ? t(`gstPayers.${fields.gst_payer}`) : '', share: 0.25 },
    { label: t('risk'), value: fields.risk ? t(`risks.${fields.risk}`) : '', share: 0.25 },
  ]);

  const bills = fields.eway_bills.map(
    (bill) => `${bill.number} (${t('validUntil')} ${day(bill.valid_until!)})`,
  );
  y = heading(doc, y + 6, t('ewayBills'));
  y = row(doc, y, [
    { label: t('ewayBills'), value: bills.join('  ·  ') || t('none'), share: 0.75 },
    { label: t('odc'), value: t(fields.odc ? 'yes' : 'no'), share: 0.25 },
  ]);
  if (fields.remarks) y = row(doc, y + 6, [{ label: t('remarks'), value: fields.remarks, share: 1 }]);

  // Signatures, then where to check the LR.
  const signAt = Math.max(y + 50, PAGE.height - m - 90);
  doc.lineWidth(0.5).strokeColor(LINE);
  doc
    .moveTo(m, signAt)
    .lineTo(m + 200, signAt)
    .stroke();
  doc
    .moveTo(m + WIDTH - 200, signAt)
    .lineTo(m + WIDTH, signAt)
    .stroke();
  writeText(doc, t('consignorSignature'), m, signAt + 3, 200, LABEL);
  writeText(doc, t('transporterSignature'), m + WIDTH - 200, signAt + 3, 200, LABEL);
  writeText(doc, t('checkAt', { url: input.verifyUrl }), m, PAGE.height - m - 30, WIDTH, {
    size: 7,
    color: GREY,
  });
}

/** The three copies as one PDF. */
export async function renderLr(input: LrPdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 336,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `${translate('en', 'paperwork:pdf.title')} ${input.lrNumber}`,
      Author: BRAND_NAME,
      Creator: BRAND_NAME,
      CreationDate: input.issuedAt,
    },
  });
  const done = collect(doc);
  for (const copy of LR_COPIES) {
    doc.addPage({ size: 'A4', margin: 0 });
    page(doc, input, copy, qr);
  }
  doc.end();
  return done;
}

/** The bytes pdfkit streams, once it has ended. */
export function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
