import { expect, test, type Browser } from '@playwright/test';
import { bookedPuneChennaiTrip } from '../../support/bidding';
import { PUNE, checkInAtPunePickup, openTripLive, shareLocation, stopSharing } from '../../support/check-in';

/** A booked trip Pune → Chennai between a shipper and a transporter whose phone is in Pune. */
async function pickupInPune(browser: Browser) {
  const trip = await bookedPuneChennaiTrip(browser);
  await trip.transporter.context.grantPermissions(['geolocation']);
  await trip.transporter.context.setGeolocation({ ...PUNE, accuracy: 20 });
  return trip;
}

test.describe('[COMMON][TRACKING] check-ins, location and a link to share', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[TRANSPORTER][SHIPPER] the truck side checks in at the pickup with the phone; the shipper sees it at once', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await pickupInPune(browser);

    // The shipper has the trip open, its live stream connected.
    const sp = shipper.page;
    await openTripLive(sp, scheduleId);
    // The load side does not check in.
    await expect(sp.getByRole('button', { name: /Check in/ })).toHaveCount(0);

    const tp = transporter.page;
    await tp.goto(`/c/Schedule/${scheduleId}`);
    await checkInAtPunePickup(tp, tp, 20);
    await expect(tp.getByTestId('milestone-reached_pickup')).toHaveAttribute('data-done', 'true');
    // Within the pickup's area: not flagged.
    await expect(tp.getByTestId('milestone-reached_pickup')).not.toContainText('km from the place');

    // The shipper's page updates without a reload, with the time in India time (dates as decision 041 writes them).
    await expect(sp.getByTestId('milestone-reached_pickup')).toHaveAttribute('data-done', 'true', {
      timeout: 5000,
    });
    await expect(sp.getByTestId('milestone-reached_pickup')).toContainText(
      /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/,
    );
    await expect(sp.getByTestId('waiting-pickup')).toContainText('At pickup:');

    // Sharing the position: a consent screen first, then the chip, and positions reach the server.
    expect((await shareLocation(tp, tp, '30 days after delivery')).status()).toBe(201);
    await stopSharing(tp, tp);

    await shipper.context.close();
    await transporter.context.close();
  });

  test('[SHIPPER][PUBLIC] a tracking link opened signed out on a 360 px phone shows the trip; turned off, it has ended', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId, regNumber } = await pickupInPune(browser);
    const checkIn = await transporter.request.post('/api/Transpoter/tripEvents', {
      data: {
        schedule_id: scheduleId,
        kind: 'reached_pickup',
        lat: PUNE.latitude,
        lng: PUNE.longitude,
        accuracy_m: 15,
      },
    });
    expect(checkIn.status()).toBe(201);

    const sp = shipper.page;
    await sp.goto(`/c/Schedule/${scheduleId}`);
    await sp.getByRole('button', { name: 'Get tracking link' }).click();
    const url = await sp.getByTestId('tracking-url').inputValue();
    expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{22}$/);
    await expect(sp.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );

    // Someone without an account, on a small phone.
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await visitor.newPage();
    await page.goto(new URL(url).pathname);
    await expect(page.getByTestId('track-route')).toHaveText('Pune, Maharashtra → Chennai, Tamil Nadu');
    await expect(page.getByText(`Truck ${regNumber}`)).toBeVisible();
    await expect(page.getByTestId('milestone-reached_pickup')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('milestone-loaded')).toHaveAttribute('data-done', 'false');
    await expect(page.getByTestId('track-position')).toContainText('Last location');
    // Nothing private of the parties.
    await expect(page.locator('body')).not.toContainText('Imran Shaikh');
    await expect(page.locator('body')).not.toContainText('42,000');
    // Fits the screen: nothing wider than 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // In Hindi, chosen in the page's header.
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'English, Choose language', exact: true })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByTestId('track-route')).toHaveText('पुणे, महाराष्ट्र → चेन्नई, तमिलनाडु');

    // On a phone the link's buttons wrap: "Turn off link" starts its row where WhatsApp starts
    // the first, framed as its neighbours are (bare, its text floated off their edge).
    await sp.setViewportSize({ width: 360, height: 800 });
    const turnOff = sp.getByRole('button', { name: 'Turn off link' });
    const whatsapp = sp.getByRole('link', { name: 'WhatsApp' });
    expect((await turnOff.boundingBox())!.y).toBeGreaterThan((await whatsapp.boundingBox())!.y);
    expect((await turnOff.boundingBox())!.x).toBe((await whatsapp.boundingBox())!.x);
    expect(await turnOff.evaluate((button) => getComputedStyle(button).borderTopWidth)).toBe('1px');
    await turnOff.click();
    await expect(sp.getByRole('button', { name: 'Get tracking link' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('track-ended')).toBeVisible();

    await visitor.close();
    await shipper.context.close();
    await transporter.context.close();
  });
});
