import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import bn from '@lorrybazaar/contract/locales/bn/marketplace.json';
import en from '@lorrybazaar/contract/locales/en/marketplace.json';
import hi from '@lorrybazaar/contract/locales/hi/marketplace.json';
import kn from '@lorrybazaar/contract/locales/kn/marketplace.json';
import ml from '@lorrybazaar/contract/locales/ml/marketplace.json';
import ta from '@lorrybazaar/contract/locales/ta/marketplace.json';
import te from '@lorrybazaar/contract/locales/te/marketplace.json';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { TermsDetails, TermsLine, bookableNow, type TermsOf } from './terms-line';
import { testI18n } from '../../test/i18n';

const LOCALES = { en, hi, kn, te, ta, ml, bn };

const i18nFor = (lng: keyof typeof LOCALES) => testI18n(lng, { [MARKETPLACE_NS]: LOCALES[lng] });

function show(ui: React.ReactNode, lng: keyof typeof LOCALES = 'en') {
  render(<I18nextProvider i18n={i18nFor(lng)}>{ui}</I18nextProvider>);
}

const TERMS: TermsOf = {
  price_basis: 'per_truck',
  asking_rupees: 28000,
  advance_percent: 80,
  balance_days: 10,
  free_hours_loading: 4,
  free_hours_unloading: 12,
  detention_per_day: 2000,
  loading_charges_by: 'carrier',
};

const lines = () =>
  within(screen.getByTestId('terms-details'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(cleanup);

describe('TermsDetails', () => {
  it('starts every line as a sentence, the balance line too', () => {
    show(<TermsDetails terms={TERMS} />);
    expect(lines()).toEqual([
      '₹28,000 / truck',
      '80% advance',
      'Balance 10 days after delivery',
      'Free time: 4 h at loading, 12 h at unloading',
      'Detention ₹2,000 a day after the free time',
      'The truck owner pays the loading charges',
    ]);
  });

  it("leaves the asking price out of a trip's terms: the trip's amount is what was agreed", () => {
    show(<TermsDetails terms={TERMS} asked={false} />);
    expect(lines()[0]).toBe('80% advance');
    expect(lines()).toHaveLength(5);
  });

  it('a balance due on delivery is a sentence too', () => {
    show(<TermsDetails terms={{ balance_days: 0 }} />);
    expect(lines()).toEqual(['Balance on delivery']);
  });

  it('keeps the card line mid-sentence', () => {
    show(<TermsLine terms={{ price_basis: 'per_truck', asking_rupees: 32000, balance_days: 7 }} />);
    expect(screen.getByTestId('terms-line').textContent).toBe(
      '₹32,000 / truck · balance 7 days after delivery',
    );
  });

  it.each(['hi', 'kn', 'te', 'ta', 'ml', 'bn'] as const)(
    '%s: a script without case keeps the wording as translated',
    (lng) => {
      show(<TermsDetails terms={{ balance_days: 0 }} />, lng);
      expect(lines()).toEqual([LOCALES[lng].screens.terms.balanceOnDelivery]);
    },
  );
});

describe('TermsLine and Book Now', () => {
  it("names Book Now for a verified poster's listing, and not for one whose poster is not verified", () => {
    show(<TermsLine terms={{ ...TERMS, book_now: true, verified: true }} />);
    expect(screen.getByTestId('terms-line').textContent).toBe(
      '₹28,000 / truck · 80% advance · balance 10 days after delivery · Book Now',
    );
    cleanup();
    // The server books only between verified users: the card does not offer what it would refuse.
    show(<TermsLine terms={{ ...TERMS, book_now: true, verified: false }} />);
    expect(screen.getByTestId('terms-line').textContent).toBe(
      '₹28,000 / truck · 80% advance · balance 10 days after delivery',
    );
    expect(bookableNow({ book_now: true })).toBe(true);
    expect(bookableNow({ book_now: true, verified: false })).toBe(false);
    expect(bookableNow({ book_now: false, verified: true })).toBe(false);
  });
});
