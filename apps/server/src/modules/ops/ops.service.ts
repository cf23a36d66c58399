import {
  OPS_CODES,
  REPORT_STATUS,
  ROLES,
  USER_TYPE_ID,
  type DomainEvent,
  type Language,
  type OpsCounts,
  type ReportBody,
  type ReviewDocumentBody,
} from '@lorrybazaar/contract';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { translate } from '../../lib/i18n.js';
import { indiaDayStart, todayOf } from '../../lib/india-day.js';
import type { Events } from '../../plugins/app/events.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Membership } from '../membership/index.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { samePerson } from '../auth/people.js';
import { isOperatorMobile } from '../auth/operators.js';
import * as repo from './ops.repository.js';
import type { Actor } from '../../lib/actor.js';

const DAY_MS = 86_400_000;

/** What the audit keeps of a document: its decision, never a link. */
const documentState = (doc: { status: string; reason: string | null; note: string | null }) => ({
  status: doc.status,
  reason: doc.reason,
  note: doc.note,
});
const userState = (user: repo.OpsUserRow) => ({ suspended: user.suspended });
const reportState = (report: repo.ReportRow) => ({ status: report.status });
/** What leaves the server of a user row (the language is the server's business). */
const shownUser = ({ language: _language, ...user }: repo.OpsUserRow) => user;

export function createOpsService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  events: Events;
  auth: AuthService;
  profiles: ProfilesService;
  membership: Pick<Membership, 'commands' | 'queries'>;
}) {
  const { db, config, clock, events, auth, profiles, membership } = deps;

  /** Whether this account is an operator: its mobile is listed in OPERATOR_MOBILES. */
  async function isOperator(userId: number) {
    if (config.operatorMobiles.length === 0) return false;
    const row = await repo.mobileOf(db, userId);
    return Boolean(row && isOperatorMobile(config, row.mobile));
  }

  /** One operator action: the change and its audit row commit together, or neither does. */
  async function audited<T>(
    operatorId: number,
    action: string,
    target: { kind: string; id: number },
    change: (tx: Tx) => Promise<{ result: T; before: unknown; after: unknown }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const { result, before, after } = await change(tx);
      await repo.appendAudit(tx, {
        operatorId,
        action,
        targetKind: target.kind,
        targetId: target.id,
        before,
        after,
        at: clock.now(),
      });
      return result;
    });
  }

  // ---------------------------------------------------------------- verification queue

  const queue = (operatorId: number) => profiles.pendingForReview(operatorId);

  async function reviewDocument(operatorId: number, documentId: number, body: ReviewDocumentBody) {
    const approve = body.outcome === 'approve';
    let event: DomainEvent | undefined;
    const data = await audited(
      operatorId,
      approve ? 'document.approve' : 'document.reject',
      { kind: 'document', id: documentId },
      async (tx) => {
        const decided = await profiles.reviewDocument(tx, operatorId, documentId, {
          approve,
          reason: body.reason ?? null,
          note: body.note ?? null,
        });
        event = decided.event;
        return {
          result: decided.after,
          before: documentState(decided.before),
          after: documentState(decided.after),
        };
      },
    );
    // Announced once committed: notifications tell the owner in the app; the SMS subscriber
    // (smsOnReview) texts them in their language.
    events.publish(event!);
    return data;
  }

  /** The owner hears of an operator's decision by SMS in the language they last signed in with. */
  function smsOnReview() {
    return events.subscribe('document.reviewed', async (event) => {
      if (!event.decided_by.startsWith('operator:')) return;
      const [userId] = event.recipients;
      const user = userId === undefined ? undefined : await repo.mobileOf(db, userId);
      if (!user) return;
      const [doc] = (await profiles.documentsForOperator(db, userId!, event.by)).filter(
        (row) => row.document_id === String(event.document_id),
      );
      const language = user.language as Language;
      const document = translate(language, `ops:documentTypes.${event.type_id}`);
      const text =
        event.outcome === 'verified'
          ? translate(language, OPS_CODES.smsVerified, { document })
          : translate(language, OPS_CODES.smsRejected, {
              document,
              reason: translate(language, `ops:reviewReasons.${doc?.reason ?? 'other'}`),
            });
      await auth.sendText(user.mobile.trim(), text);
    });
  }

  // ---------------------------------------------------------------- users

  async function searchUsers(query: string) {
    return (await repo.searchUsers(db, query)).map(shownUser);
  }

  async function userDetail(operatorId: number, userId: number) {
    const user = await repo.findUser(db, userId);
    if (!user) throw notFound(OPS_CODES.notFound);
    const [listings, bids, schedules, documents] = await Promise.all([
      repo.listingsOf(db, userId),
      repo.bidsOf(db, userId),
      repo.schedulesOf(db, userId),
      profiles.documentsForOperator(db, userId, operatorId),
    ]);
    return { ...shownUser(user), listings, bids, schedules, documents };
  }

  /**
   * Suspend: the account's sessions end at once and it cannot sign in again; its listings leave
   * the marketplace (withheld_users). Restore undoes the flag; the user signs in again.
   */
  async function setSuspended(operatorId: number, userId: number, suspend: boolean, note: string | null) {
    let ended: string[] = [];
    const result = await audited(
      operatorId,
      suspend ? 'user.suspend' : 'user.restore',
      { kind: 'user', id: userId },
      async (tx) => {
        const before = await repo.findUser(tx, userId, true);
        if (!before) throw notFound(OPS_CODES.notFound);
        if (userId === operatorId && suspend) throw badRequest('errors.forbidden');
        await repo.setSuspended(tx, userId, suspend ? clock.now() : null);
        ended = suspend ? await auth.revokeAllSessions(tx, userId) : [];
        const after = (await repo.findUser(tx, userId))!;
        return {
          result: shownUser(after),
          before: userState(before),
          after: { ...userState(after), note, ...(suspend ? { sessions_ended: ended.length } : {}) },
        };
      },
    );
    await auth.sessionsEnded(ended);
    standingChanged(operatorId, userId);
    return result;
  }

  /** The user's listings may leave or return to the lists (withheld_users): the pages kept forget. */
  function standingChanged(by: number, userId: number) {
    events.publish({ type: 'user.standing_changed', user_id: userId, by, recipients: [] });
  }

  // ---------------------------------------------------------------- counts

  async function counts() {
    const today = todayOf(clock);
    const monthAgo = indiaDayStart(
      new Date(new Date(`${today.date}T00:00:00Z`).getTime() - 29 * DAY_MS).toISOString().slice(0, 10),
    );
    const shape = (row: Awaited<ReturnType<typeof repo.countsSince>>): OpsCounts => ({
      signups: Object.fromEntries(
        ROLES.map((role) => [role, row.signups?.[USER_TYPE_ID[role]] ?? 0]),
      ) as OpsCounts['signups'],
      loads: row.loads,
      postings: row.postings,
      bids: row.bids,
      schedules: row.schedules,
      completed_trips: row.completed_trips,
    });
    const [day, month] = await Promise.all([
      repo.countsSince(db, today.start),
      repo.countsSince(db, monthAgo),
    ]);
    return { day: today.date, today: shape(day), last_30_days: shape(month) };
  }

  // ---------------------------------------------------------------- reports

  /**
   * A user reports a listing, a bid or a user: once per target; never themselves, and another
   * account of the reporter's own mobile is themselves too (decision 042). Whether the
   * target is withheld is read before and after the report in its transaction: the report that
   * tips the people's weight (migration 0027) announces the change.
   */
  async function report({ userId: reporterId }: Actor, body: ReportBody & { target_id: number }) {
    // ON CONFLICT DO NOTHING keeps two racing reports of one target to one.
    const made = await db.transaction(async (tx) => {
      const kind = body.target_kind;
      const targetUserId = await repo.reportTargetUser(tx, kind, body.target_id, reporterId);
      if (targetUserId === null) throw notFound();
      if (await samePerson(tx, targetUserId, reporterId)) throw badRequest(OPS_CODES.reportSelf);
      const before = await repo.isWithheld(tx, targetUserId);
      const id = await repo.insertReport(tx, {
        reporterId,
        kind,
        targetId: body.target_id,
        targetUserId,
        reason: body.reason,
        note: body.note ?? null,
        at: clock.now(),
      });
      if (!id) throw conflict(OPS_CODES.alreadyReported);
      return { report_id: id, targetUserId, withheld: !before && (await repo.isWithheld(tx, targetUserId)) };
    });
    // Other reports change nothing a listing shows. Two racing reports may both tip it: both announce it.
    if (made.withheld) standingChanged(reporterId, made.targetUserId);
    return { report_id: made.report_id };
  }

  const reports = (open: boolean) => repo.listReports(db, open);
  /** Whether the user's listings are withheld now (the app's notice, decision 042). */
  const withheld = (userId: number) => repo.isWithheld(db, userId);

  async function decideReport(
    operatorId: number,
    reportId: number,
    outcome: 'resolved' | 'dismissed',
    note: string | null,
  ) {
    const decided = await audited(
      operatorId,
      `report.${outcome === 'resolved' ? 'resolve' : 'dismiss'}`,
      { kind: 'report', id: reportId },
      async (tx) => {
        const before = await repo.findReport(tx, reportId, true);
        if (!before) throw notFound(OPS_CODES.notFound);
        if (before.status !== REPORT_STATUS.open) throw conflict(OPS_CODES.alreadyDecided);
        await repo.decideReport(tx, reportId, Number(REPORT_STATUS[outcome]), operatorId, clock.now());
        const after = (await repo.findReport(tx, reportId))!;
        return { result: after, before: reportState(before), after: { ...reportState(after), note } };
      },
    );
    // A decided report no longer counts towards withholding the user's listings.
    standingChanged(operatorId, Number(decided.target_user_id));
    return decided;
  }

  const audit = (page: number) => repo.listAudit(db, page);

  // ---------------------------------------------------------------- payments (docs/decisions/035)

  const payments = (query: string | undefined) => membership.queries.opsPayments(query);

  /** Asks the gateway about one payment now; the audit keeps its status before and after. */
  async function resyncPayment(operatorId: number, paymentId: number) {
    const { before, after } = await membership.commands.resyncPayment(paymentId);
    const state = (payment: typeof before) => ({ status: payment.status, reference: payment.reference });
    await repo.appendAudit(db, {
      operatorId,
      action: 'payment.resync',
      targetKind: 'payment',
      targetId: paymentId,
      before: state(before),
      after: state(after),
      at: clock.now(),
    });
    return after;
  }

  return {
    isOperator,
    queue,
    reviewDocument,
    smsOnReview,
    searchUsers,
    userDetail,
    setSuspended,
    counts,
    report,
    reports,
    withheld,
    decideReport,
    audit,
    payments,
    resyncPayment,
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
