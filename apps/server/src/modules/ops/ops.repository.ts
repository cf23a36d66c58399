import { shownRupees } from '@lorrybazaar/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { escapeLike, isoTimestamp, shownName } from '../../db/sql.js';
import { opsAudit } from './ops.schema.js';

/**
 * The console's SQL. It reads the marketplace through what trade publishes (the views of
 * migration 0020: lists and counts for operators); the only rows it writes are its own (reports,
 * the audit log) and a user's suspension. Operators cannot change listings, bids or trips.
 */

export interface OpsUserRow {
  user_id: string;
  users_name: string;
  company: string;
  users_mobile: string;
  user_types_id: string;
  created_at: string;
  suspended: boolean;
  open_reports: number;
  language: string;
}

const userColumns = sql`
  u.id::text AS user_id, ${shownName('u')} AS users_name, coalesce(u.company, '') AS company,
  u.mobile AS users_mobile, u.user_type_id::text AS user_types_id,
  ${isoTimestamp('u.created_at')} AS created_at, u.suspended_at IS NOT NULL AS suspended,
  (SELECT count(DISTINCT r.reporter_id)::int FROM reports r
    WHERE r.target_user_id = u.id AND r.status = 1) AS open_reports,
  u.language`;

export async function findUser(tx: DbOrTx, userId: number, lock = false) {
  const [row] = await rows<OpsUserRow>(
    tx,
    sql`SELECT ${userColumns} FROM users u WHERE u.id = ${userId} ${lock ? sql`FOR UPDATE OF u` : sql``}`,
  );
  return row;
}

/** By mobile (any part of the digits) or by name or company, in any script. */
export function searchUsers(tx: DbOrTx, query: string) {
  const digits = query.replace(/\D/g, '');
  const pattern = `%${escapeLike(query.toLowerCase())}%`;
  const byMobile = digits.length >= 3 ? sql`u.mobile LIKE ${`%${digits}%`} OR` : sql``;
  return rows<OpsUserRow>(
    tx,
    sql`SELECT ${userColumns} FROM users u
        WHERE ${byMobile} lower(coalesce(u.name, '')) LIKE ${pattern} ESCAPE '\\'
           OR lower(coalesce(u.company, '')) LIKE ${pattern} ESCAPE '\\'
        ORDER BY u.created_at DESC, u.id DESC LIMIT 50`,
  );
}

export const setSuspended = (tx: DbOrTx, userId: number, at: Date | null) =>
  tx.execute(
    sql`UPDATE users SET suspended_at = ${at?.toISOString() ?? null}, updated_at = now() WHERE id = ${userId}`,
  );

/** A user's latest loads and postings. */
export const listingsOf = (tx: DbOrTx, userId: number) =>
  rows<{ kind: 'load' | 'posting'; id: string; from: string; to: string; date: string; status: string }>(
    tx,
    sql`SELECT l.kind, l.id::text AS id, l.from_place AS "from", l.to_place AS "to",
               to_char(l.day, 'YYYY-MM-DD') AS date, l.status::text AS status
          FROM trade_listings l WHERE l.user_id = ${userId}
        ORDER BY l.created_at DESC LIMIT 30`,
  );

/** A user's latest bids, made or received. */
export const bidsOf = (tx: DbOrTx, userId: number) =>
  rows<{ bid_id: string; role: 'bidder' | 'owner'; amount: number; status: string; created_at: string }>(
    tx,
    sql`SELECT b.id::text AS bid_id, CASE WHEN b.bidder_id = ${userId} THEN 'bidder' ELSE 'owner' END AS role,
               b.amount, b.status::text AS status, ${isoTimestamp('b.created_at')} AS created_at
          FROM trade_bids b WHERE b.bidder_id = ${userId} OR b.owner_id = ${userId}
         ORDER BY b.created_at DESC, b.id DESC LIMIT 30`,
  );

export const schedulesOf = (tx: DbOrTx, userId: number) =>
  rows<{ schedule_id: string; from: string; to: string; trip_date: string; status: string; amount: number }>(
    tx,
    sql`SELECT s.id::text AS schedule_id, s.pickup_loc AS "from", s.delivery_loc AS "to",
               to_char(s.trip_date, 'YYYY-MM-DD') AS trip_date, s.status::text AS status, s.amount
          FROM trade_trips s
         WHERE s.load_owner_id = ${userId} OR s.truck_owner_id = ${userId}
         ORDER BY s.booked_at DESC, s.id DESC LIMIT 30`,
  );

/** What happened since an instant: sign-ups by role, listings, bids, trips booked and delivered. */
export async function countsSince(tx: DbOrTx, since: string) {
  const [row] = await rows<{
    signups: Record<string, number> | null;
    loads: number;
    postings: number;
    bids: number;
    schedules: number;
    completed_trips: number;
  }>(
    tx,
    sql`SELECT
      (SELECT jsonb_object_agg(user_type_id::text, n) FROM
         (SELECT user_type_id, count(*)::int AS n FROM users WHERE created_at >= ${since}::timestamptz
           GROUP BY user_type_id) g) AS signups,
      (SELECT count(*)::int FROM trade_listings WHERE kind = 'load' AND created_at >= ${since}::timestamptz)
        AS loads,
      (SELECT count(*)::int FROM trade_listings WHERE kind = 'posting' AND created_at >= ${since}::timestamptz)
        AS postings,
      (SELECT count(*)::int FROM trade_bids WHERE created_at >= ${since}::timestamptz) AS bids,
      (SELECT count(*)::int FROM trade_trips WHERE booked_at >= ${since}::timestamptz) AS schedules,
      (SELECT count(*)::int FROM trade_trips WHERE delivered AND delivered_at >= ${since}::timestamptz)
        AS completed_trips`,
  );
  return row!;
}

// ---------------------------------------------------------------- reports

/** Whom a report is about: the owner of the load or posting, the other party of a bid, the user. */
export async function reportTargetUser(
  tx: DbOrTx,
  kind: 'load' | 'posting' | 'bid' | 'user',
  id: number,
  reporterId: number,
): Promise<number | null> {
  const query = {
    load: sql`SELECT user_id AS uid FROM trade_listings WHERE kind = 'load' AND id = ${id}`,
    posting: sql`SELECT user_id AS uid FROM trade_listings WHERE kind = 'posting' AND id = ${id}`,
    // A bid is reported by one of its two parties, about the other.
    bid: sql`SELECT CASE WHEN bidder_id = ${reporterId} THEN owner_id ELSE bidder_id END AS uid
               FROM trade_bids WHERE id = ${id} AND ${reporterId} IN (bidder_id, owner_id)`,
    user: sql`SELECT id AS uid FROM users WHERE id = ${id}`,
  }[kind];
  const [row] = await rows<{ uid: string }>(tx, query);
  return row ? Number(row.uid) : null;
}

export async function insertReport(
  tx: DbOrTx,
  report: {
    reporterId: number;
    kind: string;
    targetId: number;
    targetUserId: number;
    reason: string;
    note: string | null;
    at: Date;
  },
) {
  const [row] = await rows<{ id: string }>(
    tx,
    sql`INSERT INTO reports (reporter_id, target_kind, target_id, target_user_id, reason, note, created_at)
        VALUES (${report.reporterId}, ${report.kind}, ${report.targetId}, ${report.targetUserId},
                ${report.reason}, ${report.note}, ${report.at.toISOString()})
        ON CONFLICT (reporter_id, target_kind, target_id) DO NOTHING
        RETURNING id::text`,
  );
  return row?.id ?? null;
}

/**
 * Whether the user is withheld from the lists now (the `withheld_users` view: a suspension, or
 * the open reports of people weighing REPORTS_TO_HIDE; migration 0027), as this transaction sees it.
 */
export async function isWithheld(tx: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await rows<{ withheld: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM withheld_users WHERE user_id = ${userId}) AS withheld`,
  );
  return row?.withheld ?? false;
}

export interface ReportRow {
  report_id: string;
  target_kind: 'load' | 'posting' | 'bid' | 'user';
  target_id: string;
  target_user_id: string;
  target_user_name: string;
  target_user_mobile: string;
  target_summary: string;
  reporter_id: string;
  reporter_name: string;
  reason: 'fake_load' | 'advance_payment' | 'no_show' | 'abusive' | 'other';
  note: string | null;
  status: string;
  created_at: string;
  target_hidden: boolean;
}

const reportSelect = sql`
  SELECT r.id::text AS report_id, r.target_kind, r.target_id::text AS target_id,
         r.target_user_id::text AS target_user_id, ${shownName('tu')} AS target_user_name,
         tu.mobile AS target_user_mobile,
         coalesce(CASE r.target_kind
           WHEN 'load' THEN (SELECT l.from_place || ' → ' || l.to_place || ' · ' || to_char(l.day, 'YYYY-MM-DD')
                               FROM trade_listings l WHERE l.kind = 'load' AND l.id = r.target_id)
           WHEN 'posting' THEN (SELECT p.from_place || ' → ' || p.to_place
                                  FROM trade_listings p WHERE p.kind = 'posting' AND p.id = r.target_id)
         END, '') AS target_summary,
         CASE r.target_kind WHEN 'bid' THEN (SELECT b.amount FROM trade_bids b WHERE b.id = r.target_id)
         END AS target_amount,
         r.reporter_id::text AS reporter_id, ${shownName('ru')} AS reporter_name,
         r.reason, r.note, r.status::text AS status, ${isoTimestamp('r.created_at')} AS created_at,
         r.target_user_id IN (SELECT user_id FROM withheld_users) AS target_hidden
    FROM reports r JOIN users tu ON tu.id = r.target_user_id JOIN users ru ON ru.id = r.reporter_id`;

/** A bid's summary is its amount, written as every screen writes rupees (₹30,000). */
const summarised = ({ target_amount, ...row }: ReportRow & { target_amount: number | null }): ReportRow =>
  target_amount === null ? row : { ...row, target_summary: shownRupees(target_amount) };

export const listReports = async (tx: DbOrTx, open: boolean) =>
  (
    await rows<ReportRow & { target_amount: number | null }>(
      tx,
      sql`${reportSelect} WHERE ${open ? sql`r.status = 1` : sql`r.status <> 1`}
        ORDER BY r.created_at DESC, r.id DESC LIMIT 100`,
    )
  ).map(summarised);

export async function findReport(tx: DbOrTx, reportId: number, lock = false) {
  const [row] = await rows<ReportRow & { target_amount: number | null }>(
    tx,
    sql`${reportSelect} WHERE r.id = ${reportId} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return row && summarised(row);
}

export const decideReport = (tx: DbOrTx, reportId: number, status: number, operatorId: number, at: Date) =>
  tx.execute(
    sql`UPDATE reports SET status = ${status}, decided_by = ${operatorId}, decided_at = ${at.toISOString()}
        WHERE id = ${reportId}`,
  );

// ---------------------------------------------------------------- audit

export const appendAudit = (
  tx: DbOrTx,
  entry: {
    operatorId: number;
    action: string;
    targetKind: string;
    targetId: number;
    before: unknown;
    after: unknown;
    at: Date;
  },
) => tx.insert(opsAudit).values(entry);

export const AUDIT_PAGE = 50;

export async function listAudit(tx: DbOrTx, page: number) {
  const data = await rows<{
    audit_id: string;
    operator_id: string;
    operator_name: string;
    action: string;
    target_kind: string;
    target_id: string;
    before: unknown;
    after: unknown;
    at: string;
  }>(
    tx,
    sql`SELECT a.id::text AS audit_id, a.operator_id::text AS operator_id, ${shownName('u')} AS operator_name,
               a.action, a.target_kind, a.target_id::text AS target_id, a.before, a.after,
               ${isoTimestamp('a.at')} AS at
          FROM ops_audit a JOIN users u ON u.id = a.operator_id
         ORDER BY a.at DESC, a.id DESC LIMIT ${AUDIT_PAGE} OFFSET ${(page - 1) * AUDIT_PAGE}`,
  );
  const [total] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ops_audit`);
  return { data, total: total?.n ?? 0 };
}

export async function mobileOf(tx: DbOrTx, userId: number) {
  const [row] = await rows<{ mobile: string; language: string }>(
    tx,
    sql`SELECT mobile, language FROM users WHERE id = ${userId}`,
  );
  return row;
}
