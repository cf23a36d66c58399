import { afterEach, describe, expect, it, vi } from 'vitest';

const { DateTimeFormat, NumberFormat } = Intl;
/** How many of each formatter were built since `countFormatters`. */
const built = { dates: 0, numbers: 0 };
function countFormatters() {
  built.dates = built.numbers = 0;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      built.dates++;
    }
  } as typeof DateTimeFormat;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      built.numbers++;
    }
  } as typeof NumberFormat;
}

/**
 * The formatters are built on first use (format.ts): a page's first script builds none, and a
 * page showing only rupees never builds the date formatters (docs/performance.md, Client).
 */
describe('format.ts builds its formatters when first used', () => {
  afterEach(() => {
    Intl.DateTimeFormat = DateTimeFormat;
    Intl.NumberFormat = NumberFormat;
  });

  it('builds none on import and each one once', async () => {
    vi.resetModules();
    countFormatters();
    const { shownCount, shownDate, shownDateTime, shownRupees } = await import('./format.js');
    expect(built.dates).toBe(0);
    expect(built.numbers).toBe(0);

    expect(shownRupees(125000, 'hi')).toBe('₹1,25,000');
    expect(shownRupees(3500, 'ta')).toBe('₹3,500');
    expect(built.numbers).toBe(1);
    expect(shownRupees(30000, 'bn')).toBe('₹৩০,০০০');
    expect(built.numbers).toBe(2);
    expect(built.dates).toBe(0);

    expect(shownDate('2026-11-30')).toBe('30/11/2026');
    expect(shownDate('2026-12-01')).toBe('01/12/2026');
    expect(built.dates).toBe(1);
    expect(shownDateTime('2026-11-24T20:00:00.000Z')).toBe('25/11/2026, 01:30');
    expect(built.dates).toBe(3);
    expect(shownCount(2.5)).toBe('2.5');
    expect(built.numbers).toBe(3);
  });
});
