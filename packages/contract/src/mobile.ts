import { MOBILE_DIGITS } from './constants.js';
import { toAsciiDigits } from './digits.js';

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

/** The digits of an Indian landline after its trunk 0: STD code and subscriber number together. */
export const LANDLINE_DIGITS = 10;
/**
 * A landline's 10 digits after what Indians dial or write before them: +91, 0091, 091 or 91, then
 * the trunk 0 ("+91 (0)80 …"), or the 0 alone. An STD code starts with 1 to 8 (9 starts mobiles).
 */
const WRITTEN_LANDLINE = new RegExp(`^(?:\\+91|0091|091|91)?0?([1-8][0-9]{${LANDLINE_DIGITS - 1}})$`);
/** A landline as it is stored: 0, STD code, subscriber number ("08047182020"). */
export const LANDLINE_PATTERN = new RegExp(`^0[1-8][0-9]{${LANDLINE_DIGITS - 1}}$`);
/**
 * The two-digit STD codes (Delhi, Pune, Mumbai, Kolkata, Hyderabad, Chennai, Ahmedabad,
 * Bengaluru), whose subscriber numbers have 8 digits.
 */
const TWO_DIGIT_STD = ['11', '20', '22', '33', '40', '44', '79', '80'];

/**
 * A landline (office phone) as people in India write or paste it ("080 4718 2020",
 * "(080) 4718-2020", "+91 80 4718 2020", "+91 (0)80-47182020", in any script's digits: "০৮০ ৪৭১৮
 * ২০২০") as its stored form: 0, then the 10 digits of STD code and subscriber number,
 * "08047182020" (docs/decisions/018, amended 2026-11-29). Text that is not such a number comes
 * back trimmed (its digits as 0-9), for the landline rule (LANDLINE_PATTERN) to refuse.
 */
export function normaliseLandline(text: string): string {
  const ascii = toAsciiDigits(text);
  const match = WRITTEN_LANDLINE.exec(ascii.replace(SEPARATORS, ''));
  return match ? `0${match[1]!}` : ascii.trim();
}

/**
 * A stored landline as people read it: "080 4718 2020" for the two-digit STD codes, else
 * "0522 234 5678" (a three-digit STD code, the most common; without a table of every code a
 * four-digit one is grouped the same way, its digits unchanged). Anything else (a number kept
 * before the rule) is shown as it is.
 */
export function formatLandline(stored: string): string {
  if (!LANDLINE_PATTERN.test(stored)) return stored;
  const std = TWO_DIGIT_STD.includes(stored.slice(1, 3)) ? 3 : 4;
  const subscriber = stored.slice(std);
  const split = subscriber.length - 4;
  return `${stored.slice(0, std)} ${subscriber.slice(0, split)} ${subscriber.slice(split)}`;
}
