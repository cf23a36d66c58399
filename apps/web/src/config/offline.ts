/**
 * What the service worker keeps (docs/decisions/027-installable-app-and-offline.md). vite.config.ts
 * builds the worker from these, the app clears the API cache with the same name.
 */
/** The last answers of the API's GET calls, network first: what a screen shows offline. */
export const API_CACHE = 'lb-api';
/**
 * The API calls the worker keeps (GET only, Workbox's default): every one under /api/ except the
 * live event stream, signed file links (KYC papers), token refresh (it rotates cookies),
 * payments, health and the API docs. A RegExp, because the worker is generated from the config
 * (a function would lose what it closes over).
 */
export const CACHED_API = /\/api\/(?!Transpoter\/(events|file\/|Refresh|payment\/)|health|ready|docs)/i;
/** Form drafts in localStorage: this prefix, then the form's name. */
export const DRAFT_PREFIX = 'lb-draft:';
