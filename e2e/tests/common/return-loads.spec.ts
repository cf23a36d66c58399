import { expect, test } from '@playwright/test';
import { addLoadViaApi, addTruck, bidOnLoadViaApi, party, referenceIds } from '../../support/bidding';
import { shownDate } from '../../support/dates';
import { dayFromToday } from '../../support/marketplace';

test.describe('[COMMON][RETURNS] return loads', () => {
  test('[TRANSPORTER][SHIPPER][RETURNS] a trip delivering in Idukki shows a load picking up there two days later, and one tap opens its bid with the truck chosen', async ({
    browser,
  }) => {
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    const ids = await referenceIds(shipper.request);
    // The trip: Pune to Idukki tomorrow, with the transporter's truck.
    const tripLoad = await addLoadViaApi(shipper.request, ids, {
      from: 'Pune, Maharashtra',
      to: 'Idukki, Kerala',
      pickupDate: dayFromToday(1),
    });
    const { truckId, regNumber } = await addTruck(transporter.request, ids);
    const bidsTruck_id = await bidOnLoadViaApi(transporter.request, {
      loadId: tripLoad,
      truckId,
      amount: 42000,
    });
    const accepted = await shipper.request.post('/api/Transpoter/insertLoadSchedule', {
      data: { bidsTruck_id },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);
    const scheduleId = ((await accepted.json()) as { data: { schedule_id: string } }).data.schedule_id;
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
    const bidModal = tp.getByRole('dialog', { name: 'Bid on this load' });
    await expect(bidModal.getByTestId('bid-target')).toContainText('Madurai');
    await expect(
      bidModal.getByRole('combobox', { name: 'Select Truck' }).locator('option:checked'),
    ).toHaveText(`Full Body – ${regNumber}`);
  });
});
