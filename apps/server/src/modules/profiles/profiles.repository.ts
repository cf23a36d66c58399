import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ReviewReason } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { idArray, isoTimestamp, shownName } from '../../db/sql.js';
import { districts, states, users } from '../../db/schema.js';
import { documents, profiles } from './profiles.schema.js';

/** The user with the profile's address, state and district (left joins: any part may be missing). */
export async function findProfile(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      mobile: users.mobile,
      userTypeId: users.userTypeId,
      name: users.name,
      company: users.company,
      email: users.email,
      landPhone: users.landPhone,
      createdAt: users.createdAt,
      address1: profiles.address1,
      address2: profiles.address2,
      stateId: profiles.stateId,
      districtId: profiles.districtId,
      pincode: profiles.pincode,
      gstin: profiles.gstin,
      pictureFileId: profiles.pictureFileId,
      stateName: states.name,
      stateNames: states.names,
      districtName: districts.name,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(states, eq(states.id, profiles.stateId))
    .leftJoin(districts, eq(districts.id, profiles.districtId))
    .where(eq(users.id, userId));
  return row;
}
export type ProfileJoinRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Serialises every profile change of one user (documents replace, account details). */
export async function lockUser(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function findUserOfType(tx: DbOrTx, userId: number, userTypeId: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userTypeId, userTypeId)));
  return row;
}

export async function findState(tx: DbOrTx, stateId: number) {
  const [row] = await tx.select().from(states).where(eq(states.id, stateId));
  return row;
}

export async function findDistrict(tx: DbOrTx, districtId: number) {
  const [row] = await tx.select().from(districts).where(eq(districts.id, districtId));
  return row;
}

export async function saveAddress(
  tx: DbOrTx,
  userId: number,
  address: {
    address1: string;
    address2: string | null;
    stateId: number;
    districtId: number;
    pincode: string | null;
    gstin: string | null;
  },
  at: Date,
) {
  await tx
    .insert(profiles)
    .values({ userId, ...address, updatedAt: at })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...address, updatedAt: at } });
}

export async function savePicture(tx: DbOrTx, userId: number, pictureFileId: string | null, at: Date) {
  await tx
    .insert(profiles)
    .values({ userId, pictureFileId, updatedAt: at })
    .onConflictDoUpdate({ target: profiles.userId, set: { pictureFileId, updatedAt: at } });
}

export async function updateContact(
  tx: DbOrTx,
  userId: number,
  /** `landPhone` undefined leaves the stored landline as it is (drizzle skips undefined). */
  contact: { email: string | null; mobile: string; landPhone?: string | null },
  at: Date,
) {
  await tx
    .update(users)
    .set({ ...contact, updatedAt: at })
    .where(eq(users.id, userId));
}

/** Whether another account of this role already holds the mobile. */
export async function mobileTaken(tx: DbOrTx, mobile: string, userTypeId: number, exceptUserId: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.userTypeId, userTypeId), ne(users.id, exceptUserId)));
  return Boolean(row);
}

/**
 * The current (not replaced) documents of a user, with their type's name and their file's name
 * and type (the files module's table, read here: db/owners.ts).
 */
export async function currentDocuments(tx: DbOrTx, userId: number) {
  const found = await rows<{
    id: string;
    typeId: number;
    typeName: string;
    fileId: string;
    status: number;
    uploadedAt: string;
    fileName: string;
    contentType: string;
    reason: ReviewReason | null;
  }>(
    tx,
    sql`SELECT d.id, d.document_type_id::int AS "typeId", dt.name AS "typeName", d.file_id::text AS "fileId",
               d.status::int AS status, ${isoTimestamp('d.uploaded_at')} AS "uploadedAt",
               f.original_name AS "fileName", f.content_type AS "contentType", d.decision_reason AS reason
          FROM documents d JOIN document_types dt ON dt.id = d.document_type_id JOIN files f ON f.id = d.file_id
         WHERE d.user_id = ${userId} AND d.replaced_at IS NULL
         ORDER BY d.document_type_id`,
  );
  return found.map((row) => ({ ...row, id: Number(row.id), uploadedAt: new Date(row.uploadedAt) }));
}
export type CurrentDocumentRow = Awaited<ReturnType<typeof currentDocuments>>[number];

export async function currentDocumentOfType(tx: DbOrTx, userId: number, typeId: number) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(eq(documents.userId, userId), eq(documents.documentTypeId, typeId), isNull(documents.replacedAt)),
    );
  return row;
}

/** A truck's current paper of this type (decision 046), locked until the end of the transaction. */
export async function currentTruckPaper(tx: DbOrTx, truckId: number, typeId: number) {
  const [row] = await tx
    .select({ id: documents.id, fileId: documents.fileId })
    .from(documents)
    .where(
      and(eq(documents.truckId, truckId), eq(documents.documentTypeId, typeId), isNull(documents.replacedAt)),
    )
    .for('update');
  return row;
}

/** The current papers of these trucks: type, status and a rejection's reason. */
export function truckPaperRows(tx: DbOrTx, truckIds: readonly number[]) {
  return rows<{ truck_id: string; type_id: number; status: number; reason: ReviewReason | null }>(
    tx,
    sql`SELECT d.truck_id, d.document_type_id::int AS type_id, d.status::int AS status, d.decision_reason AS reason
          FROM documents d
         WHERE d.truck_id = ANY(${idArray(truckIds)}) AND d.replaced_at IS NULL`,
  );
}

export const markReplaced = (tx: DbOrTx, documentId: number, at: Date) =>
  tx.update(documents).set({ replacedAt: at }).where(eq(documents.id, documentId));

export async function insertDocument(
  tx: DbOrTx,
  values: {
    userId: number;
    documentTypeId: number;
    fileId: string;
    status: number;
    decidedBy: string | null;
    decidedAt: Date | null;
    uploadedAt: Date;
    truckId?: number;
  },
) {
  const [row] = await tx.insert(documents).values(values).returning();
  return row!;
}

/** Every record of a user's documents, current and replaced, newest first (audit). */
export function documentHistory(tx: DbOrTx, userId: number) {
  return tx
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(sql`${documents.uploadedAt} DESC`, sql`${documents.id} DESC`);
}

/** A document with its owner, for the operators' queue and user pages (docs/decisions/029). */
export interface ReviewRow {
  id: string;
  userId: string;
  userName: string;
  mobile: string;
  userTypeId: string;
  typeId: string;
  typeName: string;
  fileId: string;
  status: string;
  contentType: string;
  uploadedAt: string;
  reason: string | null;
  note: string | null;
  /** A truck paper's truck (trade's view trade_trucks), else null. */
  truckReg: string | null;
  truckId: string | null;
}

const reviewColumns = sql`
  d.id::text AS id, u.id::text AS "userId", ${shownName('u')} AS "userName", u.mobile,
  u.user_type_id::text AS "userTypeId", d.document_type_id::text AS "typeId", dt.name AS "typeName",
  d.file_id::text AS "fileId", d.status::text AS status, f.content_type AS "contentType",
  ${isoTimestamp('d.uploaded_at')} AS "uploadedAt", d.decision_reason AS reason, d.decision_note AS note,
  tt.reg_number AS "truckReg", d.truck_id::text AS "truckId"`;
const reviewJoins = sql`
  FROM documents d JOIN users u ON u.id = d.user_id
  JOIN document_types dt ON dt.id = d.document_type_id JOIN files f ON f.id = d.file_id
  LEFT JOIN trade_trucks tt ON tt.id = d.truck_id`;

/** Current documents waiting for a decision, oldest first. */
export const pendingDocuments = (tx: DbOrTx, limit: number) =>
  rows<ReviewRow>(
    tx,
    sql`SELECT ${reviewColumns} ${reviewJoins}
        WHERE d.status = 1 AND d.replaced_at IS NULL ORDER BY d.uploaded_at, d.id LIMIT ${limit}`,
  );

/** A user's current documents, whatever their status. */
export const documentsForReview = (tx: DbOrTx, userId: number) =>
  rows<ReviewRow>(
    tx,
    sql`SELECT ${reviewColumns} ${reviewJoins}
        WHERE d.user_id = ${userId} AND d.replaced_at IS NULL ORDER BY d.document_type_id`,
  );

/** One document, locked for its decision. */
export async function lockDocumentForReview(tx: DbOrTx, documentId: number) {
  const [row] = await rows<ReviewRow & { replaced: boolean }>(
    tx,
    sql`SELECT ${reviewColumns}, d.replaced_at IS NOT NULL AS replaced ${reviewJoins}
        WHERE d.id = ${documentId} FOR UPDATE OF d`,
  );
  return row;
}

export const decideDocument = (
  tx: DbOrTx,
  documentId: number,
  decision: { status: number; decidedBy: string; at: Date; reason: string | null; note: string | null },
) =>
  tx
    .update(documents)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: decision.at,
      decisionReason: decision.reason,
      decisionNote: decision.note,
    })
    .where(eq(documents.id, documentId));
