import { BRAND_NAME, CONTACT } from '@lorrybazaar/contract';

export { BRAND_NAME, CONTACT };

/** The API base URL: same origin `/api` unless the build sets VITE_API_BASE_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

/**
 * Where the "Download On" badge and link lead. Until the app's own store listing is published
 * this is a Play Store search for the brand, which is true today and keeps working after.
 */
export const APP_STORE_URL = `https://play.google.com/store/search?q=${encodeURIComponent(BRAND_NAME)}&c=apps`;
