import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduleDetail, TripMilestone } from '@lorrybazaar/contract';
import en from '@lorrybazaar/contract/locales/en/schedules.json';
import enCommon from '@lorrybazaar/contract/locales/en/translation.json';
import hi from '@lorrybazaar/contract/locales/hi/schedules.json';
import hiCommon from '@lorrybazaar/contract/locales/hi/translation.json';
import { ToastProvider } from '#components/ui/toast';
import { SCHEDULES_NS } from '#config/i18n-namespaces';
import { ApiError } from '#lib/api-client';
import { testI18n } from '../../../test/i18n';
import { scheduleDetail } from '../../../test/schedule-detail';
import { TripCancel } from './trip-cancel';

const api = vi.hoisted(() => vi.fn());
vi.mock('#lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/api-client')>()),
  api,
}));

/** An instant by India's clock: "2026-12-01T14:00". */
const ist = (at: string) => new Date(`${at}:00+05:30`);

/** A scheduled trip picked up on 01/12/2026, booked at `bookedAt` (India). */
const tripOf = (side: 'load' | 'truck', bookedAt: string): ScheduleDetail =>
  scheduleDetail({
    your_side: side,
    schedules_date: bookedAt.slice(0, 10),
    createdAt: ist(bookedAt).toISOString(),
  });

function show(
  trip: ScheduleDetail,
  { lng = 'en', milestones = [] }: { lng?: 'en' | 'hi'; milestones?: TripMilestone[] } = {},
) {
  const texts =
    lng === 'hi'
      ? { [SCHEDULES_NS]: hi, translation: hiCommon }
      : { [SCHEDULES_NS]: en, translation: enCommon };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n(lng, texts)}>
        <ToastProvider>
          <TripCancel trip={trip} milestones={milestones} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const reportButton = () => screen.queryByRole('button', { name: en.screens.cancel.reasons.no_show });

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the attribute.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  api.mockReset();
  vi.useRealTimers();
});

describe('TripCancel before the no-show report opens (decision 045, amended 2026-11-29)', () => {
  it('minutes after a same-day booking: no report; from when it opens, whom to call, and an ordinary cancel instead', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-12-01T10:05'));
    show(tripOf('load', '2026-12-01T10:00'));

    expect(reportButton()).toBeNull();
    const note = screen.getByTestId('report-opens');
    expect(note.textContent).toContain('You can report that the truck did not come from 01/12/2026, 14:00.');
    expect(note.textContent).toContain(en.screens.cancel.meanwhile.load);
    const call = screen.getByRole('link', { name: 'Call +91 9876500002' });
    expect(call.getAttribute('href')).toBe('tel:+919876500002');

    fireEvent.click(screen.getByRole('button', { name: en.screens.cancel.button }));
    const dialog = screen.getByRole('dialog', { name: en.screens.cancel.title });
    expect(dialog.querySelector('select')).not.toBeNull();
  });

  it('offers the report the moment the grace ends, without a reload, and no ordinary cancel from then', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(ist('2026-12-01T13:59'));
    show(tripOf('load', '2026-12-01T10:00'));
    expect(reportButton()).toBeNull();
    expect(screen.getByRole('button', { name: en.screens.cancel.button })).toBeTruthy();

    act(() => vi.advanceTimersByTime(61_000));
    expect(reportButton()).not.toBeNull();
    expect(screen.queryByTestId('report-opens')).toBeNull();
    expect(screen.queryByRole('button', { name: en.screens.cancel.button })).toBeNull();
  });

  it('in Hindi, for the truck side: the time in India, and the load owner to call', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-12-01T11:30'));
    // The truck at the gate waits out the booking's grace too.
    show(tripOf('truck', '2026-12-01T09:15'), { lng: 'hi', milestones: ['reached_pickup'] });

    expect(screen.queryByRole('button', { name: hi.screens.cancel.reasons.load_not_ready })).toBeNull();
    const note = screen.getByTestId('report-opens');
    expect(note.textContent).toContain('आप 01/12/2026, 13:15 से बता सकते हैं कि लोड तैयार नहीं था।');
    expect(note.textContent).toContain(hi.screens.cancel.meanwhile.truck);
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+919876500001');
    expect(screen.getByRole('button', { name: hi.screens.cancel.button })).toBeTruthy();
  });

  it('a truck that checked in at the pickup: the refusal for good, not the time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-12-01T10:30'));
    show(tripOf('load', '2026-12-01T10:00'), { milestones: ['reached_pickup'] });
    expect(screen.getByTestId('report-barred').textContent).toBe(en.errors.truckCheckedIn);
    expect(screen.queryByTestId('report-opens')).toBeNull();
    expect(reportButton()).toBeNull();
  });

  it('booked days ahead: from midnight an ordinary cancel and when the report opens, noon; the report from then', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-12-01T00:01'));
    show(tripOf('load', '2026-11-25T18:00'));
    expect(reportButton()).toBeNull();
    expect(screen.getByTestId('report-opens').textContent).toContain(
      'You can report that the truck did not come from 01/12/2026, 12:00.',
    );
    expect(screen.getByRole('button', { name: en.screens.cancel.button })).toBeTruthy();
    cleanup();

    vi.setSystemTime(ist('2026-12-01T12:00'));
    show(tripOf('load', '2026-11-25T18:00'));
    expect(reportButton()).not.toBeNull();
    expect(screen.queryByTestId('report-opens')).toBeNull();
    expect(screen.queryByRole('button', { name: en.screens.cancel.button })).toBeNull();
  });

  it('before the pickup day: an ordinary cancel only, and no word of the report yet', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-11-30T23:30'));
    show(tripOf('load', '2026-11-30T23:00'));
    expect(reportButton()).toBeNull();
    expect(screen.queryByTestId('report-opens')).toBeNull();
    expect(screen.getByRole('button', { name: en.screens.cancel.button })).toBeTruthy();
  });

  it('a server whose clock says it is too soon: the dialog says from when', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ist('2026-12-01T14:00'));
    api.mockRejectedValue(
      new ApiError(409, {
        error: 'Conflict',
        code: 'schedules:errors.noShowTooSoon',
        message: 'You can report that the truck did not come from 01/12/2026, 14:00.',
        issues: [],
      }),
    );
    show(tripOf('load', '2026-12-01T10:00'));
    fireEvent.click(reportButton()!);
    const dialog = screen.getByRole('dialog', { name: en.screens.cancel.report.no_show });
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You can report that the truck did not come from 01/12/2026, 14:00.');
    expect(api).toHaveBeenCalledWith('/Transpoter/cancelTrip', {
      method: 'POST',
      body: { schedule_id: '7', reason: 'no_show' },
    });
  });
});
