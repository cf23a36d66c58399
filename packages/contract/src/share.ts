/**
 * A load or a posted truck shared on WhatsApp (docs/api.md, Sharing a listing;
 * docs/decisions/050-sharing-a-listing.md): the link opens a public preview, no sign-in, in the
 * language the link carries. Messages are i18n keys of the `marketplace` namespace.
 *
 * | method & path                  | request | 2xx answer            | who may call |
 * |--------------------------------|---------|-----------------------|--------------|
 * | GET /public/listings/:kind/:id | —       | SharedListingResponse | anyone (no sign-in), 60 a minute an address |
 *
 * The page itself is `/share/:kind/:id?lng=<language>`: the server writes its Open Graph tags
 * into the HTML (a chat app's preview reads no script), and the app draws the rest from the call
 * above. Nothing that names a person: no name, no phone, no comments (free text), no
 * registration number.
 */
import { z } from 'zod';
import { SHARE_KINDS } from './share-paths.js';
import { TermsShape } from './terms.js';

/** The id in a shared link: a listing's id as the marketplace sends it (a load's, a posting's). */
export const SHARE_ID_PATTERN = /^[1-9][0-9]{0,15}$/;

const NS = 'marketplace:';
export const SHARE_CODES = {
  /** 404: unknown, closed, past its day, or its poster's listings withheld (decision 029). */
  notFound: `${NS}share.notFound`,
} as const;

export const SharedListingSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  id: z.string(),
  /** The places, in the request's language. */
  pickup: z.string(),
  delivery: z.string(),
  /** The load's pickup day, or the day the truck is free (YYYY-MM-DD, India). */
  date: z.string(),
  truck_type: z.string(),
  capacity: z.string(),
  tonnes: z.number(),
  /** A load's material; null for a truck. */
  material: z.string().nullable(),
  /** A load's trucks still open and wanted; null for a truck. */
  trucks_open: z.number().nullable(),
  no_of_trucks: z.number().nullable(),
  /** The poster's KYC documents are approved (the cards' "Verified"). */
  verified: z.boolean(),
  /**
   * Where a signed-in user finds it to bid: the marketplace searched for its route (and day),
   * the address a sign-in link carries in `?next=`.
   */
  market_path: z.string(),
  ...TermsShape,
});
export type SharedListing = z.infer<typeof SharedListingSchema>;
export const SharedListingResponseSchema = z.object({ data: SharedListingSchema });
export type SharedListingResponse = z.infer<typeof SharedListingResponseSchema>;
