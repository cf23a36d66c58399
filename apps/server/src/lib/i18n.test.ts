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
});
