import { USER_TYPE_ID, type Role } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import { forbidden, notFound } from '../../../lib/http-error.js';
import type { ProfilesContext } from '../context.js';
import { ownerRecord, publicCard } from '../present.js';
import * as repo from '../profiles.repository.js';

/**
 * GET …ById: no id or the caller's own id → the full record (the caller must be of the
 * area's role, else 403); another user of the role → the public card; anything else → 404.
 */
export async function getProfile(ctx: ProfilesContext, viewer: Actor, role: Role, id: number | null) {
  const { db } = ctx;
  const { language } = viewer;
  if (id === null || id === viewer.userId) {
    if (viewer.role !== role) throw forbidden('errors.auth.wrongRole');
    return ownerRecord(ctx, db, role, viewer.userId, language);
  }
  const other = await repo.findUserOfType(db, id, Number(USER_TYPE_ID[role]));
  if (!other) throw notFound();
  return publicCard(db, role, id);
}
