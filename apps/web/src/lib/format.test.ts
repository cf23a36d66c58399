import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatRupees } from './format';

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
  it('writes Bengali digits in Bengali, still grouped in lakhs; other languages keep 0–9', () => {
    expect(formatRupees(125000, 'bn')).toBe('₹১,২৫,০০০');
    expect(formatRupees(28000, 'hi')).toBe('₹28,000');
    expect(formatCount(12, 'bn')).toBe('১২');
    expect(formatCount(4.5, 'ta')).toBe('4.5');
  });
});
