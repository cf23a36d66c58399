import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConsignmentNoteResponse, Language, NoteFields } from '@lorrybazaar/contract';
import { userId } from '../../../test/api-calls.js';
import { signIn, useTestApp } from '../../../test/app.js';
import { buildTrip } from '../../../test/factories.js';
import { completeNote } from '../../../test/notes.js';
import { renderLr } from './lr-pdf.js';

/**
 * The issued LR read back with Debian's poppler-utils (`pdfinfo`, `pdffonts`, `pdftotext`,
 * `pdftoppm`; CI installs them): three pages, the Noto fonts of the scripts used embedded, the
 * text as typed. And one golden rendering per script, compared loosely (font hinting differs a
 * little between poppler builds); `UPDATE_GOLDENS=1` writes them anew, to be looked at by a person.
 */
const work = mkdtempSync(path.join(tmpdir(), 'lb-lr-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const poppler = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

describe('the issued LR', () => {
  const ctx = useTestApp();

  it('a Devanagari consignor and a Tamil consignee: three pages, both scripts embedded, the text as typed', async () => {
    const [shipper, transporter] = await Promise.all([
      signIn(ctx.t, 'shipper'),
      signIn(ctx.t, 'transporter'),
    ]);
    const { scheduleId } = await buildTrip(ctx.database.db, {
      loadOwnerId: userId(shipper),
      truckOwnerId: userId(transporter),
      delivered: false,
    });
    const put = await shipper.inject(ctx.t.app, {
      method: 'PUT',
      url: '/api/Transpoter/consignmentNote',
      payload: completeNote(scheduleId),
    });
    expect(put.statusCode).toBe(200);
    const issued = await transporter
      .clone()
      .set('i18next', 'hi')
      .inject(ctx.t.app, {
        method: 'POST',
        url: '/api/Transpoter/consignmentNote/issue',
        payload: { schedule_id: scheduleId },
      });
    const note = issued.json<ConsignmentNoteResponse>().data;
    const file = path.join(work, 'issued.pdf');
    writeFileSync(
      file,
      (await transporter.inject(ctx.t.app, { method: 'GET', url: note.document!.download_url })).rawPayload,
    );

    expect(poppler('pdfinfo', [file])).toMatch(/^Pages:\s+3$/m);
    const fonts = poppler('pdffonts', [file]);
    expect(fonts).toContain('NotoSansDevanagari');
    expect(fonts).toContain('NotoSansTamil');
    const text = poppler('pdftotext', ['-raw', file, '-']);
    expect(text).toContain(note.lr_number);
    expect(text).toContain('क्षत्रिय ट्रेडर्स');
    expect(text).toContain('ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்');
    // Issued in Hindi: the labels in Hindi with the English beside them, on each copy.
    expect(text).toContain('प्रेषक / Consignor');
    for (const copy of [
      "प्रेषक की प्रति / Consignor's copy",
      "प्रेषिती की प्रति / Consignee's copy",
      "ड्राइवर की प्रति / Driver's copy",
    ]) {
      expect(text).toContain(copy);
    }
  });
});

/** A consignor and a consignee in each script, with conjuncts and vowel signs that must shape. */
const PARTIES: Record<Language, [string, string, string]> = {
  en: ['Sharma Traders (P) Ltd.', 'Sri Krishna Stores', '14, Gandhi Road, Coimbatore'],
  hi: ['क्षत्रिय ट्रेडर्स', 'श्री कृष्ण स्टोर्स', 'प्लॉट 12, औद्योगिक क्षेत्र, इंदौर'],
  bn: ['ক্ষিতীশ ট্রেডার্স', 'শ্রী কৃষ্ণ স্টোর্স', '১২, স্ট্র্যান্ড রোড, কলকাতা'],
  ta: ['க்ஷத்திரிய டிரேடர்ஸ்', 'ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்', '14, காந்தி சாலை, கோயம்புத்தூர்'],
  te: ['క్షత్రియ ట్రేడర్స్', 'శ్రీ కృష్ణ స్టోర్స్', '14, గాంధీ రోడ్డు, విజయవాడ'],
  kn: ['ಕ್ಷತ್ರಿಯ ಟ್ರೇಡರ್ಸ್', 'ಶ್ರೀ ಕೃಷ್ಣ ಸ್ಟೋರ್ಸ್', '14, ಗಾಂಧಿ ರಸ್ತೆ, ಮೈಸೂರು'],
  ml: ['ക്ഷത്രിയ ട്രേഡേഴ്സ്', 'ശ്രീ കൃഷ്ണ സ്റ്റോഴ്സ്', '14, ഗാന്ധി റോഡ്, കോഴിക്കോട്'],
};

const fieldsIn = (language: Language): NoteFields => {
  const [consignor, consignee, address] = PARTIES[language];
  return {
    consignor: { name: consignor, address, pin: '452001', gstin: null, phone: '9876543210' },
    consignee: { name: consignee, address, pin: '641001', gstin: null, phone: '9123456780' },
    goods: {
      description: 'Cement bags',
      packages: 400,
      packing: 'Bags',
      actual_weight_kg: 20000,
      charged_weight_kg: 21000,
      declared_value: 180000,
      invoice_number: 'INV-118',
      invoice_date: '2026-03-04',
    },
    freight_mode: 'to_pay',
    gst_payer: 'consignee',
    risk: 'owner',
    remarks: null,
    odc: false,
    eway_bills: [{ number: '331002345678', generated_on: '2026-03-05', valid_until: '2026-03-11' }],
  };
};

const GOLDENS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'goldens');
/** Share of pixels that may differ (by more than a quarter of the grey scale) from the golden. */
const TOLERANCE = 0.004;

describe('golden renderings, one per script', () => {
  it.each(Object.keys(PARTIES) as Language[])('%s', async (language) => {
    const pdf = await renderLr({
      lrNumber: 'LB-12-2026-000123',
      issuedAt: new Date('2026-03-05T06:30:00Z'),
      language,
      verifyUrl: 'https://lorrybazaar.example/lr/AbCdEfGhIjKlMnOpQrStUv',
      fields: fieldsIn(language),
      printed: {
        vehicleReg: 'MP09HX4521',
        pickupLoc: 'Indore, Madhya Pradesh',
        deliveryLoc: 'Coimbatore, Tamil Nadu',
        pickupDate: '2026-03-05',
        amount: 68000,
        materialsName: 'Cement',
        issuerName: 'Ravi Kumar',
        issuerCompany: 'Ravi Roadways',
        issuerMobile: '9812345678',
        driverName: PARTIES[language][1],
        driverMobile: '9988776655',
      },
    });
    const file = path.join(work, `${language}.pdf`);
    writeFileSync(file, pdf);
    // The top of the first page at 90 dpi: the header, the parties and the trip.
    poppler('pdftoppm', [
      '-r',
      '90',
      '-f',
      '1',
      '-l',
      '1',
      '-x',
      '0',
      '-y',
      '0',
      '-W',
      '744',
      '-H',
      '440',
      '-gray',
      '-png',
      '-singlefile',
      file,
      path.join(work, language),
    ]);
    const rendered = readFileSync(path.join(work, `${language}.png`));
    const golden = path.join(GOLDENS, `${language}.png`);
    if (process.env.UPDATE_GOLDENS || !existsSync(golden)) {
      if (!process.env.UPDATE_GOLDENS)
        throw new Error(`no golden ${golden}: run with UPDATE_GOLDENS=1 and look at it`);
      mkdirSync(GOLDENS, { recursive: true });
      writeFileSync(golden, rendered);
    }
    const [actual, expected] = await Promise.all(
      [rendered, readFileSync(golden)].map((png) =>
        sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    expect([actual!.info.width, actual!.info.height]).toEqual([expected!.info.width, expected!.info.height]);
    let differing = 0;
    for (let i = 0; i < actual!.data.length; i++)
      if (Math.abs(actual!.data[i]! - expected!.data[i]!) > 64) differing++;
    expect(differing / actual!.data.length).toBeLessThan(TOLERANCE);
  });
});
