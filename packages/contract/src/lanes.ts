/**
 * Saved lanes (docs/api.md, Saved lanes; docs/decisions/024-live-marketplace.md): a marketplace
 * search kept by its user, who is told when a new load or posted truck on it is added.
 *
 * - `kind`: what the lane looks for: `loads` (a Search Load kept) or `trucks` (a Search Truck).
 * - `pickupLoc` (required) and `deliveryLoc` (optional, anywhere when empty): a district
 *   ("Kochi, Kerala") or a whole state ("Kerala"), typed or picked in any of the seven languages.
 * - `truck_type_id`, `capacity_id`, `material_id`: optional, as in the searches (`capacity_id`: for
 *   loads the searcher's truck, loads needing at most its tonnes; for trucks the tonnes needed,
 *   postings offering at least that). `material_id` only narrows lanes of loads.
 * - At most SAVED_LANES_MAX lanes per user.
 */
import { z } from 'zod';
import { optionalId, requiredId } from './marketplace.js';

const NS = 'lanes:';
export const LANES_MESSAGES = {
  kind: `${NS}validation.kind`,
  pickupRequired: `${NS}validation.pickupRequired`,
  placeUnknown: `${NS}validation.placeUnknown`,
  locationTooLong: `${NS}validation.locationTooLong`,
  nameRequired: `${NS}validation.nameRequired`,
  nameTooLong: `${NS}validation.nameTooLong`,
  invalid: `${NS}validation.invalid`,
} as const;
const M = LANES_MESSAGES;

export const LANES_CODES = {
  saved: `${NS}messages.saved`,
  renamed: `${NS}messages.renamed`,
  deleted: `${NS}messages.deleted`,
  tooMany: `${NS}errors.tooMany`,
  notFound: `${NS}errors.notFound`,
} as const;

export const SAVED_LANES_MAX = 20;
export const LANE_NAME_MAX = 60;
const PLACE_MAX = 100;
export const LANE_KINDS = ['loads', 'trucks'] as const;
export type LaneKind = (typeof LANE_KINDS)[number];

const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .refine((value) => [...value].length <= LANE_NAME_MAX, { error: M.nameTooLong });

export const SaveLaneBodySchema = z.object({
  kind: z.enum(LANE_KINDS, { error: M.kind }),
  /** Optional: the route ("Kozhikode → Kochi") when empty. */
  name: z
    .string({ error: M.invalid })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(name.nullable()),
  pickupLoc: z
    .string({ error: M.pickupRequired })
    .trim()
    .min(1, { error: M.pickupRequired })
    .max(PLACE_MAX, { error: M.locationTooLong }),
  deliveryLoc: z
    .string({ error: M.invalid })
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(PLACE_MAX, { error: M.locationTooLong }).nullable()),
  truck_type_id: optionalId(M.invalid),
  capacity_id: optionalId(M.invalid),
  material_id: optionalId(M.invalid),
});
export type SaveLaneBody = z.input<typeof SaveLaneBodySchema>;
export type SaveLaneInput = z.output<typeof SaveLaneBodySchema>;

export const RenameLaneBodySchema = z.object({ name });
export const LaneParamsSchema = z.object({ savedLane_id: requiredId(M.invalid) });

export const SavedLaneSchema = z.object({
  savedLane_id: z.string(),
  kind: z.enum(LANE_KINDS),
  name: z.string(),
  /** As stored: the English "District, State" or state name (shown in the screen's language). */
  pickupLoc: z.string(),
  deliveryLoc: z.string().nullable(),
  truck_type_id: z.string().nullable(),
  capacity_id: z.string().nullable(),
  material_id: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedLane = z.infer<typeof SavedLaneSchema>;

export const SavedLanesResponseSchema = z.object({ data: z.array(SavedLaneSchema), max: z.number().int() });
export type SavedLanesResponse = z.infer<typeof SavedLanesResponseSchema>;
export const SavedLaneResponseSchema = z.object({ message: z.string(), data: SavedLaneSchema });
export const LaneDeletedResponseSchema = z.object({ message: z.string() });
