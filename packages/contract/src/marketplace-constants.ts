/** The plain constants of loads, trucks and the marketplace (no zod: cheap to import anywhere). */

export const LOCATION_MAX = 100;
export const COMMENTS_MAX = 500;
export const COMMENTS_MIN_WORDS = 3;
export const NO_OF_TRUCKS_MAX = 100;
/** Search form: the No of Trucks stepper starts at 2. */
export const SEARCH_TRUCKS_DEFAULT = 2;
/** Add Load: the counter starts at 1. */
export const ADD_LOAD_TRUCKS_DEFAULT = 1;
/** Deepest page a marketplace list serves (docs/decisions/006-marketplace-paging.md). */
export const MAX_PAGE = 1000;
export const LIMIT_MAX = 50;
export const PLACES_LIMIT = 10;
/** Dates are days in India: "today" and the date filters are computed in this zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * A bid or counter is the price of one truck for one trip (docs/decisions/017). Below ₹500 no
 * truck moves (a typo or a test); above ₹10,00,000 is beyond the longest trip of the largest
 * trailer in India several times over, so it is a slip of the keyboard (an extra zero), not a
 * price. Narrower than the money range of docs/api.md (Values on the wire), which bounds every amount stored.
 */
export const BID_AMOUNT_MIN = 500;
export const BID_AMOUNT_MAX = 10_00_000;

/**
 * The standing beside a rating shows called-off trips only once a user has this many trips
 * (delivered plus called off by them): one bad day of a newcomer is not a record.
 */
export const STANDING_MIN_TRIPS = 3;
