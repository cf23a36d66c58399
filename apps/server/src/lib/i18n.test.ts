import { describe, expect, it } from 'vitest';
import { translate } from './i18n.js';

describe('translate', () => {
  it('writes a calendar date into a sentence as the screens show it, in the language’s digits', () => {
    expect(translate('en', 'membership:messages.paid', { date: '2027-01-13' })).toBe(
      'Payment received. Your plan is paid until 13/01/2027.',
    );
    expect(translate('bn', 'membership:messages.paid', { date: '2027-01-13' })).toContain('১৩/০১/২০২৭');
    expect(translate('hi', 'membership:messages.paid', { date: '2027-01-13' })).toContain('13/01/2027');
  });

  it('writes an instant into a sentence as a time in India, in the language’s digits', () => {
    const at = '2026-11-30T08:35:00.000Z';
    expect(translate('en', 'schedules:errors.noShowTooSoon', { at })).toBe(
      'You can report that the truck did not come from 30/11/2026, 14:05.',
    );
    expect(translate('bn', 'schedules:errors.noShowTooSoon', { at })).toContain('৩০/১১/২০২৬, ১৪:০৫');
    expect(translate('hi', 'schedules:errors.notReadyTooSoon', { at })).toContain('30/11/2026, 14:05');
    // Anything else stays as given.
    expect(translate('en', 'schedules:errors.noShowTooSoon', { at: '2026-11-30T08:35' })).toContain(
      'from 2026-11-30T08:35.',
    );
  });
});
