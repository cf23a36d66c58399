/** Business constants of the product (limits, defaults and formats the screens and the API share). */

export const BRAND_NAME = 'LorryBazaar';

/** Public contact details: the footer, Help, and the way out of a suspension. */
export const CONTACT = {
  phone: '+91 80 4718 2020',
  email: 'support@lorrybazaar.in',
} as const;

export const MOBILE_DIGITS = 10;
export const MOBILE_PREFIX = '+91';
export const OTP_DIGITS = 4;
/**
 * A mobile number and a sign-in code as the forms and the server take them (validation.ts's
 * mobileSchema and otpSchema). Here, without zod, for the sign-in dialog's first steps. An Indian
 * mobile number starts with 6, 7, 8 or 9 (a number starting 0–5 is a land line or no number, and
 * an SMS to it is lost); the forms take it as people write it through mobile.ts's normaliseMobile.
 */
export const MOBILE_PATTERN = new RegExp(`^[6-9][0-9]{${MOBILE_DIGITS - 1}}$`);
export const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_DIGITS}}$`);
/** A person's name, in characters (docs/decisions/018-names-and-addresses.md; the documents said 15). */
export const NAME_MAX = 60;
export const COMPANY_MAX = 100;
export const EMAIL_MAX = 254;

export const OTP_RESEND_SECONDS = 30;

export const PAGE_SIZE = 12;
export const SIDEBAR_WIDTH_PX = 260;
export const PERSIST_TIMEOUT_MS = 5000;
export const PERSIST_KEY = 'root';

export const LANGUAGES = ['en', 'hi', 'kn', 'te', 'ta', 'ml', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Each language named in its own script, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  ml: 'മലയാളം',
  bn: 'বাংলা',
};

export const MONEY_MIN = 1;
export const MONEY_MAX = 1_00_00_000;

/** The profile screens' i18n namespace (here, not in profiles.ts: the client needs it without zod). */
export const PROFILE_NS = 'profile';

/**
 * Each language keeps one set of digits (docs/decisions/041): Bengali writes its own, the others
 * 0–9. The languages written in their own digits, and those digits 0–9.
 */
export const OWN_DIGITS: Partial<Record<Language, string>> = { bn: '০১২৩৪৫৬৭৮৯' };

/** Latin digits in `text` written in the language's own digits (Bengali); other text as it is. */
export function localDigits(text: string, language?: string): string {
  const digits = OWN_DIGITS[language as Language];
  return digits ? text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!) : text;
}
