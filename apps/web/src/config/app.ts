import { BRAND_NAME } from '@lorrybazaar/contract';

export { BRAND_NAME };

/** The API base URL: same origin `/api` unless the build sets VITE_API_BASE_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

/** Public contact details shown in the footer and on Help. */
export const CONTACT = {
  phone: '+91 80 4718 2020',
  email: 'support@lorrybazaar.in',
} as const;

/**
 * Where the "Download On" badge and link lead. Until the app's own store listing is published
 * this is a Play Store search for the brand, which is true today and keeps working after.
 */
export const APP_STORE_URL = `https://play.google.com/store/search?q=${encodeURIComponent(BRAND_NAME)}&c=apps`;

/** A `tel:` link to the support line (digits and + only). */
export const SUPPORT_TEL = `tel:${CONTACT.phone.replace(/[^\d+]/g, '')}`;
