import { PROFILE_MESSAGES, type DocumentsInput, type DomainEvent, type Role } from '@lorrybazaar/contract';
import { assertSelf, type Actor } from '../../../lib/actor.js';
import { FieldErrors } from '../../../lib/field-errors.js';
import { STATUS_CODE, type ProfilesContext } from '../context.js';
import { ownerRecord } from '../present.js';
import * as repo from '../profiles.repository.js';

/**
 * Edit Documents: each file replaces the current document of its type (the old record stays,
 * marked replaced). Approved at once under DRIVER_VERIFICATION=auto, else pending
 * (docs/decisions/010-document-verification.md).
 */
export async function saveDocuments(ctx: ProfilesContext, user: Actor, role: Role, input: DocumentsInput) {
  const { db, config, clock, files, events } = ctx;
  const { language } = user;
  assertSelf(input.ownerId, user.userId);
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
    return ownerRecord(ctx, tx, role, user.userId, language);
  });
  // Announced once committed (a later document of the same request failing undoes them all).
  for (const event of reviewed) events.publish(event);
  return record;
}
