/**
 * Loads for a truck (docs/api.md, Return loads; docs/decisions/028-return-loads.md): open loads
 * picking up where a truck will be, ranked by one function on the server. Used for return loads
 * (after a trip's or a posting's delivery: the schedule detail, Your Truck) and for the matching
 * loads of a posted truck on Trip Requests (from where it is posted).
 *
 * | method | path                            | query                          | answer                          | who                      |
 * | GET    | /Transpoter/getLoadsForTruck    | LoadsForTruckQuerySchema       | LoadsForTruckResponse `{ data, near }` | the truck's owner |
 */
import { z } from 'zod';
import { LoadListingSchema, optionalId, requiredId } from './marketplace.js';

const NS = 'returns:';
export const RETURNS_MESSAGES = {
  truckRequired: `${NS}validation.truckRequired`,
  invalid: `${NS}validation.invalid`,
} as const;
const M = RETURNS_MESSAGES;

export const RETURNS_CODES = {
  truckNotFound: `${NS}errors.truckNotFound`,
  scheduleNotFound: `${NS}errors.scheduleNotFound`,
  none: `${NS}empty.none`,
} as const;

/** Loads picking up on the delivery day or up to this many days after it. */
export const RETURN_WINDOW_DAYS = 3;
/** Suggestions per truck: a short list on a card, the full search is one tap away. */
export const LOADS_FOR_TRUCK_DEFAULT = 5;
export const LOADS_FOR_TRUCK_MAX = 12;

/**
 * Where the loads pick up: `delivery` (default), where the truck unloads (the schedule's load's
 * delivery place, else its posting's destination or its next trip's); `pickup`, where its
 * open posting starts (Trip Requests).
 */
export const LOADS_NEAR = ['delivery', 'pickup'] as const;
export type LoadsNear = (typeof LOADS_NEAR)[number];

export const LoadsForTruckQuerySchema = z.object({
  truck_id: requiredId(M.truckRequired),
  /** Optional: after this trip of the truck (the schedule detail). */
  schedule_id: optionalId(M.invalid),
  near: z
    .union([z.enum(LOADS_NEAR), z.literal('')], { error: M.invalid })
    .nullish()
    .transform((value): LoadsNear => value || 'delivery'),
  limit: z
    .union([z.string(), z.number()], { error: M.invalid })
    .nullish()
    .transform((value) =>
      value === null || value === undefined || value === '' ? LOADS_FOR_TRUCK_DEFAULT : Number(value),
    )
    .pipe(
      z
        .number({ error: M.invalid })
        .int({ error: M.invalid })
        .min(1, { error: M.invalid })
        .max(LOADS_FOR_TRUCK_MAX, { error: M.invalid }),
    ),
});
export type LoadsForTruckQuery = z.input<typeof LoadsForTruckQuerySchema>;
export type LoadsForTruckInput = z.output<typeof LoadsForTruckQuerySchema>;

/** A marketplace load (as getAllLoads) and how near it picks up: in the district, or in its state. */
export const LoadForTruckSchema = LoadListingSchema.extend({ match: z.enum(['district', 'state']) });
export type LoadForTruck = z.infer<typeof LoadForTruckSchema>;

export const LoadsForTruckResponseSchema = z.object({
  /** Best first: the district before the state, the load that fills the truck best, the earliest pickup. */
  data: z.array(LoadForTruckSchema),
  /** The place (English label, decision 020) and the days searched; null when the truck has no trip or posting to start from. */
  near: z.object({ place: z.string(), from: z.string(), to: z.string() }).nullable(),
  /** Present when `data` is empty: "No loads near there yet." in the user's language. */
  message: z.string().optional(),
});
export type LoadsForTruckResponse = z.infer<typeof LoadsForTruckResponseSchema>;
