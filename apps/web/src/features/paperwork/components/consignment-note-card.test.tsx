import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsignmentNote, ConsignmentNoteResponse } from '@lorrybazaar/contract';
import en from '@lorrybazaar/contract/locales/en/paperwork.json';
import enCommon from '@lorrybazaar/contract/locales/en/translation.json';
import { ToastProvider } from '#components/ui/toast';
import { PAPERWORK_NS } from '#config/i18n-namespaces';
import { ApiError } from '#lib/api-client';
import { testI18n } from '../../../test/i18n';
import { ConsignmentNoteCard } from './consignment-note-card';

const api = vi.hoisted(() => vi.fn());
vi.mock('#lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/api-client')>()),
  api,
}));

const party = (name: string) => ({ name, address: 'Main road', pin: '411001', gstin: null, phone: null });

/** The truck side's complete draft, ready to issue. */
const draft: ConsignmentNote = {
  schedule_id: '7',
  status: 'draft',
  your_side: 'truck',
  editable: true,
  can_issue: true,
  lr_number: null,
  issued_at: null,
  consignor: party('Kshatriya Traders'),
  consignee: party('Sri Krishna Stores'),
  goods: {
    description: 'Cement',
    packages: 10,
    packing: null,
    actual_weight_kg: 9000,
    charged_weight_kg: null,
    declared_value: null,
    invoice_number: null,
    invoice_date: null,
  },
  freight_mode: null,
  gst_payer: null,
  risk: null,
  remarks: null,
  odc: false,
  eway_bills: [],
  ewb_likely_needed: false,
  missing: [],
  trip: {
    vehicle_reg: 'MH12AB1234',
    pickup_loc: 'Pune, Maharashtra',
    delivery_loc: 'Chennai, Tamil Nadu',
    pickup_date: '2026-12-01',
    amount: 42000,
    materials_name: 'Cement',
    driver_name: null,
    driver_mobile: null,
    distance_km: null,
  },
  document: null,
  verify_path: null,
  cancelled: [],
};

const issued: ConsignmentNote = {
  ...draft,
  status: 'issued',
  editable: false,
  lr_number: 'LB-1-2026-000002',
  issued_at: '2026-12-01T06:00:00.000Z',
  document: { view_url: '/api/files/f?view', download_url: '/api/files/f?download' },
  verify_path: '/lr/AAAAAAAAAAAAAAAAAAAAAA',
};

const answer = (note: ConsignmentNote, message?: string): ConsignmentNoteResponse => ({
  data: note,
  message,
});

/** Each POST consignmentNote/issue waits here until the test answers it. */
function issueCalls() {
  const pending: { resolve: (value: ConsignmentNoteResponse) => void; reject: (error: unknown) => void }[] =
    [];
  api.mockImplementation((path: string) => {
    if (path === '/Transpoter/consignmentNote') return Promise.resolve(answer(draft));
    if (path === '/Transpoter/consignmentNote/issue')
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
  return pending;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n('en', { [PAPERWORK_NS]: en, translation: enCommon })}>
        <ToastProvider>
          <ConsignmentNoteCard scheduleId="7" />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Lets the mutations start their calls (TanStack Query sends a mutation's call a few ticks later). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const issueRequests = () =>
  api.mock.calls.filter(([path]) => path === '/Transpoter/consignmentNote/issue').length;

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('ConsignmentNoteCard: issuing the LR (docs/decisions/039, amended 2026-11-29)', () => {
  it('a double tap on "Issue now" sends one request, and the card reads Issued from its answer', async () => {
    const pending = issueCalls();
    show();
    fireEvent.click(await screen.findByRole('button', { name: en.screens.note.issue }));
    const confirm = screen.getByRole('button', { name: en.screens.note.issueNow });

    // Two taps in one go, as a finger does: the second before the first has re-rendered anything.
    act(() => {
      confirm.click();
      confirm.click();
    });
    await settle();
    expect(issueRequests()).toBe(1);
    // The first call's answer could be slow; a later tap while it waits sends nothing either.
    fireEvent.click(screen.getByRole('button', { name: en.screens.note.working }));
    await settle();
    expect(issueRequests()).toBe(1);

    // A second answer, were one asked for, would be the 409 that invited cancelling a good LR.
    pending[1]?.reject(
      new ApiError(409, { error: 'Conflict', code: 'paperwork:errors.issued', message: en.errors.issued }),
    );
    await act(async () => pending[0]!.resolve(answer(issued, en.messages.noteIssued)));

    const card = screen.getByTestId('consignment-note');
    expect(card.textContent).toContain(en.screens.note.status.issued);
    expect(card.textContent).not.toContain(en.screens.note.status.draft);
    expect(screen.getByTestId('lr-number').textContent).toBe('LB-1-2026-000002');
    expect(await screen.findByText(en.messages.noteIssued)).toBeTruthy();
    expect(screen.queryByText(en.errors.issued)).toBeNull();
    // The card read the note once, on opening: what it shows now is the issue's answer.
    expect(api.mock.calls.filter(([path]) => path === '/Transpoter/consignmentNote')).toHaveLength(1);
  });

  it('a refused issue frees the button: the next tap sends again', async () => {
    const pending = issueCalls();
    show();
    fireEvent.click(await screen.findByRole('button', { name: en.screens.note.issue }));
    fireEvent.click(screen.getByRole('button', { name: en.screens.note.issueNow }));
    await settle();
    await act(async () =>
      pending[0]!.reject(new ApiError(409, { error: 'Conflict', code: 'paperwork:errors.tripClosed' })),
    );
    expect(await screen.findByText(en.errors.tripClosed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.screens.note.issueNow }));
    await settle();
    expect(issueRequests()).toBe(2);
  });
});
