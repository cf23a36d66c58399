import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files } from './files.schema.js';
import { signIn, useTestApp } from '../../test/app.js';
import { PDF, uploadId } from '../../test/uploads.js';
import { localStorage, s3Storage, type FileStorage, type S3Options } from './storage.js';

/**
 * Both stores (local disk and S3) keep the same promises. The S3 one runs against s3rver, a local
 * S3-compatible server that needs a Signature V4 header with a known key on every request.
 */
const scratch = await mkdtemp(path.join(tmpdir(), 'lb-storage-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(scratch, 's3'),
  configureBuckets: [{ name: 'lb-private', configs: [] }],
});
const { port } = await s3.run();
const s3Options: S3Options = {
  endpoint: `http://127.0.0.1:${port}`,
  region: 'ap-south-1',
  bucket: 'lb-private',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  pathStyle: true,
};
afterAll(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const stores: [string, () => FileStorage][] = [
  ['local', () => localStorage(path.join(scratch, 'local'))],
  ['s3', () => s3Storage(s3Options)],
];

describe.each(stores)('%s storage', (_name, make) => {
  it('gives back exactly the bytes it was given, under a nested key', async () => {
    const storage = make();
    const bytes = Buffer.concat([PDF, Buffer.from([0, 255, 10, 13])]);
    await storage.put('2026/11/a b+c.pdf', bytes);
    expect((await read(await storage.open('2026/11/a b+c.pdf'))).equals(bytes)).toBe(true);
    await storage.put('2026/11/a b+c.pdf', PDF);
    expect((await read(await storage.open('2026/11/a b+c.pdf'))).equals(PDF)).toBe(true);
  });

  it('forgets a removed file; removing a missing one is no error', async () => {
    const storage = make();
    await storage.put('gone.pdf', PDF);
    await storage.remove('gone.pdf');
    await expect(storage.open('gone.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.remove('never-there.pdf')).resolves.toBeUndefined();
  });
});

describe('s3 storage', () => {
  // s3rver checks the access key of a Signature V4 request but not the signature itself; the
  // signing is the AWS SDK's, whose own suite runs AWS's test vectors.
  it('signs every request with its credentials: an unknown key is refused by the store', async () => {
    const storage = s3Storage({ ...s3Options, accessKeyId: 'AKIDNOTKNOWNHERE' });
    await expect(storage.put('refused.pdf', PDF)).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      $metadata: { httpStatusCode: 403 },
    });
    await expect(s3Storage(s3Options).open('refused.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('STORAGE=s3 through the API', () => {
  const ctx = useTestApp({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: s3Options.endpoint,
      S3_BUCKET: 'lb-private',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });

  it('stores an upload in the bucket and serves it back through the signed link', async () => {
    const owner = await signIn(ctx.t, 'driver');
    const fileId = await uploadId(ctx.t.app, owner, 'insurance');
    const response = await owner.inject(ctx.t.app, {
      method: 'GET',
      url: ctx.t.app.files.link(fileId, Number(owner.register.User.users_id)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    // The bytes are in the bucket, under the generated key the files row records.
    const [row] = await ctx.database.db.select().from(files).where(eq(files.id, fileId));
    expect((await read(await s3Storage(s3Options).open(row!.storageKey))).equals(PDF)).toBe(true);
  });
});
