import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatBadge, formatCount, formatDate, formatDateTime, formatRupees } from './format';

describe('formatDate', () => {
  it('shows a calendar date as that day, day/month/year in digits', () => {
    expect(formatDate('2026-11-25', 'en')).toBe('25/11/2026');
    expect(formatDate('2026-09-05', 'hi')).toBe('05/09/2026');
  });
  it('shows a timestamp as the day it was in India', () => {
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India.
    expect(formatDate('2026-11-24T20:00:00.000Z', 'ta')).toBe('25/11/2026');
    expect(formatDateTime('2026-11-24T20:00:00.000Z', 'ta')).toBe('25/11/2026, 01:30');
  });
  it('writes Bengali dates in Bengali digits, the same shape', () => {
    expect(formatDate('2026-11-30', 'bn')).toBe('৩০/১১/২০২৬');
    expect(formatDateTime('2026-11-24T20:00:00.000Z', 'bn')).toBe('২৫/১১/২০২৬, ০১:৩০');
  });
  it('passes empty and unreadable values through', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatRupees', () => {
  it('groups in lakhs', () => {
    expect(formatRupees(125000, 'en')).toBe('₹1,25,000');
    expect(formatRupees('3500', 'te')).toBe('₹3,500');
    expect(formatRupees(30000, 'hi')).toBe('₹30,000');
  });
  it('writes Bengali digits in Bengali, still grouped in lakhs; other languages keep 0–9', () => {
    expect(formatRupees(125000, 'bn')).toBe('₹১,২৫,০০০');
    expect(formatRupees(28000, 'hi')).toBe('₹28,000');
    expect(formatCount(12, 'bn')).toBe('১২');
    expect(formatCount(4.5, 'ta')).toBe('4.5');
    expect([formatBadge(7, 'bn'), formatBadge(120, 'bn'), formatBadge(120, 'hi')]).toEqual([
      '৭',
      '৯৯+',
      '99+',
    ]);
  });
});

describe('the screen language', () => {
  it('picks the digits when no language is named, so one card shares one set of digits', async () => {
    await i18next.init({ lng: 'bn', resources: {} });
    expect([formatRupees(30000), formatDate('2026-11-30'), formatCount(28)]).toEqual([
      '₹৩০,০০০',
      '৩০/১১/২০২৬',
      '২৮',
    ]);
    await i18next.changeLanguage('hi');
    expect([formatRupees(30000), formatDate('2026-11-30'), formatCount(28)]).toEqual([
      '₹30,000',
      '30/11/2026',
      '28',
    ]);
  });
});
