import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ALERTS_CODES,
  LANGUAGES,
  PUSH_SUBSCRIPTIONS_MAX,
  SMS_BATCH_SECONDS,
  SMS_PER_DAY_MAX,
  SMS_PER_SENDER_PER_DAY_MAX,
  SMS_QUIET_FROM_HOUR,
  SMS_QUIET_UNTIL_HOUR,
  type AlertSettings,
  type Language,
  type PushSubscriptionBody,
} from '@lorrybazaar/contract';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { indiaDayStart, todayOf } from '../../lib/india-day.js';
import { pendingWork } from '../../lib/pending-work.js';
import type { SmsSender } from '../auth/sms.js';
import type { ReferenceService } from '../reference/reference.service.js';
import {
  batchKeyOf,
  isSmsEvent,
  placeNamer,
  pushOf,
  SMS_KIND_OF,
  smsText,
  type AlertEvent,
} from './alert-text.js';
import * as repo from './alerts.repository.js';
import { createPushSender, isAllowedEndpoint } from './push.js';

/** Without a row: new bids and accepted bids by SMS, lane matches not, SMS only without push. */
const DEFAULTS: repo.SettingsValues = {
  smsNewBid: true,
  smsBidAccepted: true,
  smsLaneMatched: false,
  smsTripMilestone: true,
  smsWhen: 'no_push',
};
/**
 * What anyone can set off for a user (a bid on their load, a listing on their saved lane): these
 * count towards SMS_PER_SENDER_PER_DAY_MAX. An acceptance or a trip's milestones come from the
 * party of a deal the user made, and all of them go.
 */
const BY_STRANGERS = new Set<string>(['bid.created', 'lane.matched']);
/** The batch key of the one SMS that tells a user what waited through the quiet hours. */
const SUMMARY = 'summary';
/** How long a worker holds a job it took before another may take it (it stopped mid-way). */
const CLAIM_SECONDS = 5 * 60;
/** A failed gateway is tried again after this, at most this many times. */
const RETRY_SECONDS = 60;
const ATTEMPTS_MAX = 3;
const CLAIM_BATCH = 20;

const HOUR = 3600_000;
/** The hour of day in India (+05:30 all year). */
const indiaHour = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).getUTCHours();
const isQuiet = (at: Date) => {
  const hour = indiaHour(at);
  return hour >= SMS_QUIET_FROM_HOUR || hour < SMS_QUIET_UNTIL_HOUR;
};
/** The end of the quiet hours that `at` falls in: 07:00 India time that morning or the next. */
function quietEnd(at: Date): Date {
  const date = new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
  const morning = new Date(new Date(indiaDayStart(date)).getTime() + SMS_QUIET_UNTIL_HOUR * HOUR);
  return morning > at ? morning : new Date(morning.getTime() + 24 * HOUR);
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
/** users.language: where the user last signed up or chose alerts (an SMS has no request to ask). */
const languageOf = (person: { language: string } | undefined): Language =>
  person && isLanguage(person.language) ? person.language : 'en';

const present = (row: repo.SettingsValues): AlertSettings => ({
  sms: {
    newBid: row.smsNewBid,
    bidAccepted: row.smsBidAccepted,
    laneMatched: row.smsLaneMatched,
    tripMilestone: row.smsTripMilestone,
  },
  smsWhen: row.smsWhen === 'always' ? 'always' : 'no_push',
});

/** A notification just stored, as notifications hands it to the alerts step. */
export interface StoredNotification extends AlertEvent {
  id: number;
  userId: number;
  senderId: number | null;
}

export function createAlertsService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  sms: SmsSender;
  reference: ReferenceService;
  /** Hosts a push endpoint may name although private (a test's own push service on 127.0.0.1). */
  pushTestHosts?: readonly string[];
}) {
  const { db, clock, config, log, sms, reference } = deps;
  const push = config.push ? createPushSender(config.push) : null;
  const work = pendingWork();

  const placeOf = async (language: Language) => placeNamer((await reference.placeNames(language)).body.data);

  /**
   * Inside the transaction that stores notifications (notifications calls it): each one the user
   * wants by SMS joins its batch, unless it is one of BY_STRANGERS and its sender already has
   * SMS_PER_SENDER_PER_DAY_MAX of those in the user's SMS jobs today (then it is in the app only).
   */
  async function enqueue(tx: Tx, rows: StoredNotification[]) {
    const candidates = rows.filter((row) => isSmsEvent(row.type));
    if (candidates.length === 0) return;
    const settings = await repo.settingsOf(tx, [...new Set(candidates.map((row) => row.userId))]);
    const wanted = candidates.filter((row) => {
      const values = present(settings.get(row.userId) ?? DEFAULTS);
      return isSmsEvent(row.type) && values.sms[SMS_KIND_OF[row.type]];
    });
    const now = clock.now();
    const today = new Date(todayOf(clock).start);
    // A sender's share is counted and added under the user's lock, so bids stored at once by
    // two requests do not both pass the count (in a fixed order: no two transactions wait on
    // each other).
    const capped = (row: StoredNotification): row is StoredNotification & { senderId: number } =>
      row.senderId !== null && BY_STRANGERS.has(row.type);
    const counted = [...new Set(wanted.filter(capped).map((row) => row.userId))];
    for (const userId of counted.sort((a, b) => a - b)) await repo.lockUser(tx, userId);
    const shares = new Map<string, number>();
    for (const row of wanted) {
      if (capped(row)) {
        const pair = `${row.userId}:${row.senderId}`;
        const share =
          shares.get(pair) ??
          (await repo.countFromSender(tx, {
            userId: row.userId,
            senderId: row.senderId,
            since: today,
            types: [...BY_STRANGERS],
          }));
        if (share >= SMS_PER_SENDER_PER_DAY_MAX) continue;
        shares.set(pair, share + 1);
      }
      // A batch goes when its first event is two minutes old; one that would go in the quiet
      // hours waits for the morning's summary.
      const due = new Date(now.getTime() + SMS_BATCH_SECONDS * 1000);
      const quiet = isQuiet(due);
      await repo.enqueue(tx, {
        userId: row.userId,
        batchKey: quiet ? SUMMARY : batchKeyOf(row),
        notificationId: row.id,
        item: { type: row.type, data: row.data, by: row.senderId, at: now.toISOString() },
        dueAt: quiet ? quietEnd(due) : due,
        now,
      });
    }
  }

  /** After the commit: each stored notification goes to its user's subscribed browsers. */
  async function pushAll(rows: StoredNotification[]) {
    if (!push || rows.length === 0) return;
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const subscriptions = await repo.subscriptionsOf(db, userIds);
    if (subscriptions.length === 0) return;
    const people = await repo.recipients(db, userIds);
    await Promise.all(
      rows.map(async (row) => {
        const person = people.find((p) => p.id === row.userId);
        const language = languageOf(person);
        const payload = pushOf(row, {
          language,
          place: await placeOf(language),
          userTypeId: person?.userTypeId ?? 0,
        });
        for (const target of subscriptions.filter((s) => s.userId === row.userId)) {
          const outcome = await push.send(target, payload).catch((error: unknown) => {
            log.warn({ err: String(error) }, 'push service failed');
            return 'failed' as const;
          });
          if (outcome === 'gone') await repo.dropEndpoint(db, target.endpoint);
        }
      }),
    );
  }

  /**
   * One claimed job: decided under the user's lock (the daily cap, push instead of SMS), marked
   * sent with this worker's claim, then handed to the gateway. Returns whether an SMS went.
   */
  async function deliver(
    job: Awaited<ReturnType<typeof repo.claimDue>>[number],
    claim: string,
  ): Promise<boolean> {
    const now = clock.now();
    if (job.attempts > ATTEMPTS_MAX) {
      await repo.settle(db, job.id, claim, repo.JOB.failed, now);
      return false;
    }
    const rows = job.items;
    const [settings, [person]] = await Promise.all([
      repo.settingsOf(db, [job.userId]),
      repo.recipients(db, [job.userId]),
    ]);
    const values = settings.get(job.userId) ?? { ...DEFAULTS, userId: job.userId, updatedAt: now };
    const language = languageOf(person);
    const status = await db.transaction(async (tx) => {
      await repo.lockUser(tx, job.userId);
      let decided: number = repo.JOB.sent;
      if (!person || rows.length === 0) decided = repo.JOB.notNeeded;
      else if (values.smsWhen === 'no_push' && push && (await repo.countSubscriptions(tx, job.userId)) > 0)
        decided = repo.JOB.notNeeded;
      else if ((await repo.countSentSince(tx, job.userId, new Date(todayOf(clock).start))) >= SMS_PER_DAY_MAX)
        decided = repo.JOB.capped;
      return (await repo.settle(tx, job.id, claim, decided, now)) ? decided : null;
    });
    if (status !== repo.JOB.sent || !person) return false;
    const text = smsText(rows, {
      language,
      place: await placeOf(language),
      summary: job.batchKey === SUMMARY,
      origin: config.publicOrigin,
      userTypeId: person.userTypeId,
    });
    try {
      await sms.send({ mobile: person.mobile, otp: '', text });
      return true;
    } catch (error) {
      log.error({ err: String(error) }, 'SMS gateway failed on an alert');
      await repo.retryLater(db, job.id, new Date(clock.now().getTime() + RETRY_SECONDS * 1000));
      return false;
    }
  }

  /** Sends every SMS job that is due (by this clock); returns how many SMS went. */
  async function runDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const claim = randomUUID();
      const jobs = await repo.claimDue(db, {
        now,
        claim,
        until: new Date(now.getTime() + CLAIM_SECONDS * 1000),
        limit: CLAIM_BATCH,
      });
      for (const job of jobs) if (await deliver(job, claim)) sent += 1;
      if (jobs.length < CLAIM_BATCH) return sent;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  function poll() {
    running = work.track(
      runDue().catch((error: unknown) => log.error({ err: error }, 'SMS alerts worker failed')),
    );
    void running.then(() => {
      if (!stopped && config.alertsPollMs > 0) {
        timer = setTimeout(poll, config.alertsPollMs);
        timer.unref();
      }
    });
  }

  const rememberLanguage = (userId: number, language: Language) => repo.saveLanguage(db, userId, language);

  return {
    enqueue,
    runDue,

    /** After the commit (notifications calls it): push for what was stored (tracked: closing the app waits for it). */
    pushStored(rows: StoredNotification[]) {
      void work.track(pushAll(rows).catch((error: unknown) => log.error({ err: error }, 'push failed')));
    },

    /** Starts the worker: due jobs at once (what fell due while no process ran), then every poll. */
    start() {
      if (config.alertsPollMs > 0) poll();
    },
    /** Stops polling; a run under way finishes. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    /** Work under way (a poll, a push) has finished. */
    settled: () => work.settled(),

    publicKey: () => config.push?.publicKey ?? null,

    async settings(userId: number) {
      const [settings, subscriptions] = await Promise.all([
        repo.settingsOf(db, [userId]),
        repo.countSubscriptions(db, userId),
      ]);
      return {
        ...present(settings.get(userId) ?? DEFAULTS),
        pushSubscriptions: subscriptions,
        pushAvailable: !!push,
      };
    },

    async saveSettings(userId: number, language: Language, input: AlertSettings) {
      // A client that does not know the milestone setting leaves it as it was.
      const kept = (await repo.settingsOf(db, [userId])).get(userId) ?? DEFAULTS;
      await repo.saveSettings(
        db,
        userId,
        {
          smsNewBid: input.sms.newBid,
          smsBidAccepted: input.sms.bidAccepted,
          smsLaneMatched: input.sms.laneMatched,
          smsTripMilestone: input.sms.tripMilestone ?? kept.smsTripMilestone,
          smsWhen: input.smsWhen,
        },
        clock.now(),
      );
      await rememberLanguage(userId, language);
      return this.settings(userId);
    },

    async subscribe(userId: number, language: Language, input: PushSubscriptionBody) {
      if (!push) throw new HttpError(503, ALERTS_CODES.pushOff);
      // Never into the operator's network; in production only the browsers' push services (push.ts).
      const production = config.env === 'production';
      if (!isAllowedEndpoint(input.endpoint, { production, testHosts: deps.pushTestHosts ?? [] }))
        throw badRequest(ALERTS_CODES.endpoint);
      // The newest PUSH_SUBSCRIPTIONS_MAX browsers of the account keep push; an older one gives way.
      await db.transaction(async (tx) => {
        await repo.lockPush(tx, userId);
        await repo.saveSubscription(tx, {
          userId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          createdAt: clock.now(),
        });
        await repo.keepNewestSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_MAX);
      });
      await rememberLanguage(userId, language);
    },

    async unsubscribe(userId: number, endpoint: string) {
      await repo.deleteSubscription(db, userId, endpoint);
    },

    /** Stops the poll and waits for its run (the database closes after). */
    async close() {
      this.stop();
      await running;
      await work.settled();
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
