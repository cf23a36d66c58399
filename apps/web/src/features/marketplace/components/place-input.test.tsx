import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@lorrybazaar/contract';
import kn from '@lorrybazaar/contract/locales/kn/marketplace.json';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { testI18n } from '../../../test/i18n';
import { PlaceInput } from './place-input';

const api = vi.hoisted(() => vi.fn());
vi.mock('#lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/api-client')>()),
  api,
}));

const place = (district: string, state: string, localDistrict: string, localState: string): Place => ({
  districts_id: district,
  districts_name: localDistrict,
  states_id: state,
  states_name: localState,
  label: `${district}, ${state}`,
  local_label: `${localDistrict}, ${localState}`,
});
const DHAR = place('Dhar', 'Madhya Pradesh', 'ಧಾರ್', 'ಮಧ್ಯ ಪ್ರದೇಶ');
const DHARWAD = place('Dharwad', 'Karnataka', 'ಧಾರವಾಡ', 'ಕರ್ನಾಟಕ');

/** The server as far as the field asks it: Kannada place names, and suggestions by prefix. */
api.mockImplementation((path: string, { query }: { query: { q?: string } }) => {
  if (path === '/Transpoter/getPlaceNames')
    return Promise.resolve({
      data: { Dhar: 'ಧಾರ್', 'Madhya Pradesh': 'ಮಧ್ಯ ಪ್ರದೇಶ', Dharwad: 'ಧಾರವಾಡ', Karnataka: 'ಕರ್ನಾಟಕ' },
    });
  if (path === '/Transpoter/searchPlaces') {
    const q = (query.q ?? '').toLowerCase();
    return Promise.resolve({ data: [DHAR, DHARWAD].filter((p) => p.label.toLowerCase().startsWith(q)) });
  }
  return Promise.reject(new Error(`unexpected ${path}`));
});

/** A form's state around the field: the value it stores, shown in a line of its own. */
function Form({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PlaceInput label="Pickup" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

function show(initial = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n('kn', { [MARKETPLACE_NS]: kn })}>
        <Form initial={initial} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox');
}

afterEach(cleanup);

describe('PlaceInput in Kannada', () => {
  it('keeps "Dharwad" as typed, letter by letter, past "Dhar", and suggests Dharwad', async () => {
    const box = show() as HTMLInputElement;
    // The place names have come before the typing starts: "Dhar" is a known place.
    await waitFor(() => expect(api).toHaveBeenCalledWith('/Transpoter/getPlaceNames', expect.anything()));
    fireEvent.focus(box);
    let typed = '';
    for (const letter of 'Dharwad') {
      typed += letter;
      // A browser's input event carries the box's text plus the new letter.
      fireEvent.change(box, { target: { value: box.value + letter } });
      expect(box.value).toBe(typed);
      if (typed === 'Dhar') await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(box.value).toBe('Dharwad');
    expect(screen.getByTestId('stored').textContent).toBe('Dharwad');

    // The suggestions for "Dharwad": Dharwad alone, named in Kannada.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ಧಾರವಾಡ, ಕರ್ನಾಟಕ']),
    );
    const option = screen.getByRole('option', { name: 'ಧಾರವಾಡ, ಕರ್ನಾಟಕ' });
    // A picked suggestion is stored in English and shown in Kannada.
    fireEvent.click(option);
    expect(screen.getByTestId('stored').textContent).toBe('Dharwad, Karnataka');
    expect(box.value).toBe('ಧಾರವಾಡ, ಕರ್ನಾಟಕ');
  });

  it('names a stored place in Kannada when the form opens with it', async () => {
    const box = show('Dhar, Madhya Pradesh') as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('ಧಾರ್, ಮಧ್ಯ ಪ್ರದೇಶ'));
  });
});
