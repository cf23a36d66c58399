/** A decimal digit of any script. */
const DIGIT = /\p{Nd}/u;

/**
 * Digits of any script (०-९, ০-৯, ೦-೯, ౦-౯, ௦-௯, ൦-൯, full-width …) as 0-9. Unicode keeps every
 * script's decimal digits as a run of ten in order, so a digit's value is its distance from the
 * start of its run, modulo ten.
 */
export function toAsciiDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x30 && code <= 0x39) {
      out += char;
      continue;
    }
    if (!DIGIT.test(char)) {
      out += char;
      continue;
    }
    let start = code;
    while (start > 0 && DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    out += String((code - start) % 10);
  }
  return out;
}
