/** Every profile row → contract shape: the owner's record, the public card, an operator's review row. */
import {
  ROLE_DOCUMENT_TYPES,
  ROLE_FIELDS,
  ROLE_PREFIX,
  USER_TYPE_ID,
  displayName,
  profileCompletion,
  todayInIndia,
  type DocumentStatus,
  type Language,
  type Role,
} from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { STATUS_CODE, type ProfilesContext } from './context.js';
import * as repo from './profiles.repository.js';
import { isVerifiedUser } from './verified.js';

/** The owner's full record; every link is signed for the owner's session only. */
export async function ownerRecord(
  { files }: Pick<ProfilesContext, 'files'>,
  tx: DbOrTx,
  role: Role,
  userId: number,
  language: Language,
) {
  const row = await repo.findProfile(tx, userId);
  if (!row) throw notFound();
  const docs = await repo.currentDocuments(tx, userId);
  const p = ROLE_PREFIX[role];
  const types = ROLE_DOCUMENT_TYPES[role] as readonly number[];
  const own = docs.filter((doc) => types.includes(doc.typeId));
  // Address line 2 and GSTIN are optional (docs/decisions/018-names-and-addresses.md).
  const addressDone = Boolean(row.address1 && row.stateId && row.districtId);
  return {
    visibility: 'owner' as const,
    role,
    user_types_id: USER_TYPE_ID[role],
    [`${p}_id`]: String(row.id),
    [`${p}_name`]: displayName(row),
    [`${p}_mob`]: row.mobile,
    [`${p}_email`]: row.email ?? '',
    [`${p}_phone`]: row.landPhone ?? '',
    ...(ROLE_FIELDS[role].company === 'none' ? {} : { company: row.company ?? '' }),
    profile: row.pictureFileId ? files.link(row.pictureFileId, userId) : '',
    address1: row.address1 ?? '',
    address2: row.address2 ?? '',
    pincode: row.pincode ?? '',
    districts_name: row.districtName ?? '',
    states_name: row.stateName ? (language !== 'en' && row.stateNames?.[language]) || row.stateName : '',
    gstin: row.gstin ?? '',
    state_id: row.stateId ? String(row.stateId) : '',
    district_id: row.districtId ? String(row.districtId) : '',
    documents: own.map((doc) => ({
      type_id: String(doc.typeId),
      name: doc.typeName,
      status: String(doc.status) as DocumentStatus,
      file_name: doc.fileName,
      content_type: doc.contentType,
      view_url: files.link(doc.fileId, userId),
      download_url: files.link(doc.fileId, userId, { download: true }),
      uploaded_at: doc.uploadedAt.toISOString(),
      // Why an operator turned it down, so the owner can fix it (the SMS sends them here, decision 067).
      reason: doc.status === STATUS_CODE.rejected ? doc.reason : null,
    })),
    verified: await isVerifiedUser(tx, userId),
    member_since: todayInIndia(row.createdAt),
    completion: profileCompletion(role, {
      email: Boolean(row.email),
      picture: Boolean(row.pictureFileId),
      address: addressDone,
      documentTypes: own.map((doc) => doc.typeId),
    }),
  };
}

/** What another signed-in user may know of someone: no contact details, address or files. */
export async function publicCard(tx: DbOrTx, role: Role, userId: number) {
  const row = await repo.findProfile(tx, userId);
  if (!row) throw notFound();
  const p = ROLE_PREFIX[role];
  return {
    visibility: 'public' as const,
    role,
    user_types_id: USER_TYPE_ID[role],
    [`${p}_id`]: String(row.id),
    [`${p}_name`]: displayName(row),
    ...(ROLE_FIELDS[role].company === 'none' ? {} : { company: row.company ?? '' }),
    verified: await isVerifiedUser(tx, userId),
    member_since: todayInIndia(row.createdAt),
  };
}

/** A review row as operators see it, with a preview link signed for the operator's session. */
export const forOperator = (
  { files }: Pick<ProfilesContext, 'files'>,
  row: repo.ReviewRow,
  operatorId: number,
) => ({
  document_id: row.id,
  user_id: row.userId,
  users_name: row.userName,
  users_mobile: row.mobile,
  user_types_id: row.userTypeId,
  type_id: row.typeId,
  type_name: row.typeName,
  status: row.status,
  content_type: row.contentType,
  uploaded_at: row.uploadedAt,
  view_url: files.link(row.fileId, operatorId),
  reason: row.reason,
  note: row.note,
  truck_reg_number: row.truckReg,
});
