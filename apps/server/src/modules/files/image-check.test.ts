import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { PDF, PNG, multipart } from '../../test/uploads.js';
import { DOCUMENT_IMAGE } from './image-check.js';

const ctx = useTestApp();
let driver: SignedIn;
beforeEach(async () => {
  driver = await signIn(ctx.t, 'driver');
});

/** Grey noise with some structure: what a photographed page looks like to the check. */
const photo = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i % width) * 13) % 251;
  return sharp(pixels, { raw: { width, height, channels: 1 } });
};
const flat = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

const send = (name: string, type: string, bytes: Buffer, purpose = 'document', language = 'en') => {
  const body = multipart({ purpose }, { name, type, bytes });
  return driver.inject(ctx.t.app, {
    method: 'POST',
    url: '/api/Transpoter/uploadFile',
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': language },
  });
};

describe('a KYC document must be readable (decision 010)', () => {
  it('accepts real photos in JPEG, PNG and WebP, and a PDF with a page', async () => {
    const jpeg = await photo(640, 480).jpeg().toBuffer();
    for (const [name, type, bytes] of [
      ['licence.jpg', 'image/jpeg', jpeg],
      ['licence.png', 'image/png', await photo(300, 400).png().toBuffer()],
      ['licence.webp', 'image/webp', await photo(400, 300).webp().toBuffer()],
      ['insurance.pdf', 'application/pdf', PDF],
      ['stripes.png', 'image/png', PNG],
    ] as const) {
      const response = await send(name, type, bytes);
      expect([name, response.statusCode, response.body]).toEqual([name, 201, response.body]);
    }
  });

  it('refuses a truncated or corrupt image', async () => {
    const jpeg = await photo(640, 480).jpeg().toBuffer();
    const png = await photo(640, 480).png().toBuffer();
    for (const [name, type, bytes] of [
      ['cut.jpg', 'image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ['cut.png', 'image/png', png.subarray(0, Math.floor(png.length / 2))],
      ['noise.png', 'image/png', Buffer.concat([png.subarray(0, 16), Buffer.alloc(2000, 7)])],
    ] as const) {
      const response = await send(name, type, bytes);
      expect([name, response.statusCode, response.json().code]).toEqual([
        name,
        400,
        'errors.files.unreadable',
      ]);
    }
  });

  it('refuses an image too small to read, or absurdly large, and says the limits', async () => {
    const small = await send(
      'tiny.png',
      'image/png',
      await photo(DOCUMENT_IMAGE.minSide - 1, 400)
        .png()
        .toBuffer(),
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().code).toBe('errors.files.imageTooSmall');
    expect(small.json().message).toBe(
      'This picture is too small to read (199×400 pixels). Use a photo at least 200 pixels on each side.',
    );
    const strip = await flat(DOCUMENT_IMAGE.maxSide + 1, 200, '#808080')
      .png()
      .toBuffer();
    const large = await send('strip.png', 'image/png', strip);
    expect(large.json().code).toBe('errors.files.imageTooLarge');
  });

  it('refuses a blank or one-colour picture, in the user’s language', async () => {
    for (const colour of ['#ffffff', '#000000', '#7a7a7a']) {
      const response = await send('blank.jpg', 'image/jpeg', await flat(800, 600, colour).jpeg().toBuffer());
      expect([colour, response.statusCode, response.json().code]).toEqual([
        colour,
        400,
        'errors.files.blank',
      ]);
    }
    const hindi = await send(
      'blank.png',
      'image/png',
      await flat(800, 600, '#fff').png().toBuffer(),
      'document',
      'hi',
    );
    expect(hindi.json().message).toContain('खाली');
  });

  it('refuses a PDF that does not parse or has no page', async () => {
    const empty = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
    for (const [name, bytes] of [
      ['broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
      ['cut.pdf', PDF.subarray(0, 40)],
      ['no-pages.pdf', empty],
    ] as const) {
      const response = await send(name, 'application/pdf', bytes);
      expect([name, response.statusCode, response.json().code]).toEqual([
        name,
        400,
        'errors.files.pdfUnreadable',
      ]);
    }
  });

  it("checks a truck's RC and insurance the same way (decision 046)", async () => {
    const blank = await flat(800, 600, '#ffffff').png().toBuffer();
    for (const purpose of ['rc', 'insurance']) {
      const response = await send('paper.png', 'image/png', blank, purpose);
      expect([purpose, response.statusCode, response.json().code]).toEqual([
        purpose,
        400,
        'errors.files.blank',
      ]);
      expect((await send('paper.png', 'image/png', PNG, purpose)).statusCode).toBe(201);
    }
  });

  it('checks only KYC documents and truck papers: other purposes keep their own rules', async () => {
    const blank = await flat(800, 600, '#ffffff').png().toBuffer();
    expect((await send('pod.png', 'image/png', blank, 'proof_of_delivery')).statusCode).toBe(201);
  });
});
