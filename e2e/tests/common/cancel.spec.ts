import { expect, test } from '@playwright/test';
import { bookedPuneChennaiTrip, bookedTrip, openLive } from '../../support/bidding';
import { PUNE, checkInAtPunePickup, nameDriverViaApi } from '../../support/check-in';
import { dayFromToday } from '../../support/marketplace';
import { operatorContext, serverWithOperator } from '../../support/operator';

test.describe('[COMMON][CANCEL] calling a trip off', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[SHIPPER][TRANSPORTER] a one-truck trip cancelled before pickup: the load is listed again, the other party sees it at once', async ({
    browser,
  }) => {
    const { shipper, transporter, loadId, scheduleId } = await bookedPuneChennaiTrip(browser);
    const listedLoads = async () =>
      (
        (await (await transporter.request.get('/api/Transpoter/getAllLoads?page=1&limit=50')).json()) as {
          data: { loads_id: string }[];
        }
      ).data.map((row) => row.loads_id);
    expect(await listedLoads()).not.toContain(loadId);

    // The transporter has the trip open, its live stream connected.
    const tp = transporter.page;
    await openLive(tp, `/c/Schedule/${scheduleId}`);
    await expect(tp.getByTestId('schedule-status')).toHaveText('Scheduled');
    // Before the pickup day there is no no-show to report.
    await expect(tp.getByRole('button', { name: 'Load was not ready' })).toHaveCount(0);

    // The shipper cancels with a reason.
    const sp = shipper.page;
    await sp.goto(`/c/Schedule/${scheduleId}`);
    await sp.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = sp.getByRole('dialog', { name: 'Cancel this trip?' });
    await expect(dialog).toContainText('The load goes back on the marketplace');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByLabel('Reason').selectOption('plans_changed');
    const cancelled = sp.waitForResponse((r) => r.url().endsWith('/api/Transpoter/cancelTrip'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(sp.getByTestId('schedule-status')).toHaveText('Cancelled');
    await expect(sp.getByTestId('trip-cancelled')).toContainText('You cancelled this trip');
    await expect(sp.getByTestId('trip-cancelled')).toContainText('Reason: Plans changed');
    await expect(sp.getByRole('button', { name: 'Cancel trip' })).toHaveCount(0);
    // The money card follows without a reload: the agreed amount is no longer due.
    await expect(sp.getByTestId('money-cancelled')).toBeVisible();
    await expect(sp.getByTestId('money-outstanding')).toHaveText('₹0');
    await expect(sp.getByTestId('money-advance')).toHaveCount(0);
    await expect(sp.getByRole('button', { name: 'Record a payment' })).toHaveCount(0);

    // The load is listed again at once.
    expect(await listedLoads()).toContain(loadId);

    // The transporter's page changes without a reload.
    await expect(tp.getByTestId('schedule-status')).toHaveText('Cancelled', { timeout: 5000 });
    await expect(tp.getByTestId('trip-cancelled')).toContainText('The other party cancelled this trip');
    await expect(tp.getByTestId('trip-cancelled')).toContainText('Reason: Plans changed');
    await expect(tp.getByRole('button', { name: 'Cancel trip' })).toHaveCount(0);

    await shipper.context.close();
    await transporter.context.close();
  });

  test('[SHIPPER][DRIVER PAGE] a truck booked for today: the shipper is told from when "truck did not come" may be reported, and once the driver checks in at the pickup, why it never will', async ({
    browser,
  }) => {
    // Picked up today, booked now: the report opens neither before the day's noon nor within four
    // hours of the booking (decision 045, amended 2026-11-29), so the page says from when, offers
    // the truck owner's number, and keeps Cancel trip.
    const { shipper, transporter, scheduleId } = await bookedPuneChennaiTrip(browser, {
      pickupDate: dayFromToday(0),
    });
    const { driverPath } = await nameDriverViaApi(transporter.request, scheduleId);

    const sp = shipper.page;
    await openLive(sp, `/c/Schedule/${scheduleId}`);
    const opens = sp.getByTestId('report-opens');
    await expect(opens).toContainText(
      /^You can report that the truck did not come from \d\d\/\d\d\/\d{4}, \d\d:\d\d\./,
    );
    await expect(opens.getByRole('link', { name: /^Call \+91/ })).toBeVisible();
    await expect(sp.getByRole('button', { name: 'Cancel trip' })).toBeVisible();
    await expect(sp.getByRole('button', { name: 'Truck did not come' })).toHaveCount(0);
    await expect(sp.getByTestId('report-barred')).toHaveCount(0);

    // The driver checks in at the pickup from the driver's page.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await phone.grantPermissions(['geolocation']);
    await phone.setGeolocation({ ...PUNE, accuracy: 25 });
    const page = await phone.newPage();
    await page.goto(driverPath);
    await checkInAtPunePickup(page, page, 25);

    // The shipper's page says, without a reload, that the truck will never be reported as not come.
    await expect(sp.getByTestId('report-barred')).toHaveText(
      'The truck checked in at the pickup, so it cannot be reported as not come.',
      { timeout: 5000 },
    );
    await expect(opens).toHaveCount(0);
    // So it stays after a reload (the trip's check-ins are read with it), and no dialog offers it.
    await sp.reload();
    await expect(sp.getByTestId('report-barred')).toBeVisible();
    await expect(sp.getByRole('button', { name: 'Truck did not come' })).toHaveCount(0);
    await expect(sp.getByRole('dialog')).toHaveCount(0);
    await expect(sp.getByTestId('schedule-status')).toHaveText('Scheduled');

    await Promise.all([shipper.context.close(), transporter.context.close(), phone.close()]);
  });

  test('[SHIPPER][OPERATOR][DRIVER PAGE] a suspended carrier whose truck checks in at the pickup: the Re-post button goes, and the notice says why', async ({
    browser,
  }) => {
    const { server, operatorMobile } = await serverWithOperator();
    try {
      const { shipper, transporter, scheduleId } = await bookedTrip(
        browser,
        { from: 'Pune, Maharashtra', to: 'Chennai, Tamil Nadu', amount: 42000, pickupDate: dayFromToday(0) },
        { baseURL: server.baseURL },
      );
      const { driverPath } = await nameDriverViaApi(transporter.request, scheduleId);
      const me = (await (await transporter.request.get('/api/Transpoter/Me')).json()) as {
        User: { users_id: string };
      };
      const operator = await operatorContext(browser, { baseURL: server.baseURL, operatorMobile });
      const suspended = await operator.request.post(`/api/ops/users/${me.User.users_id}/suspend`, {
        data: { note: 'Fake trucks' },
      });
      expect(suspended.status(), await suspended.text()).toBe(200);

      // The shipper has the trip open: the carrier is suspended, the truck has not come, so Re-post is offered.
      const sp = shipper.page;
      await openLive(sp, `/c/Schedule/${scheduleId}`);
      const notice = sp.getByTestId('party-suspended');
      await expect(notice.getByRole('button', { name: 'Re-post' })).toBeVisible();
      await expect(sp.getByTestId('repost-barred')).toHaveCount(0);
      // The carrier's card says so, and offers no number while the trip may be re-posted instead.
      const carrier = sp.getByTestId('party').filter({ hasText: 'Truck owner' });
      await expect(carrier.getByTestId('party-suspended-mark')).toHaveText('Account suspended');
      await expect(carrier.getByRole('link', { name: /^Call/ })).toHaveCount(0);

      // The suspended carrier's driver still checks in at the pickup from the driver's page.
      const phone = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 360, height: 740 },
      });
      await phone.grantPermissions(['geolocation']);
      await phone.setGeolocation({ ...PUNE, accuracy: 25 });
      const page = await phone.newPage();
      await page.goto(driverPath);
      await checkInAtPunePickup(page, page, 25);

      // The notice stays, the button goes without a reload, and one line says why.
      await expect(notice.getByRole('button', { name: 'Re-post' })).toHaveCount(0, { timeout: 5000 });
      await expect(sp.getByTestId('repost-barred')).toHaveText(
        'The truck checked in at the pickup, so this trip cannot be re-posted.',
      );
      await sp.reload();
      await expect(sp.getByTestId('repost-barred')).toBeVisible();
      await expect(sp.getByRole('button', { name: 'Re-post' })).toHaveCount(0);
      // The truck is at the gate: its owner's number is how to reach it now.
      await expect(carrier.getByTestId('party-suspended-mark')).toBeVisible();
      await expect(carrier.getByRole('link', { name: /^Call \+91/ })).toBeVisible();
      await expect(sp.getByTestId('schedule-status')).toHaveText('Scheduled');
      await Promise.all([shipper.context, transporter.context, operator, phone].map((c) => c.close()));
    } finally {
      await server.close();
    }
  });
});
