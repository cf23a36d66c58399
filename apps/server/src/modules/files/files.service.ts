import { createHash, createHmac, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/http-error.js';
import { sameBytes } from '../auth/crypto.js';
import { IMAGE_TYPES, sniffContentType, type AllowedContentType } from './content-type.js';
import { files, type FileRow } from './files.schema.js';
import { assertReadableDocument } from './image-check.js';
import type { FileStorage } from './storage.js';
import type { Actor } from '../../lib/actor.js';

export const FILE_PURPOSES = [
  'rc',
  'insurance',
  'document',
  'profile_picture',
  'lorry_receipt',
  'proof_of_delivery',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
/** The papers an operator may be asked to read: each must pass the readability check. */
const CHECKED_PAPERS: readonly FilePurpose[] = ['document', 'rc', 'insurance'];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const LINK_TTL_MS = 5 * 60 * 1000;

const EXTENSION: Record<AllowedContentType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

/** `files.original_name` is varchar(200) (migration 0003), counted in characters, not UTF-16 units. */
const NAME_MAX = 200;
const characters = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * A file name safe to echo back and to save: no path, no control or bidi characters (which
 * make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`), bounded, and with the extension of
 * what the bytes really are, so a PNG that is also HTML never downloads as `.html`.
 */
export function cleanName(name: string | undefined, contentType?: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f-\u009f"\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .trim();
  const extension = EXTENSION[contentType as AllowedContentType];
  if (!extension) return characters(cleaned, NAME_MAX) || 'file';
  // The stem is cut to leave room for the extension: the whole name fits `original_name`.
  const stem = characters(cleaned.replace(/\.[^.]*$/, ''), NAME_MAX - extension.length).replace(
    /[.\s]+$/,
    '',
  );
  return `${stem || 'file'}${extension}`;
}

export function createFilesService(deps: { db: Db; storage: FileStorage; secret: string; clock: Clock }) {
  const { db, storage, secret, clock } = deps;

  /** Checks the bytes and stores them privately under a generated key. */
  async function store(
    { userId: ownerId }: Pick<Actor, 'userId'>,
    purpose: FilePurpose,
    name: string | undefined,
    bytes: Buffer,
  ) {
    const contentType = sniffContentType(bytes.subarray(0, 16));
    if (!contentType) throw badRequest('errors.files.type');
    if (purpose === 'profile_picture' && !IMAGE_TYPES.includes(contentType))
      throw badRequest('errors.files.imageOnly');
    // KYC documents decide "Verified" and a truck's RC and insurance are its papers: all must be
    // readable (decision 010, decision 046). Trip papers and profile pictures keep their own rules.
    if (CHECKED_PAPERS.includes(purpose)) await assertReadableDocument(contentType, bytes);
    const id = randomUUID();
    const now = clock.now();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
    await storage.put(key, bytes);
    try {
      const [row] = await db
        .insert(files)
        .values({
          id,
          ownerId,
          purpose,
          storageKey: key,
          contentType,
          sizeBytes: bytes.length,
          originalName: cleanName(name, contentType),
          sha256: createHash('sha256').update(bytes).digest(),
          createdAt: now,
        })
        .returning();
      return row!;
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
  }

  /** The caller's own file of an expected purpose, else 400 (a payload named a file it may not use). */
  async function assertOwned(
    tx: DbOrTx,
    fileId: string,
    ownerId: number,
    purposes: readonly FilePurpose[],
  ): Promise<FileRow> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!uuid.test(fileId)) throw badRequest('errors.files.invalid');
    const [row] = await tx
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), inArray(files.purpose, [...purposes])));
    if (!row) throw badRequest('errors.files.invalid');
    return row;
  }

  const signature = (id: string, viewer: number, exp: number, download: boolean) =>
    createHmac('sha256', secret)
      .update(`file.${id}.${viewer}.${exp}.${download ? 1 : 0}`)
      .digest('base64url');

  /**
   * A short-lived link to a file for one viewer. The caller's policy decides who may see the
   * file; the link then works only within its time and only for that viewer's session.
   */
  function link(fileId: string, viewerId: number, options: { download?: boolean } = {}): string {
    const exp = clock.now().getTime() + LINK_TTL_MS;
    const download = options.download ?? false;
    const query = new URLSearchParams({
      v: String(viewerId),
      exp: String(exp),
      d: download ? '1' : '0',
      sig: signature(fileId, viewerId, exp, download),
    });
    return `/api/Transpoter/file/${fileId}?${query}`;
  }

  /** The file a signed link names, when the link is genuine, current and for this viewer. */
  async function resolveLink(
    { userId: viewerId }: Actor,
    fileId: string,
    query: { v: string; exp: string; d: string; sig: string },
  ) {
    const exp = Number(query.exp);
    const viewer = Number(query.v);
    const download = query.d === '1';
    if (!Number.isFinite(exp) || exp <= clock.now().getTime() || viewer !== viewerId) return null;
    if (!sameBytes(Buffer.from(signature(fileId, viewer, exp, download)), Buffer.from(query.sig)))
      return null;
    const [row] = await db.select().from(files).where(eq(files.id, fileId));
    return row ? { row, download } : null;
  }

  /** A file by id, for a caller whose own policy already decided who may read it (a driver's link). */
  async function find(fileId: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, fileId));
    return row;
  }

  return {
    store,
    assertOwned,
    link,
    resolveLink,
    find,
    open: (row: FileRow) => storage.open(row.storageKey),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
