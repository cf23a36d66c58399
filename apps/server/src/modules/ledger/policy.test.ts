/** The ledger's pure rules (decision 048): sums, due dates, overdue from the day after (India). */
import { describe, expect, it } from 'vitest';
import type { Terms } from '@lorrybazaar/contract';
import { duesOf, stageOf, totalsOf } from './policy.js';

const terms = { advance_percent: 90, balance_days: 7 } as Terms;

describe('the ledger’s rules', () => {
  it('counts only confirmed lines, deductions off and charges on what is owed', () => {
    expect(
      totalsOf(30000, [
        { kind: 'advance', amount: 27000, answer: 'confirmed' },
        { kind: 'tds', amount: -300, answer: 'confirmed' },
        { kind: 'detention', amount: 1200, answer: null },
        { kind: 'balance', amount: 1000, answer: 'disputed' },
        { kind: 'other', amount: -200, answer: 'confirmed' },
      ]),
    ).toEqual({ owed: 29500, paid: 27000, outstanding: 2500, unconfirmed: 1200, disputed: 1000 });
  });

  it('is overdue from the day after the due day in India, not 24 hours after', () => {
    // Due 23:00 in India on 10 March: due then, overdue at 00:00 on the 11th.
    const due = new Date('2026-03-10T17:30:00Z');
    expect(stageOf(due, new Date('2026-03-10T17:00:00Z'))).toBeNull();
    expect(stageOf(due, new Date('2026-03-10T18:00:00Z'))).toBe('due');
    expect(stageOf(due, new Date('2026-03-10T18:31:00Z'))).toBe('overdue');
  });

  it('puts the advance at the LR and the balance balance_days after the POD', () => {
    const lrAt = new Date('2026-03-10T04:30:00Z');
    const deliveredAt = new Date('2026-03-12T04:30:00Z');
    const dues = duesOf(
      { amount: 30000, terms, lrAt, deliveredAt },
      0,
      30000,
      new Date('2026-03-20T04:30:00Z'),
    );
    expect(dues.advance).toEqual({
      amount: 27000,
      due_at: lrAt.toISOString(),
      settled: false,
      overdue: true,
    });
    expect(dues.balance).toEqual({
      amount: 3000,
      due_at: '2026-03-19T04:30:00.000Z',
      settled: false,
      overdue: true,
    });
    const paid = duesOf({ amount: 30000, terms, lrAt, deliveredAt: null }, 27000, 3000, lrAt);
    expect(paid.advance).toMatchObject({ settled: true, overdue: false });
    expect(paid.balance).toMatchObject({ amount: 3000, due_at: null, overdue: false });
  });
});
