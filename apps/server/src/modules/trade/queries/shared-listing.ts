/**
 * A load or a posted truck as its shared link shows it to anyone (docs/decisions/050): only
 * while the marketplace would list it (open, not past its day, its poster not withheld), and
 * nothing that names a person. Anything else is the one 404, an unknown id or a closed listing
 * alike.
 */
import { sql } from 'drizzle-orm';
import {
  SHARE_CODES,
  SHARE_ID_PATTERN,
  marketSearchPath,
  termsFields,
  type Language,
  type ShareKind,
  type SharedListing,
  type Terms,
} from '@lorrybazaar/contract';
import { rows } from '../../../db/rows.js';
import { indiaDay, literal } from '../../../db/sql.js';
import { notFound } from '../../../lib/http-error.js';
import { shownOwner } from '../../ops/withheld.js';
import { verifiedUser } from '../../profiles/verified.js';
import { LOAD, POSTING } from '../codes.js';
import { today, type TradeContext } from '../context.js';

interface SharedRow {
  id: string;
  from_loc: string;
  to_loc: string;
  day: string;
  material_id: string | null;
  capacity_id: string;
  truck_type_id: string;
  no_of_trucks: number | null;
  trucks_open: number | null;
  verified: boolean;
  terms: Terms | null;
}

function readLoad(ctx: TradeContext, id: string) {
  return rows<SharedRow>(
    ctx.db,
    sql`SELECT l.id::text AS id, l.pickup_loc AS from_loc, l.delivery_loc AS to_loc,
          to_char(l.pickup_date, 'YYYY-MM-DD') AS day, l.material_id::text AS material_id,
          l.capacity_id::text AS capacity_id, l.truck_type_id::text AS truck_type_id,
          l.no_of_trucks::int AS no_of_trucks, (l.no_of_trucks - l.trucks_booked)::int AS trucks_open,
          ${verifiedUser('u')} AS verified, l.terms
        FROM loads l JOIN users u ON u.id = l.user_id
        WHERE l.id = ${id}::bigint AND l.status = ${literal(LOAD.open)}
          AND l.pickup_date >= ${today(ctx).date}::date AND ${shownOwner('l.user_id')}`,
  );
}

function readPosting(ctx: TradeContext, id: string) {
  return rows<SharedRow>(
    ctx.db,
    sql`SELECT p.id::text AS id, p.from_loc, p.to_loc, ${indiaDay('p.available_at')} AS day,
          NULL AS material_id, p.capacity_id::text AS capacity_id,
          p.truck_type_id::text AS truck_type_id, NULL AS no_of_trucks, NULL AS trucks_open,
          ${verifiedUser('u')} AS verified, p.terms
        FROM truck_postings p JOIN users u ON u.id = p.user_id
        WHERE p.id = ${id}::bigint AND p.status = ${literal(POSTING.open)}
          AND p.available_at >= ${today(ctx).start}::timestamptz AND ${shownOwner('p.user_id')}`,
  );
}

/** The shared listing in `lng`, or 404 `marketplace:share.notFound`. */
export async function sharedListing(
  ctx: TradeContext,
  kind: ShareKind,
  id: string,
  lng: Language,
): Promise<SharedListing> {
  const [row] = SHARE_ID_PATTERN.test(id)
    ? await (kind === 'load' ? readLoad(ctx, id) : readPosting(ctx, id))
    : [];
  if (!row) throw notFound(SHARE_CODES.notFound);
  const [labels, pickup, delivery] = await Promise.all([
    ctx.reference.labels(lng),
    ctx.reference.localPlace(row.from_loc, lng),
    ctx.reference.localPlace(row.to_loc, lng),
  ]);
  const capacity = labels.capacity.get(row.capacity_id);
  return {
    kind,
    id: row.id,
    pickup,
    delivery,
    date: row.day,
    truck_type: labels.truckType.get(row.truck_type_id) ?? '',
    capacity: capacity?.name ?? '',
    tonnes: capacity?.tonnes ?? 0,
    material: row.material_id === null ? null : (labels.material.get(row.material_id) ?? ''),
    trucks_open: row.trucks_open,
    no_of_trucks: row.no_of_trucks,
    verified: row.verified,
    market_path: marketSearchPath(kind, row.from_loc, row.to_loc, row.day),
    ...termsFields(row.terms, capacity?.tonnes ?? 0),
  };
}
