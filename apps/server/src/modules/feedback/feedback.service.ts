import { FEEDBACK_CODES, FEEDBACK_PER_HOUR, type Feedback, type FeedbackInput } from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/http-error.js';
import * as repo from './feedback.repository.js';
import type { FeedbackRow } from './feedback.schema.js';
import type { Actor } from '../../lib/actor.js';

const HOUR_MS = 3600_000;
export const FEEDBACK_LIST_LIMIT = 50;

const toFeedback = (row: FeedbackRow): Feedback => ({
  feedback_id: String(row.id),
  text: row.text,
  rating: row.rating,
  created_at: row.createdAt.toISOString(),
});

export function createFeedbackService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Stores the feedback with its author and time; at most FEEDBACK_PER_HOUR an hour per user. */
  async function send({ userId }: Actor, input: FeedbackInput): Promise<Feedback> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      await repo.lockUserFeedback(tx, userId);
      const recent = await repo.sentSince(tx, userId, new Date(now.getTime() - HOUR_MS));
      if (recent.length >= FEEDBACK_PER_HOUR) {
        // Free again when the oldest of the hour's feedback is an hour old.
        const freeAt = recent[recent.length - FEEDBACK_PER_HOUR]!.getTime() + HOUR_MS;
        const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
        throw tooManyRequests(FEEDBACK_CODES.tooMany, seconds, { minutes: Math.ceil(seconds / 60) });
      }
      return toFeedback(await repo.insertFeedback(tx, { userId, ...input, createdAt: now }));
    });
  }

  async function listOwn({ userId }: Actor): Promise<Feedback[]> {
    return (await repo.listOwn(db, userId, FEEDBACK_LIST_LIMIT)).map(toFeedback);
  }

  return { send, listOwn };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
