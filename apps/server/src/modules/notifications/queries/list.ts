import { NOTIFICATIONS_PAGE_SIZE } from '@lorrybazaar/contract';
import type { Actor } from '../../../lib/actor.js';
import type { NotificationsContext } from '../context.js';
import * as repo from '../notifications.repository.js';
import { present } from '../present.js';

/** A page of the user's notifications, newest first, with the unread count. */
export async function list(ctx: NotificationsContext, { userId }: Pick<Actor, 'userId'>, page: number) {
  const { db } = ctx;
  const [rows, total, unread] = await Promise.all([
    repo.page(db, userId, (page - 1) * NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE),
    repo.countAll(db, userId),
    repo.countUnread(db, userId),
  ]);
  return {
    data: rows.map(present),
    unread,
    totalPages: Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)),
  };
}
