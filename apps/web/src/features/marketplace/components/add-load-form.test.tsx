import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@lorrybazaar/contract/locales/en/marketplace.json';
import enCommon from '@lorrybazaar/contract/locales/en/translation.json';
import { ToastProvider } from '#components/ui/toast';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { testI18n } from '../../../test/i18n';
import { AddLoadForm } from './add-load-form';

const api = vi.hoisted(() => vi.fn());
vi.mock('#lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/api-client')>()),
  api,
}));
// Reference lists, lane prices: nothing the empty form needs.
api.mockResolvedValue({ data: [] });

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n('en', { [MARKETPLACE_NS]: en, translation: enCommon })}>
        <MemoryRouter>
          <ToastProvider>
            <AddLoadForm />
          </ToastProvider>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('AddLoadForm', () => {
  it('focuses the pickup place, the first field on screen, when sent empty', async () => {
    show();
    const pickup = screen.getByRole('combobox', { name: /Pickup Location/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add Load' }));

    await waitFor(() => expect(pickup.getAttribute('aria-invalid')).toBe('true'));
    // The pickup date, registered before the place fields, is refused too but stays unfocused.
    const date = screen.getByLabelText(/Pickup Date/);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(pickup));
    // RHF's own focusing (registration order) would move it after a tick: it must not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(pickup);
    expect(api).not.toHaveBeenCalledWith('/Transpoter/AddLoad', expect.anything());
  });
});
