import { describe, expect, it } from 'vitest';
import { formatLongDate } from './i18n';

describe('formatLongDate', () => {
  it('shows the day it was in India, in the language, with Latin digits', () => {
    // 20:00 UTC on 4 January is 01:30 on 5 January in India.
    expect(formatLongDate('2025-01-04T20:00:00.000Z', 'en')).toBe('5 January 2025');
    expect(formatLongDate('2025-01-04T20:00:00.000Z', 'hi')).toBe('5 जनवरी 2025');
    expect(formatLongDate('2025-01-04T20:00:00.000Z', 'bn')).toMatch(/^5 জানুয়ারি, 2025$/);
    expect(formatLongDate('2025-01-04T20:00:00.000Z', 'en-GB')).toBe('5 January 2025');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatLongDate('not a date', 'en')).toBe('not a date');
  });
});
