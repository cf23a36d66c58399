import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@lorrybazaar/contract/locales/en/money.json';
import { ToastProvider } from '#components/ui/toast';
import { MONEY_NS } from '#config/i18n-namespaces';
import { testI18n } from '../../../test/i18n';
import { PaymentForm } from './payment-form';

const api = vi.hoisted(() => vi.fn());
vi.mock('#lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/api-client')>()),
  api,
}));

afterEach(() => {
  cleanup();
  api.mockReset();
});

/** Fills the form with a kind and the amount as typed, paid by UPI, and saves it. */
async function save(kind: string, typed: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n('en', { [MONEY_NS]: en })}>
        <ToastProvider>
          <PaymentForm scheduleId="7" draft={{ kind: '', amount: '' }} stillToPay={50000} onDone={() => {}} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText(/What for/), { target: { value: kind } });
  fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: typed } });
  fireEvent.change(screen.getByLabelText(/Paid by/), { target: { value: 'upi' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('the payment form reads the amount as typed (decision 041)', () => {
  it.each([
    ['advance', '൧൨൦൦൦', 12000], // Malayalam digits
    ['balance', '₹ 25,000/-', 25000],
    ['advance', 'Rs. 45,000', 45000],
    ['tds', '₹500', -500], // a deduction is sent negative
  ])('%s typed %j is sent as %d', async (kind, typed, sent) => {
    api.mockResolvedValue({ data: { lines: [] } });
    await save(kind, typed);
    expect(api).toHaveBeenCalledWith(
      '/Transpoter/tripPayments',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ kind, amount_rupees: sent }),
      }),
    );
  });

  it('refuses paise with the amount message, and sends nothing', async () => {
    await save('advance', '₹12,000.50');
    expect(screen.getByText(en.validation.amount)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});
