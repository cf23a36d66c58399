/**
 * The paperwork module's SQL (tables of migration 0023). No table of another module is named
 * here: the trip is reached through trip-port.ts.
 */
import { sql } from 'drizzle-orm';
import { LANGUAGES, ewayBillExpiry, type Language, type NoteFields } from '@lorrybazaar/contract';
import type { DbOrTx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { isoTimestamp } from '../../db/sql.js';
import type { Trip } from './trip-port.js';

export const NOTE = { draft: 1, issued: 2, cancelled: 3 } as const;

/** What the PDF printed of the trip, kept with the note it was issued as. */
export type Printed = Pick<Trip, (typeof PRINTED_FROM_TRIP)[number]> & {
  issuerName: string;
  issuerCompany: string | null;
  issuerMobile: string;
  driverName: string | null;
  driverMobile: string | null;
};
/** The trip's facts an LR prints. */
export const PRINTED_FROM_TRIP = [
  'vehicleReg',
  'pickupLoc',
  'deliveryLoc',
  'pickupDate',
  'amount',
  'materialsName',
] as const satisfies readonly (keyof Trip)[];

export interface NoteRow {
  id: number;
  schedule_id: number;
  status: number;
  fields: NoteFields;
  lr_number: string | null;
  issuer_id: number | null;
  issued_at: string | null;
  language: string | null;
  file_id: string | null;
  verify_token: string | null;
  printed: Printed | null;
  cancelled_at: string | null;
}

interface RawNote {
  id: string;
  schedule_id: string;
  status: number;
  consignor_name: string | null;
  consignor_address: string | null;
  consignor_pin: string | null;
  consignor_gstin: string | null;
  consignor_phone: string | null;
  consignee_name: string | null;
  consignee_address: string | null;
  consignee_pin: string | null;
  consignee_gstin: string | null;
  consignee_phone: string | null;
  goods_description: string | null;
  packages: number | null;
  packing: string | null;
  actual_weight_kg: number | null;
  charged_weight_kg: number | null;
  declared_value: string | number | null;
  invoice_number: string | null;
  invoice_date: string | null;
  freight_mode: NoteFields['freight_mode'];
  gst_payer: NoteFields['gst_payer'];
  risk: NoteFields['risk'];
  remarks: string | null;
  odc: boolean;
  lr_number: string | null;
  issuer_id: string | null;
  issued_at: string | null;
  language: string | null;
  file_id: string | null;
  verify_token: string | null;
  printed: Printed | string | null;
  cancelled_at: string | null;
}

const NOTE_COLUMNS = sql`
  id::text, schedule_id::text, status::int AS status,
  consignor_name, consignor_address, consignor_pin, consignor_gstin, consignor_phone,
  consignee_name, consignee_address, consignee_pin, consignee_gstin, consignee_phone,
  goods_description, packages, packing, actual_weight_kg, charged_weight_kg, declared_value,
  invoice_number, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date,
  freight_mode, gst_payer, risk, remarks, odc,
  lr_number, issuer_id::text, ${isoTimestamp('issued_at')} AS issued_at, language, file_id::text,
  verify_token, printed, ${isoTimestamp('cancelled_at')} AS cancelled_at`;

function noteOf(raw: RawNote): NoteRow {
  return {
    id: Number(raw.id),
    schedule_id: Number(raw.schedule_id),
    status: raw.status,
    fields: {
      consignor: {
        name: raw.consignor_name,
        address: raw.consignor_address,
        pin: raw.consignor_pin,
        gstin: raw.consignor_gstin,
        phone: raw.consignor_phone,
      },
      consignee: {
        name: raw.consignee_name,
        address: raw.consignee_address,
        pin: raw.consignee_pin,
        gstin: raw.consignee_gstin,
        phone: raw.consignee_phone,
      },
      goods: {
        description: raw.goods_description,
        packages: raw.packages,
        packing: raw.packing,
        actual_weight_kg: raw.actual_weight_kg,
        charged_weight_kg: raw.charged_weight_kg,
        declared_value: raw.declared_value === null ? null : Number(raw.declared_value),
        invoice_number: raw.invoice_number,
        invoice_date: raw.invoice_date,
      },
      freight_mode: raw.freight_mode,
      gst_payer: raw.gst_payer,
      risk: raw.risk,
      remarks: raw.remarks,
      odc: raw.odc,
      eway_bills: [],
    },
    lr_number: raw.lr_number,
    issuer_id: raw.issuer_id === null ? null : Number(raw.issuer_id),
    issued_at: raw.issued_at,
    language: raw.language,
    file_id: raw.file_id,
    verify_token: raw.verify_token,
    printed: typeof raw.printed === 'string' ? (JSON.parse(raw.printed) as Printed) : raw.printed,
    cancelled_at: raw.cancelled_at,
  };
}

// ---------------------------------------------------------------- notes

/** The trip's note that is not cancelled (a draft or the issued one); `lock` for an update. */
export async function currentNote(db: DbOrTx, scheduleId: number, lock = false) {
  const [raw] = await rows<RawNote>(
    db,
    sql`SELECT ${NOTE_COLUMNS} FROM consignment_notes
        WHERE schedule_id = ${scheduleId} AND status <> ${NOTE.cancelled}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return raw ? noteOf(raw) : undefined;
}

/**
 * Whether a file is the PDF of one of the trip's notes (issued, or cancelled and kept as the
 * trip's LR until the next is issued) rather than an LR a party uploaded on the trip page.
 */
export async function isNotePdf(db: DbOrTx, scheduleId: number, fileId: string) {
  const found = await rows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM consignment_notes
        WHERE schedule_id = ${scheduleId} AND file_id = ${fileId}::uuid LIMIT 1`,
  );
  return found.length > 0;
}

export interface CancelledLr {
  lr_number: string;
  issued_at: string;
  cancelled_at: string;
}

export function cancelledNotes(db: DbOrTx, scheduleId: number) {
  return rows<CancelledLr>(
    db,
    sql`SELECT lr_number, ${isoTimestamp('issued_at')} AS issued_at, ${isoTimestamp('cancelled_at')} AS cancelled_at
        FROM consignment_notes WHERE schedule_id = ${scheduleId} AND status = ${NOTE.cancelled}
        ORDER BY id DESC`,
  );
}

/** An issued or cancelled note by its verification token, and the number that replaced a cancelled one. */
export async function noteByVerifyToken(db: DbOrTx, token: string) {
  const [raw] = await rows<RawNote & { replaced_by: string | null }>(
    db,
    sql`SELECT ${NOTE_COLUMNS},
               (SELECT n.lr_number FROM consignment_notes n
                WHERE n.schedule_id = c.schedule_id AND n.id > c.id AND n.lr_number IS NOT NULL
                ORDER BY n.id LIMIT 1) AS replaced_by
        FROM consignment_notes c WHERE verify_token = ${token}`,
  );
  return raw ? { ...noteOf(raw), replaced_by: raw.replaced_by } : undefined;
}

const columnsOf = (f: NoteFields) => sql`
  ${f.consignor.name}, ${f.consignor.address}, ${f.consignor.pin}, ${f.consignor.gstin}, ${f.consignor.phone},
  ${f.consignee.name}, ${f.consignee.address}, ${f.consignee.pin}, ${f.consignee.gstin}, ${f.consignee.phone},
  ${f.goods.description}, ${f.goods.packages}, ${f.goods.packing}, ${f.goods.actual_weight_kg},
  ${f.goods.charged_weight_kg}, ${f.goods.declared_value}, ${f.goods.invoice_number}, ${f.goods.invoice_date}::date,
  ${f.freight_mode}, ${f.gst_payer}, ${f.risk}, ${f.remarks}, ${f.odc}`;

const FIELDS = [
  'consignor_name',
  'consignor_address',
  'consignor_pin',
  'consignor_gstin',
  'consignor_phone',
  'consignee_name',
  'consignee_address',
  'consignee_pin',
  'consignee_gstin',
  'consignee_phone',
  'goods_description',
  'packages',
  'packing',
  'actual_weight_kg',
  'charged_weight_kg',
  'declared_value',
  'invoice_number',
  'invoice_date',
  'freight_mode',
  'gst_payer',
  'risk',
  'remarks',
  'odc',
];
const FIELD_NAMES = sql.raw(FIELDS.join(', '));
const FROM_EXCLUDED = sql.raw(FIELDS.map((name) => `${name} = excluded.${name}`).join(', '));

/**
 * Writes the trip's draft: a new one, or the fields of the one there is. Answers its id, or
 * undefined when the trip's current note is issued (locked).
 */
export async function saveDraft(
  db: DbOrTx,
  scheduleId: number,
  fields: NoteFields,
  by: number,
  at: Date,
): Promise<number | undefined> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`INSERT INTO consignment_notes (schedule_id, status, ${FIELD_NAMES}, updated_by, updated_at)
        VALUES (${scheduleId}, ${NOTE.draft}, ${columnsOf(fields)}, ${by}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (schedule_id) WHERE status <> ${NOTE.cancelled}
        DO UPDATE SET ${FROM_EXCLUDED}, updated_by = excluded.updated_by, updated_at = excluded.updated_at
        WHERE consignment_notes.status = ${NOTE.draft}
        RETURNING id::text`,
  );
  return row ? Number(row.id) : undefined;
}

export interface EwayBillRow {
  number: string;
  generated_on: string | null;
  valid_until: string;
  expires_at: string;
}

export function ewayBillsOf(db: DbOrTx, noteId: number) {
  return rows<EwayBillRow>(
    db,
    sql`SELECT number, to_char(generated_on, 'YYYY-MM-DD') AS generated_on,
               to_char(valid_until, 'YYYY-MM-DD') AS valid_until, ${isoTimestamp('expires_at')} AS expires_at
        FROM eway_bills WHERE note_id = ${noteId} ORDER BY id`,
  );
}

/**
 * The note's e-way bills become these. A bill kept with the same number and last day keeps
 * the alerts already sent for it; a changed day is a new expiry, told again.
 */
export async function replaceEwayBills(db: DbOrTx, noteId: number, bills: NoteFields['eway_bills']) {
  const numbers = bills.map((bill) => bill.number);
  await db.execute(
    sql`DELETE FROM eway_bills WHERE note_id = ${noteId}
        ${numbers.length ? sql`AND number NOT IN (${sql.join(numbers, sql`, `)})` : sql``}`,
  );
  for (const bill of bills) {
    const expires = ewayBillExpiry(bill.valid_until!).toISOString();
    await db.execute(
      sql`INSERT INTO eway_bills (note_id, number, generated_on, valid_until, expires_at)
          VALUES (${noteId}, ${bill.number}, ${bill.generated_on}::date, ${bill.valid_until}::date,
                  ${expires}::timestamptz)
          ON CONFLICT (note_id, number) DO UPDATE SET
            generated_on = excluded.generated_on, valid_until = excluded.valid_until,
            expires_at = excluded.expires_at,
            alerted_soon_at = CASE WHEN eway_bills.valid_until = excluded.valid_until
                                   THEN eway_bills.alerted_soon_at END,
            alerted_expired_at = CASE WHEN eway_bills.valid_until = excluded.valid_until
                                      THEN eway_bills.alerted_expired_at END`,
    );
  }
}

/** The next LR serial of an issuer in a year (1, 2, 3 …), taken in the caller's transaction. */
export async function nextSerial(db: DbOrTx, issuerId: number, year: number): Promise<number> {
  const [row] = await rows<{ last_serial: number }>(
    db,
    sql`INSERT INTO lr_serials (issuer_id, year, last_serial) VALUES (${issuerId}, ${year}, 1)
        ON CONFLICT (issuer_id, year) DO UPDATE SET last_serial = lr_serials.last_serial + 1
        RETURNING last_serial`,
  );
  return row!.last_serial;
}

export async function markIssued(
  db: DbOrTx,
  noteId: number,
  issue: {
    lrNumber: string;
    issuerId: number;
    at: Date;
    language: string;
    verifyToken: string;
    printed: Printed;
  },
) {
  await db.execute(
    sql`UPDATE consignment_notes SET status = ${NOTE.issued}, lr_number = ${issue.lrNumber},
          issuer_id = ${issue.issuerId}, issued_at = ${issue.at.toISOString()}::timestamptz,
          language = ${issue.language}, verify_token = ${issue.verifyToken},
          printed = ${JSON.stringify(issue.printed)}::jsonb
        WHERE id = ${noteId}`,
  );
}

/** The issued note's PDF, once stored. */
export async function attachFile(db: DbOrTx, noteId: number, fileId: string) {
  await db.execute(sql`UPDATE consignment_notes SET file_id = ${fileId}::uuid WHERE id = ${noteId}`);
}

/** The issued note becomes cancelled and a draft with its fields and e-way bills takes its place. */
export async function cancelAndCopy(db: DbOrTx, noteId: number, by: number, at: Date): Promise<number> {
  const when = at.toISOString();
  await db.execute(
    sql`UPDATE consignment_notes SET status = ${NOTE.cancelled}, cancelled_at = ${when}::timestamptz
        WHERE id = ${noteId}`,
  );
  const [row] = await rows<{ id: string }>(
    db,
    sql`INSERT INTO consignment_notes (schedule_id, status, ${FIELD_NAMES}, updated_by, updated_at)
        SELECT schedule_id, ${NOTE.draft}, ${FIELD_NAMES}, ${by}, ${when}::timestamptz
        FROM consignment_notes WHERE id = ${noteId}
        RETURNING id::text`,
  );
  const copy = Number(row!.id);
  await db.execute(
    sql`INSERT INTO eway_bills (note_id, number, generated_on, valid_until, expires_at, alerted_soon_at,
                                alerted_expired_at)
        SELECT ${copy}, number, generated_on, valid_until, expires_at, alerted_soon_at, alerted_expired_at
        FROM eway_bills WHERE note_id = ${noteId}`,
  );
  return copy;
}

// ---------------------------------------------------------------- the driver and their link

export interface DriverRow {
  name: string;
  mobile: string;
  driver_user_id: string | null;
  assigned_at: string;
}

export async function driverOf(db: DbOrTx, scheduleId: number) {
  const [row] = await rows<DriverRow>(
    db,
    sql`SELECT name, mobile, driver_user_id::text, ${isoTimestamp('assigned_at')} AS assigned_at
        FROM trip_drivers WHERE schedule_id = ${scheduleId}`,
  );
  return row;
}

export async function saveDriver(
  db: DbOrTx,
  d: { scheduleId: number; name: string; mobile: string; driverUserId: number | null; by: number; at: Date },
) {
  await db.execute(
    sql`INSERT INTO trip_drivers (schedule_id, name, mobile, driver_user_id, assigned_by, assigned_at)
        VALUES (${d.scheduleId}, ${d.name}, ${d.mobile}, ${d.driverUserId}, ${d.by}, ${d.at.toISOString()}::timestamptz)
        ON CONFLICT (schedule_id) DO UPDATE SET name = excluded.name, mobile = excluded.mobile,
          driver_user_id = excluded.driver_user_id, assigned_by = excluded.assigned_by,
          assigned_at = excluded.assigned_at`,
  );
}

/** Locks the trip's driver row (or nothing) so two assignments of one trip queue. */
export async function lockDriver(db: DbOrTx, scheduleId: number) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(727276, ${scheduleId}::int)`);
}

export interface LinkRow {
  id: string;
  schedule_id: string;
  mobile: string;
  expires_at: string;
  revoked_at: string | null;
}

const LINK_COLUMNS = sql`id, schedule_id::text, mobile, ${isoTimestamp('expires_at')} AS expires_at,
  ${isoTimestamp('revoked_at')} AS revoked_at`;

export async function linkById(db: DbOrTx, id: string) {
  const [row] = await rows<LinkRow>(db, sql`SELECT ${LINK_COLUMNS} FROM driver_links WHERE id = ${id}`);
  return row;
}

export async function liveLinkOf(db: DbOrTx, scheduleId: number) {
  const [row] = await rows<LinkRow>(
    db,
    sql`SELECT ${LINK_COLUMNS} FROM driver_links WHERE schedule_id = ${scheduleId} AND revoked_at IS NULL`,
  );
  return row;
}

export async function revokeLinks(db: DbOrTx, scheduleId: number, at: Date) {
  await db.execute(
    sql`UPDATE driver_links SET revoked_at = ${at.toISOString()}::timestamptz
        WHERE schedule_id = ${scheduleId} AND revoked_at IS NULL`,
  );
}

export async function insertLink(
  db: DbOrTx,
  link: { id: string; scheduleId: number; mobile: string; expiresAt: Date; at: Date },
) {
  await db.execute(
    sql`INSERT INTO driver_links (id, schedule_id, mobile, expires_at, created_at)
        VALUES (${link.id}, ${link.scheduleId}, ${link.mobile}, ${link.expiresAt.toISOString()}::timestamptz,
                ${link.at.toISOString()}::timestamptz)`,
  );
}

/**
 * Accounts with this mobile: the driver account's id (if any) and the language the number last
 * signed in with (every sign-in registers the account anew, setting its language and
 * `updated_at`: docs/decisions/026).
 */
export async function accountsOf(db: DbOrTx, mobile: string) {
  const [row] = await rows<{ driver_user_id: string | null; language: string | null }>(
    db,
    sql`SELECT
          (SELECT id::text FROM users WHERE mobile = ${mobile} AND user_type_id = 1) AS driver_user_id,
          (SELECT language FROM users WHERE mobile = ${mobile}
           ORDER BY updated_at DESC, id DESC LIMIT 1) AS language`,
  );
  const language = (LANGUAGES as readonly (string | null)[]).includes(row!.language)
    ? (row!.language as Language)
    : null;
  return { driverUserId: row!.driver_user_id === null ? null : Number(row!.driver_user_id), language };
}

// ---------------------------------------------------------------- e-way bill alerts

export interface DueBill {
  schedule_id: string;
  number: string;
  valid_until: string;
  stage: 'soon' | 'expired';
}

/**
 * Marks the bills whose alert fell due as told and answers them, in one statement each (a bill
 * is claimed once, whichever process runs the pass). Bills of cancelled notes are left alone; a
 * bill that expired more than a day before it was entered is not announced as news.
 */
export async function claimDueBills(db: DbOrTx, now: Date, hoursBefore: number): Promise<DueBill[]> {
  const at = now.toISOString();
  const expired = await rows<DueBill>(
    db,
    sql`UPDATE eway_bills b SET alerted_expired_at = ${at}::timestamptz,
          alerted_soon_at = coalesce(b.alerted_soon_at, ${at}::timestamptz)
        FROM consignment_notes n
        WHERE n.id = b.note_id AND n.status <> ${NOTE.cancelled}
          AND b.alerted_expired_at IS NULL AND b.expires_at <= ${at}::timestamptz
          AND b.expires_at > ${at}::timestamptz - interval '1 day'
        RETURNING n.schedule_id::text, b.number, to_char(b.valid_until, 'YYYY-MM-DD') AS valid_until,
                  'expired' AS stage`,
  );
  const soon = await rows<DueBill>(
    db,
    sql`UPDATE eway_bills b SET alerted_soon_at = ${at}::timestamptz
        FROM consignment_notes n
        WHERE n.id = b.note_id AND n.status <> ${NOTE.cancelled}
          AND b.alerted_soon_at IS NULL AND b.alerted_expired_at IS NULL
          AND b.expires_at > ${at}::timestamptz
          AND b.expires_at <= ${at}::timestamptz + ${hoursBefore} * interval '1 hour'
        RETURNING n.schedule_id::text, b.number, to_char(b.valid_until, 'YYYY-MM-DD') AS valid_until,
                  'soon' AS stage`,
  );
  return [...expired, ...soon];
}
