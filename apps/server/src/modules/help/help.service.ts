import { HELP_CODES, HELP_REQUESTS_PER_HOUR, type HelpRequest, type HelpTopic } from '@lorrybazaar/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/http-error.js';
import * as repo from './help.repository.js';
import type { HelpRequestRow } from './help.schema.js';
import type { Actor } from '../../lib/actor.js';

const HOUR_MS = 3600_000;
export const HELP_LIST_LIMIT = 50;

const toHelpRequest = (row: HelpRequestRow): HelpRequest => ({
  help_request_id: String(row.id),
  topic: row.topic,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export function createHelpService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Stores the request with its author and time; at most HELP_REQUESTS_PER_HOUR an hour per user. */
  async function send({ userId }: Actor, input: { topic: HelpTopic; message: string }): Promise<HelpRequest> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      await repo.lockUserHelp(tx, userId);
      const recent = await repo.sentSince(tx, userId, new Date(now.getTime() - HOUR_MS));
      if (recent.length >= HELP_REQUESTS_PER_HOUR) {
        const freeAt = recent[recent.length - HELP_REQUESTS_PER_HOUR]!.getTime() + HOUR_MS;
        const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
        throw tooManyRequests(HELP_CODES.tooMany, seconds, { minutes: Math.ceil(seconds / 60) });
      }
      return toHelpRequest(await repo.insertHelpRequest(tx, { userId, ...input, createdAt: now }));
    });
  }

  async function listOwn({ userId }: Actor): Promise<HelpRequest[]> {
    return (await repo.listOwn(db, userId, HELP_LIST_LIMIT)).map(toHelpRequest);
  }

  return { send, listOwn };
}

export type HelpService = ReturnType<typeof createHelpService>;
