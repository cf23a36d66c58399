import { expect, test } from '@playwright/test';
import { bookedPuneChennaiTrip } from '../../support/bidding';
import { driverLinkSentTo, uniqueMobile } from '../../support/outbox';

/** Central Pune: inside the Pune district's area (50 km of its centre). */
const PUNE = { latitude: 18.5204, longitude: 73.8567 };

test.describe('[COMMON][TRACKING] the driver page checks in', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[DRIVER PAGE][SHIPPER] the driver checks in at the pickup with the phone; the shipper sees the milestone at once', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await bookedPuneChennaiTrip(browser);
    const mobile = uniqueMobile();
    const named = await transporter.request.put('/api/Transpoter/tripDriver', {
      data: { schedule_id: scheduleId, driver_name: 'Murugan', driver_mobile: mobile },
    });
    expect(named.status()).toBe(200);
    const driverPath = await driverLinkSentTo(mobile);

    // The shipper has the trip open, its live stream connected.
    const sp = shipper.page;
    const stream = sp.waitForResponse(
      (r) => r.url().includes('/api/Transpoter/events') && r.status() === 200,
    );
    await sp.goto(`/c/Schedule/${scheduleId}`);
    await stream;
    await expect(sp.getByTestId('milestone-reached_pickup')).toHaveAttribute('data-done', 'false');

    // The driver, signed out, on a phone at the pickup.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    await phone.grantPermissions(['geolocation']);
    await phone.setGeolocation({ ...PUNE, accuracy: 25 });
    const page = await phone.newPage();
    await page.goto(driverPath);
    const card = page.getByTestId('driver-check-ins');
    await expect(card).toContainText('No check-ins yet.');
    const checkedIn = page.waitForResponse((r) => r.url().endsWith('/tripEvents'));
    await card.getByRole('button', { name: 'Check in: Reached pickup' }).click();
    const answer = await checkedIn;
    expect(answer.status()).toBe(201);
    expect((await answer.request().postDataJSON()) as object).toMatchObject({
      kind: 'reached_pickup',
      lat: PUNE.latitude,
      lng: PUNE.longitude,
      accuracy_m: 25,
    });
    await expect(page.getByTestId('driver-milestone-reached_pickup')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Check in: Loaded' })).toBeVisible();

    // The shipper's page updates without a reload.
    await expect(sp.getByTestId('milestone-reached_pickup')).toHaveAttribute('data-done', 'true', {
      timeout: 5000,
    });
    await expect(sp.getByTestId('milestone-reached_pickup')).not.toContainText('km from the place');

    await phone.close();
    await shipper.context.close();
    await transporter.context.close();
  });
});
