import { MOBILE_DIGITS } from './constants.js';

/** What people put between the digits of a number: spaces, dashes (any kind), dots, brackets. */
const SEPARATORS = /[\s.()\u2010-\u2015-]/g;
/** Ten digits after what Indians dial or write before them: +91, 0091, 091, 91 or 0. */
const WRITTEN_MOBILE = new RegExp(`^(?:\\+91|0091|091|91|0)?([0-9]{${MOBILE_DIGITS}})$`);

/**
 * A mobile number as people in India write or paste it ("+91 98765 43210", "098765-43210",
 * "91 9876543210", "(98765) 43210") as its 10 digits, "9876543210". Text that is not such a
 * number comes back trimmed, for the mobile rule (MOBILE_PATTERN) to refuse or for a search to
 * use as typed. Ten digits are kept as they are, even "9198765432": the prefix is dropped only
 * when 10 digits follow it.
 */
export function normaliseMobile(text: string): string {
  const match = WRITTEN_MOBILE.exec(text.replace(SEPARATORS, ''));
  return match ? match[1]! : text.trim();
}

/**
 * What a mobile field holds after a keystroke or a paste: the 10 digits when the text is a
 * written mobile number (normaliseMobile), else its digits only. Up to two digits more than a
 * mobile are kept while typing, so "+91 98765 43210" typed key by key ends as "9876543210"
 * (never cut to "9198765432" first), and a stray 11th digit shows, and is refused, instead of
 * being dropped unseen.
 */
export function mobileFieldValue(text: string): string {
  const mobile = normaliseMobile(text);
  if (mobile.length === MOBILE_DIGITS && /^[0-9]+$/.test(mobile)) return mobile;
  return text.replace(/\D/g, '').slice(0, MOBILE_DIGITS + 2);
}
