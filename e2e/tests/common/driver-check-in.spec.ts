import { expect, test } from '@playwright/test';
import { bookedPuneChennaiTrip } from '../../support/bidding';
import { overlap } from '../../support/layout';
import {
  PUNE,
  checkInAtPunePickup,
  nameDriverViaApi,
  openTripLive,
  shareLocation,
  stopSharing,
} from '../../support/check-in';

test.describe('[COMMON][TRACKING] the driver page checks in', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[DRIVER PAGE][SHIPPER] the driver checks in at the pickup with the phone and shares its position; the shipper sees both', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await bookedPuneChennaiTrip(browser);
    const { driverPath } = await nameDriverViaApi(transporter.request, scheduleId);

    // The shipper has the trip open, its live stream connected.
    const sp = shipper.page;
    await openTripLive(sp, scheduleId);

    // The driver, signed out, on a phone at the pickup.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    await phone.grantPermissions(['geolocation']);
    await phone.setGeolocation({ ...PUNE, accuracy: 25 });
    const page = await phone.newPage();
    await page.goto(driverPath);
    const card = page.getByTestId('driver-check-ins');
    await expect(card).toContainText('No check-ins yet.');
    await checkInAtPunePickup(page, card, 25);
    await expect(page.getByTestId('driver-milestone-reached_pickup')).toBeVisible();
    // Its toast hides none of the page's buttons nor its title: the first call button sits at the
    // bottom of this phone's screen, so the toast goes over the top bar (docs/decisions/059).
    const toast = page.getByTestId('toast').filter({ hasText: 'Check-in saved.' });
    await expect(toast).toBeVisible();
    const firstCall = page.getByRole('link', { name: /^Call \+91/ }).first();
    await expect(firstCall).toBeInViewport();
    for (const action of [
      firstCall,
      card.getByRole('button', { name: 'Check in: Loaded' }),
      card.getByRole('button', { name: 'Share my location' }),
      page.getByTestId('driver-vehicle'),
    ])
      expect(await overlap(toast, action)).toBe(false);

    // The shipper's page updates without a reload.
    await expect(sp.getByTestId('milestone-reached_pickup')).toHaveAttribute('data-done', 'true', {
      timeout: 5000,
    });
    await expect(sp.getByTestId('milestone-reached_pickup')).not.toContainText('km from the place');

    // Sharing the position from the driver's page: the consent screen names who sees it, then the
    // chip, and the phone's fix reaches the trip.
    const sent = await shareLocation(page, card, 'Both parties of this trip');
    expect(sent.status()).toBe(201);
    const batch = (await sent.request().postDataJSON()) as { positions: { lat: number; lng: number }[] };
    expect(batch.positions[0]).toMatchObject({ lat: PUNE.latitude, lng: PUNE.longitude, accuracy_m: 25 });
    // Fits the phone: nothing wider than 360 px with the chip in view.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const tracking = await shipper.request.get(`/api/Transpoter/tripTracking?schedule_id=${scheduleId}`);
    expect(
      ((await tracking.json()) as { data: { last_position_at: string | null } }).data.last_position_at,
    ).not.toBeNull();
    await stopSharing(page, card);

    await phone.close();
    await shipper.context.close();
    await transporter.context.close();
  });
});
