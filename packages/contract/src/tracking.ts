/**
 * Trip tracking (docs/api.md, Trip tracking; docs/decisions/040-trip-tracking.md): milestones
 * checked in with the phone's position, the position while the trip page is open, a link to
 * share, and the waiting hours at pickup and delivery.
 *
 * Messages are i18n keys of the `tracking` namespace. Ids come back as strings. Under `/api`.
 *
 * | method & path                          | request                          | 2xx answer                   | who may call |
 * |----------------------------------------|----------------------------------|------------------------------|--------------|
 * | GET    /Transpoter/tripTracking        | TripTrackingQuerySchema          | TripTrackingResponse         | the two parties (others 404) |
 * | POST   /Transpoter/tripEvents          | TripEventBodySchema              | 201 TripTrackingResponse     | the truck side (load side 403, others 404) |
 * | POST   /Transpoter/tripPositions       | TripPositionsBodySchema          | 201 TripPositionsResponse    | the truck side |
 * | POST   /Transpoter/trackingLinks       | TrackingLinkBodySchema           | 201 (200 if live) TrackingLinkResponse | the two parties |
 * | DELETE /Transpoter/trackingLinks       | DeleteTrackingLinkBodySchema     | TrackingLinkDeletedResponse  | the party who made it |
 * | GET    /public/track/:token            | —                                | PublicTrackResponse          | anyone with the link (no sign-in) |
 * | POST   /public/driver/:token/tripPositions | DriverTripPositionsBodySchema | 201 TripPositionsResponse    | the trip's driver page (no sign-in) |
 *
 * Milestones come in `TRIP_MILESTONES` order, once each (a repeat or a skip: 409). A fix more
 * than `GEOFENCE_PIN_KM` from the place's PIN centroid (`GEOFENCE_DISTRICT_KM` from the
 * district's when there is no PIN) is kept and flagged `outside_area`.
 */
import { z } from 'zod';
import { requiredId } from './marketplace.js';
import { TRIP_MILESTONES } from './tracking-constants.js';

export * from './tracking-constants.js';

const NS = 'tracking:';
export const TRACKING_CODES = {
  recorded: `${NS}messages.recorded`,
  positionsStored: `${NS}messages.positionsStored`,
  linkCreated: `${NS}messages.linkCreated`,
  linkRevoked: `${NS}messages.linkRevoked`,
  scheduleRequired: `${NS}validation.scheduleRequired`,
  kind: `${NS}validation.kind`,
  position: `${NS}validation.position`,
  positionsTooMany: `${NS}validation.positionsTooMany`,
  futurePosition: `${NS}validation.futurePosition`,
  linkRequired: `${NS}validation.linkRequired`,
  notFound: `${NS}errors.notFound`,
  truckSideOnly: `${NS}errors.truckSideOnly`,
  outOfOrder: `${NS}errors.outOfOrder`,
  alreadyRecorded: `${NS}errors.alreadyRecorded`,
  tripClosed: `${NS}errors.tripClosed`,
  /** 409: the trip was called off (a cancel or a no-show report, maybe one that crossed this). */
  tripCancelled: `${NS}errors.tripCancelled`,
  linkNotFound: `${NS}errors.linkNotFound`,
} as const;
const M = TRACKING_CODES;

// ---------------------------------------------------------------- constants

/** A fix farther than this from the place's PIN centroid is flagged (a guess; decision 040). */
export const GEOFENCE_PIN_KM = 25;
/** … from the district's centroid, when the place has no PIN (districts are larger). */
export const GEOFENCE_DISTRICT_KM = 50;
/** The average speed an ETA assumes, road distance included (a guess until lane history). */
export const ETA_KMPH = 35;
/** How often the trip page sends the phone's position while it shares it. */
export const POSITION_INTERVAL_MINUTES = 5;
/** Positions of one trip closer in time than this to a stored one are not stored again. */
export const POSITION_MIN_GAP_SECONDS = 240;
/** Positions in one request, at most (a queue of an hour offline fits in a few). */
export const POSITIONS_BATCH_MAX = 20;
/** Position requests of one user a minute, at most (429 beyond). */
export const POSITION_REQUESTS_PER_MINUTE = 10;
/** A position older than this when it arrives is not kept. */
export const POSITION_MAX_AGE_HOURS = 24;
/** Positions are deleted this many days after delivery. */
export const POSITIONS_KEPT_DAYS = 30;
/** A tracking link answers until this many hours after delivery. */
export const TRACKING_LINK_HOURS_AFTER_DELIVERY = 24;
/** A tracking link's token: 128 random bits, base64url. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The web page a tracking link opens. */
export const trackingPath = (token: string) => `/track/${token}`;

// ---------------------------------------------------------------- requests

const coordinate = (min: number, max: number) =>
  z.number({ error: M.position }).min(min, { error: M.position }).max(max, { error: M.position });
const fix = {
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  /** The fix's accuracy radius in metres, as the browser reports it (rounded up). */
  accuracy_m: z
    .number({ error: M.position })
    .min(0, { error: M.position })
    .max(100_000, { error: M.position })
    .transform(Math.ceil),
};

export const TripTrackingQuerySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export type TripTrackingQuery = z.input<typeof TripTrackingQuerySchema>;

export const TripEventBodySchema = z.object({
  schedule_id: requiredId(M.scheduleRequired),
  kind: z.enum(TRIP_MILESTONES, { error: M.kind }),
  ...fix,
});
export type TripEventBody = z.input<typeof TripEventBodySchema>;

/** The driver's page checks in for its one trip (`POST /public/driver/:token/tripEvents`): no trip id. */
export const DriverTripEventBodySchema = TripEventBodySchema.omit({ schedule_id: true });
export type DriverTripEventBody = z.input<typeof DriverTripEventBodySchema>;

export const TripPositionsBodySchema = z.object({
  schedule_id: requiredId(M.scheduleRequired),
  positions: z
    .array(z.object({ at: z.iso.datetime({ offset: true, error: M.position }), ...fix }), {
      error: M.position,
    })
    .min(1, { error: M.position })
    .max(POSITIONS_BATCH_MAX, { error: M.positionsTooMany }),
});
export type TripPositionsBody = z.input<typeof TripPositionsBodySchema>;
/** The driver's page sends the same batch for its one trip: the token names it (decision 051). */
export const DriverTripPositionsBodySchema = TripPositionsBodySchema.omit({ schedule_id: true });
export type DriverTripPositionsBody = z.input<typeof DriverTripPositionsBodySchema>;

export const TrackingLinkBodySchema = z.object({ schedule_id: requiredId(M.scheduleRequired) });
export type TrackingLinkBody = z.input<typeof TrackingLinkBodySchema>;

export const DeleteTrackingLinkBodySchema = z.object({ link_id: requiredId(M.linkRequired) });
export type DeleteTrackingLinkBody = z.input<typeof DeleteTrackingLinkBodySchema>;

// ---------------------------------------------------------------- answers

const MilestoneSchema = z.object({
  kind: z.enum(TRIP_MILESTONES),
  /** When it was checked in (ISO instant; screens show it in India time). */
  at: z.string(),
  /** Straight-line km from the place's centre it was checked against; null: no centre known. */
  distance_km: z.number().nullable(),
  /** Farther than the geofence from the place (kept, and shown flagged). */
  outside_area: z.boolean(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

/** Hours between arriving and being loaded (or unloaded); running while the truck still waits. */
const WaitSchema = z.object({
  hours: z.number(),
  /** Still waiting: counted up to now. */
  running: z.boolean(),
});
export type Wait = z.infer<typeof WaitSchema>;

export const TrackingLinkSchema = z.object({
  link_id: z.string(),
  token: z.string(),
  /** The page's path (`/track/<token>`); the screen adds its own origin. */
  path: z.string(),
  created_at: z.string(),
  /** Null until the trip is delivered; then 24 hours after delivery. */
  expires_at: z.string().nullable(),
});
export type TrackingLink = z.infer<typeof TrackingLinkSchema>;

export const TripTrackingSchema = z.object({
  schedule_id: z.string(),
  your_side: z.enum(['load', 'truck']),
  milestones: z.array(MilestoneSchema),
  /** The milestone to check in next (null: all five done, or the trip takes none). */
  next: z.enum(TRIP_MILESTONES).nullable(),
  /** The trip takes check-ins, positions and new links (until a day after delivery). */
  live: z.boolean(),
  /** Whether the viewer may check in and share the position (the truck side, on a live trip). */
  can_check_in: z.boolean(),
  waiting: z.object({ pickup: WaitSchema.nullable(), delivery: WaitSchema.nullable() }),
  /** The newest position shared, if any. */
  last_position_at: z.string().nullable(),
  /** Road km between the pickup and the delivery (null: a place without coordinates). */
  route_km: z.number().nullable(),
  /** The viewer's live tracking links. */
  links: z.array(TrackingLinkSchema),
});
export type TripTracking = z.infer<typeof TripTrackingSchema>;

export const TripTrackingResponseSchema = z.object({
  data: TripTrackingSchema,
  message: z.string().optional(),
});
export type TripTrackingResponse = z.infer<typeof TripTrackingResponseSchema>;

export const TripPositionsResponseSchema = z.object({
  data: z.object({
    /** Positions stored; the rest were too close in time to one stored, or too old. */
    stored: z.number().int(),
    ignored: z.number().int(),
  }),
  message: z.string(),
});
export type TripPositionsResponse = z.infer<typeof TripPositionsResponseSchema>;

export const TrackingLinkResponseSchema = z.object({ data: TrackingLinkSchema, message: z.string() });
export type TrackingLinkResponse = z.infer<typeof TrackingLinkResponseSchema>;
export const TrackingLinkDeletedResponseSchema = z.object({ message: z.string() });

/** What anyone with the link sees: no names, numbers or amounts of the parties. */
export const PublicTrackSchema = z.object({
  /** The places in the request's language. */
  pickup: z.string(),
  delivery: z.string(),
  pickup_date: z.string(),
  vehicle_reg: z.string(),
  status: z.enum(['scheduled', 'in_transit', 'delivered', 'cancelled']),
  milestones: z.array(MilestoneSchema.pick({ kind: true, at: true })),
  last_position: z
    .object({
      at: z.string(),
      /** Whole minutes since the position was taken. */
      age_minutes: z.number().int(),
      /** The nearest district, in the request's language ("Nagpur, Maharashtra"). */
      near: z.string().nullable(),
    })
    .nullable(),
  /** On the road (departed, not yet at the delivery) with a known position and destination. */
  eta: z.object({ km: z.number(), at: z.string() }).nullable(),
  /** When the link stops answering (null until delivery). */
  expires_at: z.string().nullable(),
});
export type PublicTrack = z.infer<typeof PublicTrackSchema>;
export const PublicTrackResponseSchema = z.object({ data: PublicTrackSchema });
export type PublicTrackResponse = z.infer<typeof PublicTrackResponseSchema>;
