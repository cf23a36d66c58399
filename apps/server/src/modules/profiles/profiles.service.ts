import {
  DOCUMENT_STATUS,
  PROFILE_MESSAGES,
  ROLE_DOCUMENT_TYPES,
  ROLE_FIELDS,
  ROLE_PREFIX,
  USER_TYPE_ID,
  displayName,
  gstinMatchesState,
  pincodeMatchesState,
  profileCompletion,
  todayInIndia,
  type AccountDetailsInput,
  type DocumentStatus,
  type DocumentsInput,
  type Language,
  type Role,
  type UpdateAddressInput,
} from '@lorrybazaar/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { AuthService, AuthUser, SignInClient } from '../auth/auth.service.js';
import { sessionUser } from '../auth/auth.service.js';
import { IMAGE_TYPES, type AllowedContentType } from '../files/content-type.js';
import type { FilesService } from '../files/files.service.js';
import { FieldErrors, type FieldIssue } from '../../lib/field-errors.js';
import { TRUCK_PAPER_TYPE, type DomainEvent } from '@lorrybazaar/contract';
import type { Events } from '../../plugins/app/events.js';
import { isUniqueViolation } from '../../db/errors.js';
import * as repo from './profiles.repository.js';
import { isVerifiedUser } from './verified.js';

/** One account per mobile and role: the constraint of migration 0001 on users (mobile, user_type_id). */
const MOBILE_OF_ROLE = 'users_mobile_user_type_id_key';

const STATUS_CODE = {
  pending: Number(DOCUMENT_STATUS.pending),
  approved: Number(DOCUMENT_STATUS.approved),
  rejected: Number(DOCUMENT_STATUS.rejected),
};

/** A verified driver (verified.ts): Driving Licence (23) and Vehicle Insurance (24) both current and approved. */
export const isVerifiedDriver = (tx: DbOrTx, userId: number) => isVerifiedUser(tx, userId);

export function createProfilesService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  files: FilesService;
  auth: AuthService;
  events: Events;
}) {
  const { db, config, clock, files, auth, events } = deps;

  /** The owner's full record; every link is signed for the owner's session only. */
  async function ownerRecord(tx: DbOrTx, role: Role, userId: number, language: Language) {
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
        reason: doc.reason,
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
  async function publicCard(tx: DbOrTx, role: Role, userId: number) {
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

  /**
   * GET …ById: no id or the caller's own id → the full record (the caller must be of the
   * area's role, else 403); another user of the role → the public card; anything else → 404.
   */
  async function getProfile(viewer: AuthUser, role: Role, id: number | null, language: Language) {
    if (id === null || id === viewer.userId) {
      if (viewer.role !== role) throw forbidden('errors.auth.wrongRole');
      return ownerRecord(db, role, viewer.userId, language);
    }
    const other = await repo.findUserOfType(db, id, Number(USER_TYPE_ID[role]));
    if (!other) throw notFound();
    return publicCard(db, role, id);
  }

  /** The body may name the caller (the contract sends it) but nobody else (docs/api.md, Who owns what). */
  function assertSelf(user: AuthUser, bodyId: number | null) {
    if (bodyId !== null && bodyId !== user.userId) throw forbidden();
  }

  /** Edit Profile: address lines, state and district that belong together, GSTIN of that state. */
  async function updateAddress(user: AuthUser, role: Role, input: UpdateAddressInput, language: Language) {
    assertSelf(user, input.transporter_id);
    return db.transaction(async (tx) => {
      const issues: FieldIssue[] = [];
      const state = await repo.findState(tx, input.state_id);
      const district = await repo.findDistrict(tx, input.district_id);
      if (!state) issues.push({ path: 'state_id', code: PROFILE_MESSAGES.state });
      if (!district) issues.push({ path: 'district_id', code: PROFILE_MESSAGES.district });
      else if (state && district.stateId !== state.id)
        issues.push({ path: 'district_id', code: PROFILE_MESSAGES.districtNotInState });
      const stateName = state ? (language !== 'en' && state.names[language]) || state.name : '';
      // A GSTIN is issued per state: one from another state is almost always a typing mistake.
      if (state && input.gstin && !gstinMatchesState(input.gstin, state.code)) {
        issues.push({ path: 'gstin', code: PROFILE_MESSAGES.gstinState, params: { state: stateName } });
      }
      // So is a PIN code of another state (India Post's ranges, contract pincode.ts).
      if (state && input.pincode && !pincodeMatchesState(input.pincode, state.code)) {
        issues.push({ path: 'pincode', code: PROFILE_MESSAGES.pincodeState, params: { state: stateName } });
      }
      if (issues.length) throw new FieldErrors(issues);
      await repo.saveAddress(
        tx,
        user.userId,
        {
          address1: input.addressline1,
          address2: input.addressline2,
          stateId: input.state_id,
          districtId: input.district_id,
          pincode: input.pincode,
          gstin: input.gstin,
        },
        clock.now(),
      );
      return ownerRecord(tx, role, user.userId, language);
    });
  }

  /**
   * Edit Documents: each file replaces the current document of its type (the old record stays,
   * marked replaced). Approved at once under DRIVER_VERIFICATION=auto, else pending
   * (docs/decisions/010-document-verification.md).
   */
  async function saveDocuments(user: AuthUser, role: Role, input: DocumentsInput, language: Language) {
    assertSelf(user, input.ownerId);
    const images = input.docs.map((doc) => doc.image);
    if (new Set(images).size !== images.length) {
      throw new FieldErrors([{ path: 'image', code: PROFILE_MESSAGES.documentTwice }]);
    }
    const now = clock.now();
    const auto = config.driverVerification === 'auto';
    const reviewed: DomainEvent[] = [];
    const record = await db.transaction(async (tx) => {
      await repo.lockUser(tx, user.userId);
      for (const doc of input.docs) {
        await files.assertOwned(tx, doc.image, user.userId, ['document']);
        const current = await repo.currentDocumentOfType(tx, user.userId, doc.type_id);
        // The same file sent again (the screen re-sends both): nothing to replace.
        if (current?.fileId === doc.image) continue;
        if (current) await repo.markReplaced(tx, current.id, now);
        const stored = await repo.insertDocument(tx, {
          userId: user.userId,
          documentTypeId: doc.type_id,
          fileId: doc.image,
          status: auto ? STATUS_CODE.approved : STATUS_CODE.pending,
          decidedBy: auto ? 'auto' : null,
          decidedAt: auto ? now : null,
          uploadedAt: now,
        });
        if (auto) {
          reviewed.push({
            type: 'document.reviewed',
            document_id: stored.id,
            type_id: doc.type_id,
            outcome: 'verified',
            decided_by: 'auto',
            by: user.userId,
            recipients: [user.userId],
          });
        }
      }
      return ownerRecord(tx, role, user.userId, language);
    });
    // Announced once committed (a later document of the same request failing undoes them all).
    for (const event of reviewed) events.publish(event);
    return record;
  }

  /**
   * A new truck's RC and insurance, inside trade's add-truck transaction: each a document of its
   * truck for the operators' queue (decision 046), pending unless DRIVER_VERIFICATION=auto
   * approves on upload as for KYC. They count towards no one's "Verified".
   */
  async function submitTruckPapers(
    tx: DbOrTx,
    paper: { userId: number; truckId: number; rcFileId: string; insuranceFileId: string },
  ) {
    const now = clock.now();
    const auto = config.driverVerification === 'auto';
    for (const [typeId, fileId] of [
      [TRUCK_PAPER_TYPE.rc, paper.rcFileId],
      [TRUCK_PAPER_TYPE.insurance, paper.insuranceFileId],
    ] as const) {
      await repo.insertDocument(tx, {
        userId: paper.userId,
        truckId: paper.truckId,
        documentTypeId: typeId,
        fileId,
        status: auto ? STATUS_CODE.approved : STATUS_CODE.pending,
        decidedBy: auto ? 'auto' : null,
        decidedAt: auto ? now : null,
        uploadedAt: now,
      });
    }
  }

  /** Edit Basic Details: a code to the new number, under the same limits as signing in. */
  async function sendMobileChangeOtp(
    user: AuthUser,
    mobile: string,
    from: { language: Language; client: SignInClient },
  ) {
    const row = await repo.findProfile(db, user.userId);
    if (!row) throw forbidden('errors.auth.required');
    if (row.mobile === mobile) throw badRequest('profile:errors.sameMobile');
    // Whether the number already holds an account is told only after its code is right
    // (docs/decisions/003: answers never reveal a registration before that).
    return auth.sendOtp(mobile, { purpose: 'mobile-change', ...from });
  }

  /**
   * Edit Basic Details: e-mail, picture, and the mobile once the code sent to the NEW number
   * is right. The code check and the change commit together; a wrong code is still counted.
   */
  async function updateAccountDetails(
    user: AuthUser,
    role: Role,
    input: AccountDetailsInput,
    language: Language,
    client: SignInClient,
  ) {
    const now = clock.now();
    const outcome = await db
      .transaction(async (tx) => {
        const current = await repo.lockUser(tx, user.userId);
        if (!current) throw forbidden('errors.auth.required');
        if (input.profile_picture) {
          const file = await files.assertOwned(tx, input.profile_picture, user.userId, ['profile_picture']);
          if (!IMAGE_TYPES.includes(file.contentType as AllowedContentType)) {
            throw badRequest('errors.files.imageOnly');
          }
        }
        let mobile = current.mobile;
        if (input.mobile && input.mobile !== current.mobile) {
          const wrongCode = await auth.checkCode(tx, input.mobile, input.otp ?? '', now, {
            purpose: 'mobile-change',
            client,
          });
          if (wrongCode) return { error: wrongCode };
          if (await repo.mobileTaken(tx, input.mobile, current.userTypeId, user.userId)) {
            return { error: conflict('profile:errors.mobileTaken') };
          }
          mobile = input.mobile;
        }
        await repo.updateContact(tx, user.userId, { email: input.email ?? null, mobile }, now);
        if (input.profile_picture !== undefined) {
          await repo.savePicture(tx, user.userId, input.profile_picture, now);
        }
        const updated = await repo.lockUser(tx, user.userId);
        return { data: await ownerRecord(tx, role, user.userId, language), User: sessionUser(updated!) };
      })
      .catch((error: unknown) => {
        // Another account took the number between the check and the change.
        if (isUniqueViolation(error, MOBILE_OF_ROLE)) throw conflict('profile:errors.mobileTaken');
        throw error;
      });
    if ('error' in outcome) throw outcome.error as HttpError;
    return outcome;
  }

  /** A review row as operators see it, with a preview link signed for the operator's session. */
  const forOperator = (row: repo.ReviewRow, operatorId: number) => ({
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

  /** The verification queue: current documents waiting for an operator, oldest first. */
  async function pendingForReview(operatorId: number) {
    return (await repo.pendingDocuments(db, 100)).map((row) => forOperator(row, operatorId));
  }

  /** A user's current documents, for an operator. */
  async function documentsForOperator(tx: DbOrTx, userId: number, operatorId: number) {
    return (await repo.documentsForReview(tx, userId)).map((row) => forOperator(row, operatorId));
  }

  /**
   * An operator approves or rejects a pending current document, or revokes (rejects) an approved
   * one, inside the caller's transaction (which also writes the audit row). Returns the row before
   * and after, and the event to publish once committed. A document decided that way already, or
   * replaced since, answers 409.
   */
  async function reviewDocument(
    tx: DbOrTx,
    operatorId: number,
    documentId: number,
    decision: { approve: boolean; reason: string | null; note: string | null },
  ) {
    const before = await repo.lockDocumentForReview(tx, documentId);
    if (!before) throw notFound('ops:errors.notFound');
    // Approving takes a pending document; rejecting also takes an approved one: a revoke, which
    // ends "Verified" until a new upload is approved (decision 046).
    const decidable = decision.approve
      ? before.status === DOCUMENT_STATUS.pending
      : before.status !== DOCUMENT_STATUS.rejected;
    if (before.replaced || !decidable) throw conflict('ops:errors.alreadyDecided');
    const decidedBy = `operator:${operatorId}`;
    await repo.decideDocument(tx, documentId, {
      status: decision.approve ? STATUS_CODE.approved : STATUS_CODE.rejected,
      decidedBy,
      at: clock.now(),
      reason: decision.approve ? null : decision.reason,
      note: decision.note,
    });
    const after = (await repo.lockDocumentForReview(tx, documentId))!;
    const event: DomainEvent = {
      type: 'document.reviewed',
      document_id: documentId,
      type_id: Number(before.typeId),
      outcome: decision.approve ? 'verified' : 'rejected',
      decided_by: decidedBy,
      by: operatorId,
      recipients: [Number(before.userId)],
    };
    return { before: forOperator(before, operatorId), after: forOperator(after, operatorId), event };
  }

  return {
    pendingForReview,
    documentsForOperator,
    submitTruckPapers,
    reviewDocument,
    getProfile,
    updateAddress,
    saveDocuments,
    sendMobileChangeOtp,
    updateAccountDetails,
    isVerifiedDriver,
    isVerifiedUser,
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
