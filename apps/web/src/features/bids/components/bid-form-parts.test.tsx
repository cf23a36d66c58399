import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enTrust from '@lorrybazaar/contract/locales/en/trust.json';
import { TRUST_NS } from '#config/i18n-namespaces';
import { PriceQuestion } from './bid-form-parts';
import { testI18n } from '../../../test/i18n';

afterEach(cleanup);

describe('PriceQuestion', () => {
  it('names the amount as typed the way people write it, not ₹NaN', () => {
    for (const typed of ['₹ 42 000', 'Rs. 42,000/-', '൪൨൦൦൦', 42000]) {
      render(
        <I18nextProvider i18n={testI18n('en', { [TRUST_NS]: enTrust })}>
          <PriceQuestion
            direction="above"
            lane={{ low: 18000, high: 24000, trips: 12, level: 'district', days: 90 }}
            amount={typed}
            pending={false}
            onConfirm={() => {}}
            onChange={() => {}}
          />
        </I18nextProvider>,
      );
      expect(screen.getByTestId('price-question').textContent, String(typed)).toContain(
        '₹42,000 is far above the usual ₹18,000–₹24,000 on this lane.',
      );
      cleanup();
    }
  });
});
