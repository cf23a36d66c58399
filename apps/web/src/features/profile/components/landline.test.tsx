import { configureStore } from '@reduxjs/toolkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toProfileView, type Role } from '@lorrybazaar/contract';
import enProfile from '@lorrybazaar/contract/locales/en/profile.json';
import enCommon from '@lorrybazaar/contract/locales/en/translation.json';
import hiProfile from '@lorrybazaar/contract/locales/hi/profile.json';
import hiCommon from '@lorrybazaar/contract/locales/hi/translation.json';
import { ToastProvider } from '#components/ui/toast';
import { PROFILE_NS } from '#config/i18n-namespaces';
import { sessionSlice, setRoleData } from '#lib/session/session-slice';
import { testI18n } from '../../../test/i18n';
import { AccountForm } from './account-form';
import { ProfileScreen } from './profile-screen';

const api = vi.hoisted(() => vi.fn());
vi.mock('#lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/api-client')>()),
  api,
}));

/** The owner's record as GET …ById answers it (docs/api.md), with the landline given. */
const record = (role: Role, phone: string) => {
  const p = { transporter: 'transporters', broker: 'brokers', shipper: 'shippers', driver: 'drivers' }[role];
  return {
    visibility: 'owner',
    role,
    [`${p}_id`]: '7',
    [`${p}_name`]: 'Ravi Kumar',
    [`${p}_mob`]: '9876543210',
    [`${p}_email`]: 'ravi@example.in',
    [`${p}_phone`]: phone,
    ...(role === 'driver' ? {} : { company: 'Ravi Roadways' }),
    profile: '',
    address1: '',
    address2: '',
    pincode: '',
    districts_name: '',
    states_name: '',
    gstin: '',
    state_id: '',
    district_id: '',
    documents: [],
    verified: false,
    member_since: '2026-11-01',
    completion: { percent: 100, missing: [] },
  };
};

function renderWith(ui: ReactNode, lng: 'en' | 'hi' = 'en') {
  const store = configureStore({ reducer: { transporter: sessionSlice.reducer } });
  store.dispatch(setRoleData({ user_types_id: '2', transporters_id: '7' }));
  const texts =
    lng === 'hi'
      ? { [PROFILE_NS]: hiProfile, translation: hiCommon }
      : { [PROFILE_NS]: enProfile, translation: enCommon };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={testI18n(lng, texts)}>
          <ToastProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </ToastProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('the landline on the profile page', () => {
  it('shows the one given at registration, grouped as people read it', async () => {
    api.mockResolvedValue({ data: record('transporter', '08047182020') });
    renderWith(<ProfileScreen role="transporter" />);
    const shown = await screen.findByTestId('profile-land-phone');
    expect(shown.textContent).toBe('080 4718 2020');
    expect(shown.parentElement!.textContent).toBe(`${enCommon.profile.landPhone}: 080 4718 2020`);
  });

  it('says "not added yet" in the user’s language when none was given', async () => {
    api.mockResolvedValue({ data: record('transporter', '') });
    renderWith(<ProfileScreen role="transporter" />, 'hi');
    const shown = await screen.findByTestId('profile-land-phone');
    expect(shown.textContent).toBe(hiProfile.page.noData);
    expect(shown.parentElement!.textContent).toContain(hiCommon.profile.landPhone);
  });
});

describe('the landline in Edit Basic Details', () => {
  const saved = (role: Role, phone: string) => ({
    message: 'saved',
    data: record(role, phone),
    User: { users_id: '7', users_name: 'Ravi Kumar', users_mobile: '9876543210', user_types_id: '2' },
  });
  const sentBodies = () =>
    api.mock.calls
      .filter(([path]) => String(path).endsWith('/updateAccountDetails'))
      .map(([, options]) => (options as { body: Record<string, unknown> }).body);
  const show = (role: Role, phone: string) =>
    renderWith(<AccountForm role={role} profile={toProfileView(role, record(role, phone))} />);
  const field = () => screen.getByRole('textbox', { name: enCommon.profile.landPhone }) as HTMLInputElement;
  const save = () => fireEvent.click(screen.getByRole('button', { name: enProfile.account.save }));

  it('shows the current one and saves a new one as typed, in its stored form', async () => {
    api.mockResolvedValue(saved('broker', '02223456789'));
    show('broker', '08047182020');
    expect(field().value).toBe('080 4718 2020');
    fireEvent.change(field(), { target: { value: '+91 (022) 2345-6789' } });
    save();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ email: 'ravi@example.in', land_phone: '02223456789' });
  });

  it('clears it when emptied', async () => {
    api.mockResolvedValue(saved('driver', ''));
    show('driver', '08047182020');
    fireEvent.change(field(), { target: { value: '' } });
    save();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toHaveProperty('land_phone', null);
  });

  it('sends nothing for an unchanged one, even one kept from before the rule', async () => {
    api.mockResolvedValue(saved('shipper', '0802345678'));
    show('shipper', '0802345678');
    expect(field().value).toBe('0802345678');
    save();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).not.toHaveProperty('land_phone');
  });

  it('refuses one without its STD code, saying what is expected, and sends nothing', async () => {
    show('transporter', '');
    fireEvent.change(field(), { target: { value: '4718 2020' } });
    save();
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(enCommon.validation.landPhone)).toBeTruthy();
    expect(sentBodies()).toEqual([]);
  });
});
