export { BRAND_NAME } from '@lorrybazaar/contract';

/** The API base URL: same origin `/api` unless the build sets VITE_API_BASE_URL. */
export const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

/** Public contact details shown in the footer and on Help. */
export const CONTACT = {
  phone: '+91 80 4718 2020',
  email: 'support@lorrybazaar.in',
} as const;
