import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinMatchesState,
  gstinProblem,
  isValidGstin,
} from './gstin.js';

/** GSTINs published by their holders (invoices, registration certificates), all valid. */
const PUBLISHED = [
  '27AAPFU0939F1ZV', // the CBIC example
  '27AAACR5055K1Z7', // Reliance Industries, Maharashtra
  '33AAACH7409R1Z8', // Tamil Nadu
  '24AAACC1206D1ZM', // Gujarat
];

describe('GSTIN check character', () => {
  it('is the one the GST portal computes for published GSTINs', () => {
    for (const gstin of PUBLISHED) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
      expect(gstinProblem(gstin), gstin).toBeNull();
      expect(isValidGstin(gstin)).toBe(true);
    }
  });

  it('catches a wrong last character and a single changed or swapped character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1Z0')).toBe('checksum');
    // one digit of the PAN mistyped
    expect(gstinProblem('27AAPFU0989F1ZV')).toBe('checksum');
    // two neighbours swapped
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe('checksum');
  });

  it('refuses anything but 14 characters of 0-9 and A-Z', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow();
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow();
  });
});

describe('GSTIN layout', () => {
  it('needs exactly 15 characters', () => {
    expect(gstinProblem('')).toBe('length');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('length');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe('length');
  });

  it('needs state code, PAN (5 letters, 4 digits, letter), entity number, Z, check character', () => {
    expect(gstinProblem('2AAAPFU0939F1ZV')).toBe('format'); // letter in the state code
    expect(gstinProblem('27AAPF10939F1ZV')).toBe('format'); // digit among the PAN's letters
    expect(gstinProblem('27AAPFU093XF1ZV')).toBe('format'); // letter among the PAN's digits
    expect(gstinProblem('27AAPFU093911ZV')).toBe('format'); // digit for the PAN's last letter
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format'); // entity number 0
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('format'); // Y where Z belongs
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format'); // callers upper-case first
  });

  it('needs a real state code (01–38, 97, 99)', () => {
    const withCode = (code: string) => {
      const first14 = `${code}AAPFU0939F1Z`;
      return `${first14}${gstinCheckCharacter(first14)}`;
    };
    for (const code of ['00', '39', '50', '96', '98'])
      expect(gstinProblem(withCode(code)), code).toBe('stateCode');
    for (const code of ['01', '29', '37', '38', '97', '99'])
      expect(gstinProblem(withCode(code)), code).toBeNull();
  });
});

describe('GSTIN state', () => {
  it('matches the state of its code, including codes kept from before a split or merger', () => {
    expect(gstinMatchesState('27AAPFU0939F1ZV', 'MH')).toBe(true);
    expect(gstinMatchesState('27AAPFU0939F1ZV', 'KA')).toBe(false);
    expect(gstinMatchesState('37AAPFU0939F1Z0', 'AP')).toBe(true);
    expect(gstinMatchesState('28AAPFU0939F1Z0', 'AP')).toBe(true);
    expect(gstinMatchesState('36AAPFU0939F1Z0', 'TS')).toBe(true);
    expect(gstinMatchesState('26AAPFU0939F1Z0', 'DH')).toBe(true);
    expect(gstinMatchesState('99AAPFU0939F1Z0', 'DL')).toBe(false);
    expect(gstinMatchesState('27AAPFU0939F1ZV', 'XX')).toBe(false);
  });

  it('knows every state and union territory of India, each code once', () => {
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36);
    const codes = Object.values(GST_STATE_CODES).flat();
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.sort()).toEqual(Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')));
  });
});
