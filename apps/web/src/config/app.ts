import { BRAND_NAME, CONTACT } from '@lorrybazaar/contract';

export { BRAND_NAME, CONTACT };

/** The API base URL: same origin `/api` unless the build sets VITE_API_BASE_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');
