import { expect, test } from '@playwright/test';
import { bookedPuneChennaiTrip } from '../../support/bidding';

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
    const stream = tp.waitForResponse(
      (r) => r.url().includes('/api/Transpoter/events') && r.status() === 200,
    );
    await tp.goto(`/c/Schedule/${scheduleId}`);
    await stream;
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
});
