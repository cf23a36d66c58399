import { z } from 'zod';
import { PINCODE_PATTERN } from './pincode.js';

/**
 * An optional PIN code field: six digits, the first not 0 (pincode.ts). Spaces people type in the
 * middle ("560 001") are dropped; absent or empty is null, so a caller that does not know the
 * field keeps working. `message` is the field's own key. Whether it belongs to a place's state is
 * the server's check (and the form's once the state is known).
 */
export const optionalPincode = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform(
      (value) => (value === null || value === undefined ? '' : String(value).replace(/\s/g, '')) || null,
    )
    .pipe(z.string().regex(PINCODE_PATTERN, { error: message }).nullable());
