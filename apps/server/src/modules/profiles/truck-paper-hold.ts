/**
 * Whether a truck's papers hold it back from new deals (decision 069), defined once by the module
 * that keeps the papers: its current RC or insurance is rejected (a revoked approval too) and not
 * uploaded again. A pending paper holds nothing. Trade reads it as a column of the statements that
 * already read the truck under their locks (a bid's facts, an accept's and a posting's lock), so a
 * bid sends no statement more (decision 053); the contract's `heldByPaper` is the same rule on
 * Your Trucks' papers.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_STATUS, TRUCK_PAPER_TYPE } from '@lorrybazaar/contract';
import { literal } from '../../db/sql.js';

/**
 * The paper that holds the truck `truckId` back, as a text column: 'rc' (first), 'insurance', or
 * null. One probe of `documents_one_current_per_truck` (migration 0030).
 */
export const heldByPaperColumn = (truckId: SQL) => sql`(
  SELECT CASE d.document_type_id WHEN ${literal(TRUCK_PAPER_TYPE.rc)} THEN 'rc' ELSE 'insurance' END
  FROM documents d
  WHERE d.truck_id = ${truckId} AND d.replaced_at IS NULL
    AND d.document_type_id IN (${literal(TRUCK_PAPER_TYPE.rc)}, ${literal(TRUCK_PAPER_TYPE.insurance)})
    AND d.status = ${literal(Number(DOCUMENT_STATUS.rejected))}
  ORDER BY d.document_type_id LIMIT 1)`;
