import { expect, test } from '@playwright/test';
import { bidDialog } from '../../support/bid-dialog';
import { addLoadViaApi, bookLoadViaApi, shipperAndTransporter } from '../../support/bidding';
import { shownDate } from '../../support/dates';
import { dayFromToday } from '../../support/marketplace';

test.describe('[COMMON][RETURNS] return loads', () => {
  test('[TRANSPORTER][SHIPPER][RETURNS] a trip delivering in Idukki shows a load picking up there two days later, and one tap opens its bid with the truck chosen', async ({
    browser,
  }) => {
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    // The trip: Pune to Idukki tomorrow, with the transporter's truck.
    const tripLoad = await addLoadViaApi(shipper.request, ids, {
      from: 'Pune, Maharashtra',
      to: 'Idukki, Kerala',
      pickupDate: dayFromToday(1),
    });
    const { regNumber, scheduleId } = await bookLoadViaApi(shipper.request, transporter.request, ids, {
      loadId: tripLoad,
      amount: 42000,
    });
    // The way back: a load from Idukki two days after the trip.
    const pickupDate = dayFromToday(3);
    await addLoadViaApi(shipper.request, ids, {
      from: 'Idukki, Kerala',
      to: 'Madurai, Tamil Nadu',
      pickupDate,
    });

    const tp = transporter.page;
    await tp.goto(`/c/Schedule/${scheduleId}`);
    const section = tp.getByTestId('return-loads');
    await section.getByRole('button', { name: 'Return loads' }).click();
    const card = section.getByTestId('return-load').filter({ hasText: 'Madurai' });
    await expect(card).toContainText('Idukki');
    await expect(card).toContainText(shownDate(pickupDate));
    await expect(card).toContainText('9 Tonnes');
    await expect(card).toContainText('Same district');

    await card.getByRole('button', { name: 'Bid Now' }).click();
    const bidModal = bidDialog(tp);
    await expect(bidModal.getByTestId('bid-target')).toContainText('Madurai');
    await expect(
      bidModal.getByRole('combobox', { name: 'Select Truck' }).locator('option:checked'),
    ).toHaveText(`Full Body – ${regNumber}`);
  });
});
