/**
 * Guardrails against token fraud (docs/decisions/049-token-fraud-guardrails.md).
 *
 * Before a deal, what one party writes for the other (a load's or a posting's comments) may carry
 * no phone number and no UPI id: contact details are shared after booking, and a number in a
 * listing is how a fake "shipper" takes the conversation, and a "token", off the platform.
 * Words for a token, a deposit or a fee to get a load are allowed but put a warning beside the
 * text (`mentionsTokenFee`). The server refuses contact details with 400 (`commentsSchema`); the
 * forms and the cards use the same functions.
 */
import { toAsciiDigits } from './digits.js';

export { toAsciiDigits };

const NS = 'marketplace:';
export const CONTACT_MESSAGES = {
  /** 400: a phone number, UPI id or email in text the other side reads before booking. */
  contactDetails: `${NS}validation.contactDetails`,
} as const;

/**
 * The words for the digits 0-9 in the seven languages (and romanised Hindi), each digit's words
 * in one string. A phone number spelt out ("nine eight four five …", "नौ आठ चार पाँच …") is a
 * phone number: `findPhoneNumbers` reads these words as digits before it looks.
 */
const DIGIT_WORDS: Record<string, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  // Romanised Hindi as typed in chats; "no" (nau) is a digit only among others (AMONG_DIGITS).
  hinglish: [
    'shunya sunya',
    'ek',
    'do',
    'teen tin',
    'char chaar',
    'panch paanch',
    'chhe chhah chah',
    'saat sat',
    'aath ath',
    'nau',
  ],
  hi: ['शून्य शुन्य ज़ीरो जीरो', 'एक', 'दो', 'तीन', 'चार', 'पाँच पांच', 'छह छः छे', 'सात', 'आठ', 'नौ'],
  bn: ['শূন্য শুন্য জিরো', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয় ছয়', 'সাত', 'আট', 'নয় নয়'],
  kn: ['ಸೊನ್ನೆ ಶೂನ್ಯ ಜೀರೋ', 'ಒಂದು', 'ಎರಡು', 'ಮೂರು', 'ನಾಲ್ಕು', 'ಐದು', 'ಆರು', 'ಏಳು', 'ಎಂಟು', 'ಒಂಬತ್ತು ಒಂಭತ್ತು'],
  te: ['సున్నా సున్న జీరో', 'ఒకటి', 'రెండు', 'మూడు', 'నాలుగు', 'ఐదు అయిదు', 'ఆరు', 'ఏడు', 'ఎనిమిది', 'తొమ్మిది'],
  ta: [
    'பூஜ்ஜியம் பூஜ்யம் சுழியம் ஜீரோ',
    'ஒன்று ஒண்ணு',
    'இரண்டு ரெண்டு',
    'மூன்று மூணு',
    'நான்கு நாலு',
    'ஐந்து அஞ்சு',
    'ஆறு',
    'ஏழு',
    'எட்டு',
    'ஒன்பது',
  ],
  ml: ['പൂജ്യം സീറോ', 'ഒന്ന്', 'രണ്ട്', 'മൂന്ന്', 'നാല്', 'അഞ്ച്', 'ആറ്', 'ഏഴ്', 'എട്ട്', 'ഒമ്പത് ഒൻപത്'],
};
/**
 * Words that are a digit only among other number words, since each is also an everyday word:
 * zero as read aloud in India ("nine eight oh …", "double nil"), "o", romanised Hindi "no" (nau)
 * and "sifar", and loanwords such as Tamil "சைபர்" (also "cyber"). "oh, loading is at 5 pm" and
 * "nil detention" stay words; "nine eight oh four …" is a number (`spelledDigits`).
 */
const AMONG_DIGITS: Record<string, readonly string[]> = {
  en: ['nil oh o nought naught', '', '', '', '', '', '', '', '', ''],
  hinglish: ['sifar sifr', '', '', '', '', '', '', '', '', 'no'],
  hi: ['सिफ़र सिफर निल ओ', '', '', '', '', '', '', '', '', ''],
  kn: ['ಓ', '', '', '', '', '', '', '', '', ''],
  ta: ['சைபர் ஓ', '', '', '', '', '', '', '', '', ''],
  ml: ['ഓ', '', '', '', '', '', '', '', '', ''],
};
const wordsToDigits = (table: Record<string, readonly string[]>) =>
  new Map<string, string>(
    Object.values(table).flatMap((digits) =>
      digits.flatMap((words, digit) =>
        words
          .split(' ')
          .filter(Boolean)
          .map((word) => [word.normalize('NFC'), String(digit)] as const),
      ),
    ),
  );
const DIGIT_OF_WORD = wordsToDigits(DIGIT_WORDS);
const DIGIT_AMONG_DIGITS = wordsToDigits(AMONG_DIGITS);
/** "double four" is 44, "triple nine" 999 (how numbers are read aloud in India), in each script. */
const REPEAT: Record<string, number> = {
  double: 2,
  triple: 3,
  डबल: 2,
  ट्रिपल: 3,
  ডাবল: 2,
  ট্রিপল: 3,
  ಡಬಲ್: 2,
  ಟ್ರಿಪಲ್: 3,
  డబుల్: 2,
  ట్రిపుల్: 3,
  டபுள்: 2,
  ட்ரிபிள்: 3,
  ഡബിൾ: 2,
  ട്രിപ്പിൾ: 3,
};
/**
 * A text as tokens: a word of any script (letters and the marks, vowel signs and viramas, that
 * belong to them), a run of digits, what may stand inside a number (NUMBER_RUN's separators), or
 * any other single character, which ends a run of number words.
 */
const TOKEN = /[\p{L}\p{M}]+|\p{Nd}+|[ \t\u00a0\-–.()+]+|[^]/gu;
const WORDISH = /^[\p{L}\p{M}]/u;
const DIGITS = /^\p{Nd}/u;
const SEPARATOR = /^[ \t\u00a0\-–.()+]/;

type Token = { text: string; digit?: string; weak?: string; repeat?: number; sure: boolean; run: number };

/** Each token with what it is and the run of number words it belongs to (a new run after any other word). */
function tokensOf(text: string): { tokens: Token[]; sureRuns: Set<number> } {
  const tokens: Token[] = [];
  const sureRuns = new Set<number>();
  let run = 0;
  for (const part of text.normalize('NFC').match(TOKEN) ?? []) {
    const lower = part.toLowerCase();
    const token: Token = { text: part, run, sure: false };
    if (WORDISH.test(part)) {
      token.digit = DIGIT_OF_WORD.get(lower);
      token.weak = DIGIT_AMONG_DIGITS.get(lower);
      token.repeat = REPEAT[lower];
      token.sure = token.digit !== undefined;
      if (!token.sure && token.weak === undefined && token.repeat === undefined) token.run = run += 1;
    } else if (DIGITS.test(part)) token.sure = true;
    else if (!SEPARATOR.test(part)) token.run = run += 1;
    if (token.sure) sureRuns.add(token.run);
    tokens.push(token);
  }
  return { tokens, sureRuns };
}

/**
 * The text with each digit word as its digit ("nine eight four" → "9 8 4"; "double four" → "44"),
 * every other word kept, so the number search reads spelt digits, mixed with written ones, as it
 * reads digits. A word is a digit only whole: "nineteen", "someone" and "दोपहर" stay words. The
 * words of AMONG_DIGITS ("oh", "nil" …) are digits only in a run with a sure digit (a digit word
 * or digits) and nothing else but separators and such words between them.
 */
export function spelledDigits(text: string): string {
  const { tokens, sureRuns } = tokensOf(text);
  let repeat = 1;
  let out = '';
  for (const token of tokens) {
    const digit = token.digit ?? (sureRuns.has(token.run) ? token.weak : undefined);
    if (digit !== undefined) {
      out += digit.repeat(repeat);
      repeat = 1;
    } else if (token.repeat !== undefined) {
      repeat = token.repeat;
    } else {
      if (WORDISH.test(token.text)) repeat = 1;
      out += token.text;
    }
  }
  return out;
}

/** What may stand between the digits of one number: spaces, dashes, dots, brackets, a plus. */
const NUMBER_RUN = /\d+(?:[ \t\u00a0\-–.()+]{1,3}\d+)*/g;
const GROUP = /\d+/g;
/** An Indian mobile: ten digits from 6-9, or with 0, 91 or 091 before them. */
const MOBILE = /^(?:0|91|091|0091)?[6-9]\d{9}$/;
/** Amounts written side by side ("60000 65000") are prices, not a number split in two. */
const ROUND = /00$/;

/**
 * The Indian mobile numbers in a text, however written: "9876543210", "+91 98765 43210",
 * "098765-43210", "9 8 7 6 5 4 3 2 1 0", in any script's digits, or spelt in words of the seven
 * languages ("nine eight 7 6 …", `spelledDigits`). A number's groups may be split by spaces,
 * dashes, dots or brackets; dates (25/12/2026), weights, PINs and prices are not numbers of ten
 * digits from 6-9 and do not match.
 */
export function findPhoneNumbers(text: string): string[] {
  const found: string[] = [];
  for (const run of toAsciiDigits(spelledDigits(text)).match(NUMBER_RUN) ?? []) {
    const groups = run.match(GROUP) ?? [];
    for (let first = 0; first < groups.length; first += 1) {
      let digits = '';
      for (let last = first; last < groups.length && digits.length < 14; last += 1) {
        digits += groups[last];
        const parts = groups.slice(first, last + 1);
        const amounts = parts.length > 1 && parts.every((part) => part.length >= 3 && ROUND.test(part));
        if (MOBILE.test(digits) && !amounts) found.push(digits.slice(-10));
      }
    }
  }
  return [...new Set(found)];
}

/**
 * UPI ids (`ramesh.k@okaxis`, `98xxxxxx@ybl`) and emails, which a UPI id looks like: a handle of
 * letters, digits, dots, dashes or underscores, then @ and the bank's letters. "2500@tonne" (the
 * trade's "at the rate of") has no letter before the @ and is a price.
 */
export function findUpiIds(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/([a-z0-9._-]{2,})@([a-z][a-z0-9.-]*[a-z])/gi)) {
    if (/[a-z]/i.test(match[1]!)) found.push(match[0].toLowerCase());
  }
  return found;
}

/** A phone number or a UPI id in the text: refused before booking (names have their own, stricter check: validation.ts `hasContactDetails`). */
export const hasPhoneOrUpi = (text: string): boolean =>
  findPhoneNumbers(text).length > 0 || findUpiIds(text).length > 0;

/**
 * Words for a token, a deposit, an advance fee or a registration fee, in the seven languages and
 * romanised Hindi. "Advance" alone is not among them: an advance at loading is a fair term (the
 * load owner pays it to the truck); a fee to get a load is the fraud.
 */
const TOKEN_WORDS_LATIN = [
  'tokens?',
  'tokan',
  'token amount',
  'deposits?',
  'security money',
  'advance (?:fees?|charges?)',
  '(?:registration|booking|processing|listing|membership) (?:fees?|charges?|amount)',
  'jama(?:a)? (?:karo|kare|karna|karein|rashi|raashi|paisa|paise)',
  '(?:paisa|paise|rupaye|rupees?) jama',
  'jamanat',
  'zamanat',
  'pehle (?:paisa|paise|payment)',
];
const TOKEN_WORDS_INDIC = [
  // hi
  'टोकन',
  'जमा राशि',
  'जमा करें',
  'जमा करो',
  'जमानत',
  'ज़मानत',
  'डिपॉजिट',
  'डिपॉज़िट',
  'अग्रिम शुल्क',
  'पंजीकरण शुल्क',
  'रजिस्ट्रेशन फीस',
  'रजिस्ट्रेशन फ़ीस',
  'बुकिंग फीस',
  'बुकिंग शुल्क',
  // bn
  'টোকেন',
  'জামানত',
  'ডিপোজিট',
  'অগ্রিম ফি',
  'নিবন্ধন ফি',
  'রেজিস্ট্রেশন ফি',
  'বুকিং ফি',
  // kn
  'ಟೋಕನ್',
  'ಠೇವಣಿ',
  'ಡೆಪಾಸಿಟ್',
  'ಮುಂಗಡ ಶುಲ್ಕ',
  'ನೋಂದಣಿ ಶುಲ್ಕ',
  'ರಿಜಿಸ್ಟ್ರೇಶನ್ ಫೀ',
  // te
  'టోకెన్',
  'డిపాజిట్',
  'ధరావతు',
  'ముందస్తు రుసుము',
  'నమోదు రుసుము',
  'రిజిస్ట్రేషన్ ఫీ',
  // ta
  'டோக்கன்',
  'டெபாசிட்',
  'வைப்புத்தொகை',
  'முன்பணக் கட்டணம்',
  'பதிவுக் கட்டணம்',
  'பதிவு கட்டணம்',
  // ml
  'ടോക്കൺ',
  'ടോക്കണ്',
  'ഡെപ്പോസിറ്റ്',
  'നിക്ഷേപം',
  'കരുതൽ തുക',
  'മുൻകൂർ ഫീസ്',
  'രജിസ്ട്രേഷൻ ഫീസ്',
];
const TOKEN_WORDS = new RegExp(
  `(?<![a-z])(?:${TOKEN_WORDS_LATIN.join('|')})(?![a-z])|${TOKEN_WORDS_INDIC.join('|')}`,
  'iu',
);

/** The text asks for (or mentions) a token, a deposit or a fee: the card and Book Now warn. */
export const mentionsTokenFee = (text: string | null | undefined): boolean =>
  !!text && TOKEN_WORDS.test(text.normalize('NFC').replace(/\s+/g, ' '));
