import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleDetail } from '@lorrybazaar/contract';
import en from '@lorrybazaar/contract/locales/en/schedules.json';
import enCommon from '@lorrybazaar/contract/locales/en/translation.json';
import hi from '@lorrybazaar/contract/locales/hi/schedules.json';
import hiCommon from '@lorrybazaar/contract/locales/hi/translation.json';
import { ToastProvider } from '#components/ui/toast';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { testI18n } from '../../../test/i18n';
import { scheduleDetail } from '../../../test/schedule-detail';
import { TripPapers } from './trip-papers';

/** The shipper's view of a trip in transit whose LR is the PDF of LB-2-2026-000001. */
const trip: ScheduleDetail = scheduleDetail({
  schedules_status: '2',
  pickupDate: '2020-01-06',
  lorry_receipt: {
    file_id: 'f1',
    name: 'LB-2-2026-000001.pdf',
    content_type: 'application/pdf',
    size: 120_000,
    uploaded_at: '2026-11-25T06:00:00.000Z',
    uploaded_by: '2',
    view_url: '/api/files/f1?view',
    download_url: '/api/files/f1?download',
  },
  in_transit_at: '2026-11-25T06:00:00.000Z',
});

function show(issuedLr: string | null, lng: 'en' | 'hi' = 'en') {
  const texts =
    lng === 'hi'
      ? { [SCHEDULES_NS]: hi, translation: hiCommon }
      : { [SCHEDULES_NS]: en, translation: enCommon };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={testI18n(lng, texts)}>
        <ToastProvider>
          <TripPapers trip={trip} issuedLr={issuedLr} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getByTestId('lorry-receipt');
}

afterEach(cleanup);

describe("TripPapers: an LR issued in the app is the trip's LR (docs/decisions/039, amended 2026-11-29)", () => {
  it('offers no upload or replace beside it: the issued PDF, and how to upload another', () => {
    const card = show('LB-2-2026-000001');
    expect(within(card).getByTestId('lorry-receipt-file').textContent).toContain('LB-2-2026-000001.pdf');
    expect(within(card).getByRole('link', { name: 'View the Lorry Receipt' })).toBeTruthy();
    expect(within(card).queryByText(en.screens.documents.replace)).toBeNull();
    expect(within(card).queryByRole('button', { name: en.screens.documents.submit })).toBeNull();
    expect(within(card).queryByRole('form')).toBeNull();
    expect(card.textContent).toContain(
      "LR LB-2-2026-000001 was issued in the app and is this trip's LR. To upload another, cancel it first in the consignment note.",
    );
    // The proof of delivery is still offered: the issued LR is the LR it comes after.
    expect(
      within(screen.getByTestId('proof-of-delivery')).getByRole('button', {
        name: en.screens.documents.submit,
      }),
    ).toBeTruthy();
  });

  it('in Hindi too', () => {
    const card = show('LB-2-2026-000001', 'hi');
    expect(within(card).queryByText(hi.screens.documents.replace)).toBeNull();
    expect(card.textContent).toContain('बिल्टी LB-2-2026-000001 ऐप में जारी हो चुकी है');
  });

  it('without an issued LR (none, or cancelled), the LR on the trip may be replaced', () => {
    const card = show(null);
    expect(within(card).getByText(en.screens.documents.replace)).toBeTruthy();
    expect(within(card).getByRole('button', { name: en.screens.documents.submit })).toBeTruthy();
    expect(card.textContent).not.toContain('was issued in the app');
  });
});
