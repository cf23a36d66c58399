import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, useTestApp, type SignedIn } from '../../test/app.js';
import { EXE, PDF, PNG, multipart, upload as uploadAs, type UploadFile } from '../../test/uploads.js';
import { sniffContentType } from './content-type.js';

const ctx = useTestApp();
let owner: SignedIn;
beforeEach(async () => {
  owner = await signIn(ctx.t, 'driver');
});

const upload = (jar: SignedIn, purpose: string, file?: UploadFile) =>
  uploadAs(ctx.t.app, jar, purpose, file ?? null);

describe('POST /api/Transpoter/uploadFile', () => {
  it('stores a PDF privately and answers its id', async () => {
    const response = await upload(owner, 'insurance', {
      name: '../../etc/insurance.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'insurance.pdf', content_type: 'application/pdf', size: PDF.length });
    expect(data.file_id).toMatch(/^[0-9a-f-]{36}$/);
    // Not reachable as a static file.
    for (const url of [
      `/uploads/${data.file_id}`,
      `/uploads/${data.file_id}.pdf`,
      `/data/uploads/${data.file_id}`,
    ]) {
      const response = await ctx.t.app.inject({ method: 'GET', url });
      expect(response.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);
    }
  });

  it('judges the content, not the name: a renamed executable is refused', async () => {
    const response = await upload(owner, 'rc', { name: 'rc-book.pdf', type: 'application/pdf', bytes: EXE });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('errors.files.type');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
    const response = await upload(owner, 'document', { name: 'big.png', type: 'image/png', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('errors.files.size');
  });

  it('needs a known purpose, a file, a multipart body and a signed-in user', async () => {
    expect(
      (await upload(owner, 'selfie', { name: 'a.png', type: 'image/png', bytes: PNG })).json().code,
    ).toBe('errors.files.purpose');
    expect((await upload(owner, 'rc')).json().code).toBe('errors.files.missing');
    const json = await owner.inject(ctx.t.app, {
      method: 'POST',
      url: '/api/Transpoter/uploadFile',
      payload: { purpose: 'rc' },
    });
    expect(json.statusCode).toBe(400);
    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/Transpoter/uploadFile',
      ...multipart({ purpose: 'rc' }),
    });
    expect(anonymous.statusCode).toBe(403);
  });

  it('accepts only images as a profile picture', async () => {
    expect(
      (await upload(owner, 'profile_picture', { name: 'p.pdf', type: 'application/pdf', bytes: PDF })).json()
        .code,
    ).toBe('errors.files.imageOnly');
    expect(
      (await upload(owner, 'profile_picture', { name: 'p.png', type: 'image/png', bytes: PNG })).statusCode,
    ).toBe(201);
  });
});

describe('signed links', () => {
  async function uploaded() {
    const response = await upload(owner, 'document', {
      name: 'gst.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    return response.json().data.file_id as string;
  }

  it('serve the bytes to the viewer they were made for, inline or as a download', async () => {
    const fileId = await uploaded();
    const url = ctx.t.app.files.link(fileId, Number(owner.register.User.users_id));
    const response = await owner.inject(ctx.t.app, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const download = ctx.t.app.files.link(fileId, Number(owner.register.User.users_id), { download: true });
    expect(
      (await owner.inject(ctx.t.app, { method: 'GET', url: download })).headers['content-disposition'],
    ).toMatch(/^attachment; filename\*=UTF-8''gst\.pdf/);
  });

  it('do not work for another user, after they expire, or when tampered with', async () => {
    const fileId = await uploaded();
    const ownerId = Number(owner.register.User.users_id);
    const url = ctx.t.app.files.link(fileId, ownerId);
    const stranger = await signIn(ctx.t, 'transporter');
    expect((await stranger.inject(ctx.t.app, { method: 'GET', url })).statusCode).toBe(404);
    // A link made for the stranger's id but signed for the owner: the signature does not match.
    expect(
      (
        await stranger.inject(ctx.t.app, {
          method: 'GET',
          url: url.replace(`v=${ownerId}`, `v=${stranger.register.User.users_id}`),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await owner.inject(ctx.t.app, { method: 'GET', url: url.replace('d=0', 'd=1') })).statusCode,
    ).toBe(404);
    expect((await ctx.t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    ctx.t.clock.advance(5 * 60 + 1);
    // (the access token is still valid: 5 minutes < 15)
    expect((await owner.inject(ctx.t.app, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('assertOwned accepts only the owner’s file of an expected purpose', async () => {
    const fileId = await uploaded();
    const ownerId = Number(owner.register.User.users_id);
    await expect(
      ctx.t.app.files.assertOwned(ctx.t.app.db, fileId, ownerId, ['document']),
    ).resolves.toMatchObject({
      id: fileId,
    });
    await expect(ctx.t.app.files.assertOwned(ctx.t.app.db, fileId, ownerId, ['rc'])).rejects.toMatchObject({
      code: 'errors.files.invalid',
    });
    await expect(
      ctx.t.app.files.assertOwned(ctx.t.app.db, fileId, ownerId + 1, ['document']),
    ).rejects.toMatchObject({
      code: 'errors.files.invalid',
    });
    await expect(
      ctx.t.app.files.assertOwned(ctx.t.app.db, 'not-a-uuid', ownerId, ['document']),
    ).rejects.toMatchObject({
      code: 'errors.files.invalid',
    });
  });
});

describe('sniffContentType', () => {
  it('knows the four allowed kinds by their first bytes', () => {
    expect(sniffContentType(PNG)).toBe('image/png');
    expect(sniffContentType(PDF)).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(EXE)).toBeNull();
    expect(sniffContentType(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
  });
});
