/**
 * What every alerts use case (commands/, queries/) is given, first: the database, the clock, the
 * configuration, the SMS gateway, the push sender (null without keys), reference names, and the
 * work under way (closing waits for it). Built once by alerts.service.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGES, type AlertSettings, type Language } from '@lorrybazaar/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { pendingWork } from '../../lib/pending-work.js';
import type { SmsSender } from '../auth/sms.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { placeNamer, type AlertEvent, type TextNames } from './alert-text.js';
import * as repo from './alerts.repository.js';
import type { PushSender } from './push.js';

export interface AlertsContext {
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  sms: SmsSender;
  reference: ReferenceService;
  push: PushSender | null;
  /** Hosts a push endpoint may name although private (a test's own push service on 127.0.0.1). */
  pushTestHosts?: readonly string[];
  work: ReturnType<typeof pendingWork>;
}

/**
 * Without a row: new bids, accepted bids, a trip's milestones and a trip called off by SMS, lane
 * matches not, SMS only without push.
 */
export const DEFAULTS: repo.SettingsValues = {
  smsNewBid: true,
  smsBidAccepted: true,
  smsLaneMatched: false,
  smsTripMilestone: true,
  smsTripCancelled: true,
  smsTripPayment: true,
  smsWhen: 'no_push',
};

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
/**
 * users.language: the one the user last signed up in, chose alerts in or picked in the app (an SMS
 * has no request to ask).
 */
export const languageOf = (person: { language: string } | undefined): Language =>
  person && isLanguage(person.language) ? person.language : 'en';

export const present = (row: repo.SettingsValues): AlertSettings => ({
  sms: {
    newBid: row.smsNewBid,
    bidAccepted: row.smsBidAccepted,
    laneMatched: row.smsLaneMatched,
    tripMilestone: row.smsTripMilestone,
    tripCancelled: row.smsTripCancelled,
    tripPayment: row.smsTripPayment,
  },
  smsWhen: row.smsWhen === 'always' ? 'always' : 'no_push',
});

/** A notification just stored, as notifications hands it to the alerts step. */
export interface StoredNotification extends AlertEvent {
  id: number;
  userId: number;
  senderId: number | null;
}

/** Place names, and material and truck type names by id, in a language, for the texts. */
export const namesOf = async (ctx: AlertsContext, language: Language): Promise<TextNames> => {
  const [places, labels] = await Promise.all([
    ctx.reference.placeNames(language),
    ctx.reference.labels(language),
  ]);
  return {
    place: placeNamer(places.body.data),
    label: (kind, id) => labels[kind].get(id) ?? '',
  };
};

export const rememberLanguage = (ctx: AlertsContext, userId: number, language: Language) =>
  repo.saveLanguage(ctx.db, userId, language);
