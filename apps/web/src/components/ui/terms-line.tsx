import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Terms } from '@lorrybazaar/contract';
import { formatCount, formatRupees } from '#lib/format';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';

/** The terms a listing row or a trip carries (docs/api.md, Terms and Book Now); older servers send none. */
export type TermsOf = Partial<Terms> & { asking_per_truck?: number | null };

/**
 * The price: "₹32,000 / truck", or "₹2,500 / tonne (₹37,500 / truck)"; null when negotiable or
 * not asked for (a trip's terms, `TermsDetails`).
 */
function priceText(t: TFunction, terms: TermsOf, lng: string): string | null {
  if (terms.asking_rupees == null || !terms.price_basis || terms.price_basis === 'negotiable') return null;
  if (terms.price_basis === 'per_truck') {
    return t('screens.terms.perTruck', { amount: formatRupees(terms.asking_rupees, lng) });
  }
  if (terms.asking_per_truck == null) {
    return t('screens.terms.perTonneRate', { rate: formatRupees(terms.asking_rupees, lng) });
  }
  return t('screens.terms.perTonne', {
    rate: formatRupees(terms.asking_rupees, lng),
    amount: formatRupees(terms.asking_per_truck, lng),
  });
}

/** The money terms, in the order a truck owner reads them: price, advance, balance. */
function shortParts(t: TFunction, terms: TermsOf, lng: string): string[] {
  const parts: string[] = [];
  const price = priceText(t, terms, lng);
  if (price) parts.push(price);
  if (terms.advance_percent != null) {
    parts.push(t('screens.terms.advance', { percent: formatCount(terms.advance_percent, lng) }));
  }
  if (terms.balance_days != null) {
    parts.push(
      terms.balance_days === 0
        ? t('screens.terms.balanceOnDelivery')
        : t('screens.terms.balance', { days: formatCount(terms.balance_days, lng) }),
    );
  }
  return parts;
}

/**
 * A line of its own starts as a sentence: the card's parts are worded mid-sentence ("… · balance
 * 7 days after delivery"), so a list capitalises their first letter where the language has case.
 */
function asSentence(text: string, lng: string): string {
  return text.charAt(0).toLocaleUpperCase(lng) + text.slice(1);
}

/**
 * Whether a listing can be booked at once: it takes Book Now and its poster is verified (a
 * marketplace row's `verified`; an own listing has none). The server books only between verified
 * users (docs/api.md, bookNow), so a card does not offer what would be refused.
 */
export const bookableNow = (listing: TermsOf & { verified?: boolean }) =>
  !!listing.book_now && listing.verified !== false;

/**
 * A card's terms line: "₹32,000 / truck · 90% advance · balance 7 days after delivery · Book Now".
 * Nothing for a negotiable listing without terms. It wraps (never overflows) at 360 px.
 */
export function TermsLine({ terms }: { terms: TermsOf & { verified?: boolean } }) {
  const { t, i18n } = useTranslation(MARKETPLACE_NS);
  const parts = shortParts(t, terms, i18n.language);
  const bookable = bookableNow(terms);
  if (!parts.length && !bookable) return null;
  return (
    <p className="break-words text-sm font-semibold text-slate-800" data-testid="terms-line">
      {parts.join(' · ')}
      {bookable && (
        <>
          {parts.length ? ' · ' : ''}
          <span className="inline-block whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
            {t('screens.terms.bookNow')}
          </span>
        </>
      )}
    </p>
  );
}

/**
 * Every term, one a line, as a confirm dialog and a trip state them in full. A trip leaves the
 * asking price out (`asked={false}`): what was agreed is the trip's amount, which a counter offer
 * may have moved away from what the listing asked.
 */
export function TermsDetails({ terms, asked = true }: { terms: TermsOf; asked?: boolean }) {
  const { t, i18n } = useTranslation(MARKETPLACE_NS);
  const lng = i18n.language;
  const lines = shortParts(t, asked ? terms : { ...terms, asking_rupees: null }, lng);
  if (terms.free_hours_loading != null || terms.free_hours_unloading != null) {
    lines.push(
      t('screens.terms.freeHours', {
        loading: formatCount(terms.free_hours_loading ?? 0, lng),
        unloading: formatCount(terms.free_hours_unloading ?? 0, lng),
      }),
    );
  }
  if (terms.detention_per_day != null) {
    lines.push(t('screens.terms.detention', { amount: formatRupees(terms.detention_per_day, lng) }));
  }
  if (terms.loading_charges_by) {
    lines.push(
      t(
        terms.loading_charges_by === 'shipper'
          ? 'screens.terms.chargesShipper'
          : 'screens.terms.chargesCarrier',
      ),
    );
  }
  if (!lines.length) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="terms-details">
      {lines.map((line) => (
        <li key={line}>{asSentence(line, lng)}</li>
      ))}
    </ul>
  );
}
