import { expect, test } from '@playwright/test';
import { bookedPuneChennaiTrip } from '../../support/bidding';
import { localeText } from '../../support/locale-text';

/**
 * The trip page states the deal in full (decisions 043, 054): every term copied onto the trip at
 * booking, worded as the listing cards word them, for both parties, on a 360 px phone in every
 * language without a sideways scroll. The price is the trip's agreed amount, not the rate the
 * listing asked: a counter offer may have moved it.
 */

const LANGUAGES = ['en', 'hi', 'kn', 'te', 'ta', 'ml', 'bn'] as const;

/** Every term a load can carry, per tonne. */
const TERMS = {
  price_basis: 'per_tonne',
  asking_rupees: 3500,
  advance_percent: 90,
  balance_days: 15,
  free_hours_loading: 6,
  free_hours_unloading: 8,
  detention_per_day: 1500,
  loading_charges_by: 'shipper',
};

test.describe('[COMMON][TRIPS] the deal on the trip page', () => {
  test.describe.configure({ timeout: 240_000 });

  test('[SHIPPER][TRANSPORTER] both parties read every agreed term, in every language, at 360 px', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await bookedPuneChennaiTrip(browser, { terms: TERMS });

    for (const party of [shipper, transporter]) {
      const page = party.page;
      await page.setViewportSize({ width: 360, height: 760 });
      await page.goto(`/c/Schedule/${scheduleId}`);
      const terms = page.getByTestId('trip-terms');
      await expect(terms.getByRole('heading', { name: 'Agreed terms' })).toBeVisible();
      await expect(page.getByTestId('trip-amount')).toHaveText(/^₹[\d,]+$/);
      await expect(terms.getByRole('listitem')).toHaveText([
        '90% advance',
        'Balance 15 days after delivery',
        'Free time: 6 h at loading, 8 h at unloading',
        'Detention ₹1,500 a day after the free time',
        'The load owner pays the loading charges',
      ]);

      for (const lng of LANGUAGES) {
        await page.evaluate((code) => localStorage.setItem('i18nextLng', code), lng);
        await page.reload();
        await expect(
          terms.getByRole('heading', { name: localeText(lng, 'schedules', 'screens.detail.terms') }),
        ).toBeVisible();
        const lines = terms.getByRole('listitem');
        await expect(lines).toHaveCount(5);
        await expect(lines.nth(4)).toHaveText(localeText(lng, 'marketplace', 'screens.terms.chargesShipper'));
        // Never a sideways scroll, every line inside the card.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), lng).toBeLessThanOrEqual(360);
        const card = (await terms.boundingBox())!;
        for (const box of await lines.evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().right),
        ))
          expect(box, lng).toBeLessThanOrEqual(card.x + card.width);
      }
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    }

    await Promise.all([shipper.context.close(), transporter.context.close()]);
  });
});
