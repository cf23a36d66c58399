import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupees } from './format';

describe('formatDate', () => {
  it('shows a calendar date as that day, en-IN style', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
  });
  it('shows a timestamp as the day it was in India', () => {
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India.
    expect(formatDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
    expect(formatDateTime('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026, 01:30');
  });
  it('passes empty and unreadable values through', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatRupees', () => {
  it('groups in lakhs', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees('3500')).toBe('₹3,500');
  });
});
