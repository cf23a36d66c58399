/**
 * PIN codes (India Post's Postal Index Number): six digits, the first never 0. The first digit
 * is the postal region, the first two the postal circle, the first three the sorting district.
 *
 * Source: India Post's allocation of PIN zones to postal circles ("PIN code" page of
 * indiapost.gov.in and its all-India PIN code directory), by first-three-digit ranges. A state
 * or union territory served by a neighbour's circle gets that circle's ranges it actually uses
 * (Goa 403 inside Maharashtra's 40–44; Chandigarh 160, Panchkula 134; Sikkim 737 and the
 * Andaman and Nicobar Islands 744 inside West Bengal's 70–74; Lakshadweep 682 inside Kerala's;
 * Puducherry's four districts: Yanam 533, Puducherry 605/607, Karaikal 609, Mahe 673).
 *
 * Ranges overlap on purpose where places share a circle or a state was split: a real address on
 * a border must never be refused (Andhra Pradesh and Telangana shared circle 50–53 until 2014;
 * Uttarakhand's 244–263 sit inside Uttar Pradesh's 20–28; Jharkhand's 813–835 inside Bihar's;
 * SAS Nagar in Punjab uses 160 like Chandigarh). What the check catches is the common mistake:
 * a PIN of another part of India. Army Post Office PINs (90–99) name no state and are refused.
 *
 * Keys are the ISO 3166-2:IN codes of the `states` table (as GST_STATE_CODES in gstin.ts).
 */
export const PIN_PREFIX_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  DL: [[110, 110]],
  HR: [[121, 136]],
  PB: [[140, 160]],
  CH: [[160, 160]],
  HP: [[171, 177]],
  JK: [[180, 194]],
  LA: [[194, 194]],
  UP: [[201, 285]],
  UK: [[244, 263]],
  RJ: [[301, 345]],
  GJ: [[360, 396]],
  DH: [
    [362, 362],
    [396, 396],
  ],
  MH: [[400, 445]],
  GA: [[403, 403]],
  MP: [[450, 488]],
  CG: [[490, 497]],
  TS: [[500, 509]],
  AP: [[500, 535]],
  KA: [[560, 591]],
  TN: [[600, 643]],
  PY: [
    [533, 533],
    [605, 605],
    [607, 607],
    [609, 609],
    [673, 673],
  ],
  KL: [[670, 695]],
  LD: [[682, 682]],
  WB: [[700, 743]],
  SK: [[737, 737]],
  AN: [[744, 744]],
  OD: [[751, 770]],
  AS: [[781, 788]],
  AR: [[790, 792]],
  ML: [[793, 794]],
  MN: [[795, 795]],
  MZ: [[796, 796]],
  NL: [[797, 798]],
  TR: [[799, 799]],
  BR: [[800, 855]],
  JH: [[813, 835]],
};

export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Whether a well-formed PIN belongs to the state of this code (unknown codes: no opinion). */
export function pincodeMatchesState(pincode: string, stateCode: string): boolean {
  const ranges = PIN_PREFIX_RANGES[stateCode];
  if (!ranges) return true;
  const prefix = Number(pincode.slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}
