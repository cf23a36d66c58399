import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_COMMENT_MAX, type TripRatingsResponse } from '@lorrybazaar/contract';
import bn from '@lorrybazaar/contract/locales/bn/trust.json';
import hi from '@lorrybazaar/contract/locales/hi/trust.json';
import { ToastProvider } from '#components/ui/toast';
import { TRUST_NS } from '#config/i18n-namespaces';
import { testI18n } from '../../../test/i18n';
import { RateTripPanel } from './rate-trip-panel';

const api = vi.hoisted(() => vi.fn());
vi.mock('#lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/api-client')>()),
  api,
}));

const TRIP: TripRatingsResponse['data'] = {
  mine: null,
  theirs: null,
  theirs_waiting: false,
  can_rate: true,
  other_party_id: '2',
  rates: 'truck',
};

function show(lng: 'hi' | 'bn', trust: object) {
  api.mockImplementation((path: string) =>
    Promise.resolve(
      path === '/Transpoter/tripRatings'
        ? { data: TRIP }
        : { message: 'saved', data: { stars: 4, tags: [], comment: null } },
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={testI18n(lng, { [TRUST_NS]: trust })}>
        <ToastProvider>
          <RateTripPanel scheduleId="7" otherName="Ravi Kumar" />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const rated = () => api.mock.calls.filter(([path]) => path === '/Transpoter/rateTrip');

/** About 400 characters of Hindi, in words: a comment pasted from a chat. */
const LONG_HINDI = Array.from({ length: 16 }, () => 'माल समय पर पहुँचा, धन्यवाद').join(' ');

afterEach(() => {
  cleanup();
  api.mockReset();
});

describe('RateTripPanel comment', () => {
  it('keeps a long paste whole, counts it and says at once, in Hindi, that it is too long; nothing is sent', async () => {
    expect(LONG_HINDI.length).toBeGreaterThan(RATING_COMMENT_MAX + 100);
    show('hi', hi);
    const box = await screen.findByRole('textbox', { name: hi.form.comment });
    expect(box.hasAttribute('maxlength')).toBe(false);
    fireEvent.click(screen.getAllByRole('radio')[3]!);
    fireEvent.change(box, { target: { value: LONG_HINDI } });

    expect((box as HTMLTextAreaElement).value).toBe(LONG_HINDI);
    expect(screen.getByTestId('rating-comment-counter').textContent).toBe(
      `${LONG_HINDI.length} / ${RATING_COMMENT_MAX} अक्षर`,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(hi.validation.commentTooLong);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(alert.id);

    fireEvent.click(screen.getByRole('button', { name: hi.form.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hi.validation.commentTooLong));
    expect(rated()).toEqual([]);
  });

  it('counts in the language digits, and sends the comment once it fits', async () => {
    show('bn', bn);
    const box = await screen.findByRole('textbox', { name: bn.form.comment });
    const counter = screen.getByTestId('rating-comment-counter');
    expect(counter.textContent).toBe('০ / ২৮০ অক্ষর');
    fireEvent.click(screen.getAllByRole('radio')[4]!);
    const text = 'সময়ে এসেছে '.repeat(30);
    fireEvent.change(box, { target: { value: text } });
    expect(screen.getByRole('alert').textContent).toBe(bn.validation.commentTooLong);

    const fits = 'সময়ে এসেছে, মাল ঠিক ছিল';
    fireEvent.change(box, { target: { value: fits } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(counter.textContent).toBe(`${fits.length.toLocaleString('en-IN-u-nu-beng')} / ২৮০ অক্ষর`);
    fireEvent.click(screen.getByRole('button', { name: bn.form.submit }));
    await waitFor(() => expect(rated()).toHaveLength(1));
    expect(rated()[0]![1]).toMatchObject({
      method: 'POST',
      body: { schedule_id: '7', stars: 5, comment: fits },
    });
  });

  it('refuses a phone number in the comment, in Bengali digits too, with the message in the language; nothing is sent until it is gone', async () => {
    show('bn', bn);
    const box = await screen.findByRole('textbox', { name: bn.form.comment });
    fireEvent.click(screen.getAllByRole('radio')[3]!);
    for (const withNumber of [
      'আবার ফোন করবেন ৯৮৪৫০ ১২৩৪৫',
      'আবার ফোন করবেন নয় আট চার পাঁচ শূন্য এক দুই তিন চার পাঁচ',
    ]) {
      fireEvent.change(box, { target: { value: withNumber } });
      fireEvent.click(screen.getByRole('button', { name: bn.form.submit }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(bn.validation.commentContact));
      expect(box.getAttribute('aria-invalid')).toBe('true');
    }
    expect(rated()).toEqual([]);

    fireEvent.change(box, { target: { value: 'সময়ে এসেছে, ২৫ টন মাল ঠিক ছিল' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: bn.form.submit }));
    await waitFor(() => expect(rated()).toHaveLength(1));
  });
});
