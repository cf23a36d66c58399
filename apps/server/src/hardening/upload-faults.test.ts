import { mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.js';
import { cleanName } from '../modules/files/files.service.js';
import { localStorage } from '../modules/files/storage.js';
import { signIn, useTestApp } from '../test/app.js';
import { PNG, multipart, upload } from '../test/uploads.js';

const ctx = useTestApp();

/** Found by an outside attack on the running server: uploads that broke it instead of being refused. */
describe('malformed multipart', () => {
  it('answers 400, not 500, to a body without a boundary or cut short', async () => {
    const user = await signIn(ctx.t, 'transporter');
    const noBoundary = await user.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/uploadFile',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'purpose=document',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: 'errors.badRequest' });

    const whole = multipart({ purpose: 'document' }, { name: 'a.png', type: 'image/png', bytes: PNG });
    const truncated = await user.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/uploadFile',
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - 40),
    });
    expect(truncated.statusCode, truncated.body).toBe(400);

    // A well-formed upload still works.
    expect((await upload(ctx.t.app, user, 'document')).statusCode).toBe(201);
  });
});

describe('a full disk', () => {
  it('answers 507 with a plain message and leaves no temp file behind', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lb-full-'));
    try {
      const storage = localStorage(root);
      const key = '2026/11/full';
      mkdirSync(path.join(root, '2026/11'), { recursive: true });
      // Writing the temp file hits ENOSPC, as on a full disk (/dev/full).
      symlinkSync('/dev/full', path.join(root, `${key}.${process.pid}.tmp`));
      const error = await storage.put(key, PNG).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 507, code: 'errors.files.storageFull' });
      expect(readdirSync(path.join(root, '2026/11'))).toEqual([]);

      // Any other failure (here: the final name is taken by a directory) cleans up too.
      mkdirSync(path.join(root, '2026/11/taken'));
      await expect(storage.put('2026/11/taken', PNG)).rejects.toThrow();
      expect(readdirSync(path.join(root, '2026/11'))).toEqual(['taken']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('download names', () => {
  it('lose bidi and control characters and take the extension of what the bytes are', () => {
    expect(cleanName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.pdf');
    expect(cleanName('poly.html', 'image/png')).toBe('poly.png');
    expect(cleanName('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(cleanName('a\u200f\u2066b.PDF', 'application/pdf')).toBe('ab.pdf');
    expect(cleanName('../../etc/passwd', 'image/webp')).toBe('passwd.webp');
    expect(cleanName('\u202e.', 'image/png')).toBe('file.png');
  });

  it('fit the 200 characters of files.original_name, extension included (a longer one answered 500)', async () => {
    const owner = await signIn(ctx.t, 'transporter');
    const long = [
      { name: `${'x'.repeat(197)}.pdf`, kept: `${'x'.repeat(196)}.png` },
      { name: 'y'.repeat(300), kept: `${'y'.repeat(196)}.png` },
      // Counted in characters as PostgreSQL counts them, not in UTF-16 units.
      { name: `${'🚚'.repeat(250)}.png`, kept: `${'🚚'.repeat(196)}.png` },
    ];
    for (const { name, kept } of long) {
      const response = await upload(ctx.t.app, owner, 'rc', { name, type: 'image/png', bytes: PNG });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ data: { name: string } }>().data.name).toBe(kept);
    }
    expect(cleanName('z'.repeat(250))).toBe('z'.repeat(200));
  });

  it('are clean in the upload answer and in the download header', async () => {
    const owner = await signIn(ctx.t, 'transporter');
    const response = await upload(ctx.t.app, owner, 'document', {
      name: 'poly\u202Elmth.html',
      type: 'text/html',
      bytes: PNG,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { file_id: fileId, name } = response.json<{ data: { file_id: string; name: string } }>().data;
    expect(name).toBe('polylmth.png');
    const url = ctx.t.app.files.link(fileId, Number(owner.register.User.users_id), { download: true });
    const served = await owner.inject(ctx.t.app, { method: 'GET', url });
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''polylmth.png");
  });
});
