/**
 * Loads held for an operator (docs/api.md, Operator console; docs/decisions/049): an asking price
 * above twice its lane's usual range from a poster who is not verified. The load is stored with
 * status `held` and is in no listing until an operator releases it.
 *
 * | method & path                          | request        | 2xx answer               | who may call |
 * |----------------------------------------|----------------|--------------------------|--------------|
 * | GET  /ops/heldLoads                    | –              | OpsHeldLoadsResponse     | operator     |
 * | POST /ops/heldLoads/:id/release        | IdParamsSchema | OpsHeldLoadReleased      | operator     |
 * | POST /ops/heldLoads/:id/reject         | RejectHeldLoad | OpsHeldLoadReleased      | operator     |
 *
 * A hold nobody decides within HELD_LOAD_DECIDE_HOURS is closed the same way as a rejection, with
 * the reason `unchecked` (docs/decisions/057).
 */
import { z } from 'zod';
import { LOAD_REJECT_REASONS } from './load-hold-reasons.js';

const NS = 'ops:';
export const LOAD_HOLD_CODES = {
  /** 200: the load is in the marketplace now. */
  released: `${NS}messages.loadReleased`,
  /** 200: the load will not be listed; its owner is told why. */
  rejected: `${NS}messages.loadRejected`,
  /** 400: a rejection names one of LOAD_REJECT_REASONS. */
  rejectReason: `${NS}validation.rejectReason`,
  /** 404: no waiting hold on that load (never held, or released or rejected already). */
  notHeld: `${NS}errors.loadNotHeld`,
} as const;

export {
  HOLD_UNCHECKED,
  LOAD_CLOSE_REASONS,
  LOAD_REJECT_REASONS,
  type LoadCloseReason,
  type LoadRejectReason,
} from './load-hold-reasons.js';

export const RejectHeldLoadBodySchema = z.object({
  reason: z.enum(LOAD_REJECT_REASONS, { error: LOAD_HOLD_CODES.rejectReason }),
});
export type RejectHeldLoadBody = z.infer<typeof RejectHeldLoadBodySchema>;

/** At most this many waiting holds in one answer (oldest first). */
export const HELD_LOADS_PAGE = 100;

export const HeldLoadSchema = z.object({
  loads_id: z.string(),
  users_id: z.string(),
  users_name: z.string(),
  pickupLoc: z.string(),
  deliveryLoc: z.string(),
  pickupDate: z.string(),
  /** One truck's asking amount, rupees. */
  asking: z.number(),
  /** The lane's usual range when the load was held. */
  low: z.number(),
  high: z.number(),
  heldAt: z.string(),
});
export type HeldLoad = z.infer<typeof HeldLoadSchema>;

export const OpsHeldLoadsResponseSchema = z.object({ data: z.array(HeldLoadSchema) });
export type OpsHeldLoadsResponse = z.infer<typeof OpsHeldLoadsResponseSchema>;

export const OpsHeldLoadReleasedResponseSchema = z.object({
  message: z.string(),
  data: z.object({ loads_id: z.string() }),
});
export type OpsHeldLoadReleasedResponse = z.infer<typeof OpsHeldLoadReleasedResponseSchema>;
