import { expect, test } from '@playwright/test';
import { bidDialog, fillBid, openLoadsFrom } from '../../support/bid-dialog';
import {
  acceptViaApi,
  addLoadViaApi,
  addTruck,
  attachViaApi,
  bidOnLoadViaApi,
  bookLoadViaApi,
  party,
  referenceIds,
  shipperAndTransporter,
} from '../../support/bidding';
import { shownDate } from '../../support/dates';
import { dayFromToday, uniqueToken } from '../../support/marketplace';

test.describe('[COMMON][MARKETPLACE] loads booked truck by truck', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[TRANSPORTER][SHIPPER][MARKETPLACE] a 3-truck load shows its open trucks, Bid placed after a bid, the amount rule, and the Schedule opens on the trucks', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Ranjangaon ${token}`;
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    const other = await party(browser, 'broker', 'Asha Menon');
    const ids = await referenceIds(shipper.request);
    const loadId = await addLoadViaApi(shipper.request, ids, { from, to: `Nagpur ${token}`, trucks: 3 });
    const { regNumber } = await addTruck(transporter.request, ids);

    // The search's No of Trucks is not set: it is not a hidden limit.
    const tp = transporter.page;
    await openLoadsFrom(tp, from);
    const counter = tp.getByRole('group', { name: 'No of Trucks' });
    await expect(counter.getByTestId('stepper-value')).toHaveText('Any');
    const card = tp.getByTestId('load-card').filter({ hasText: from });
    await expect(card.getByTestId('trucks-open')).toHaveText('3 trucks');

    // The amount rule is shown before submit, and a bid below it is refused in the form.
    await card.getByRole('button', { name: 'Bid Now' }).click();
    const modal = bidDialog(tp);
    const rule = 'A bid must be from ₹500 to ₹10,00,000 (one truck, one trip).';
    await expect(modal.getByText(rule)).toBeVisible();
    await fillBid(modal, regNumber, '100');
    await modal.getByRole('button', { name: 'Confirm Bidding' }).click();
    await expect(modal.getByRole('textbox', { name: 'Enter your Amount' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(modal.getByText(rule)).toBeVisible();
    await modal.getByRole('textbox', { name: 'Enter your Amount' }).fill('3500');
    await modal.getByRole('button', { name: 'Confirm Bidding' }).click();
    await expect(tp.getByText('Bid submitted successfully!')).toBeVisible();

    // Back on the marketplace the load says the bid is placed.
    await openLoadsFrom(tp, from);
    await expect(card.getByTestId('bid-placed')).toHaveText('✓ Bid placed');
    await expect(card.getByRole('button', { name: 'Bid Now' })).toHaveCount(0);

    // The shipper accepts another bidder first: the load stays, with two trucks open, and the
    // transporter's bid is still open.
    const { truckId: otherTruck } = await addTruck(other.request, ids);
    await acceptViaApi(
      shipper.request,
      await bidOnLoadViaApi(other.request, { loadId, truckId: otherTruck, amount: 3600 }),
    );
    await tp.reload();
    await expect(card.getByTestId('trucks-open')).toHaveText('2 trucks still open (of 3)');
    await expect(card.getByTestId('bid-placed')).toBeVisible();
    const yourLoads = shipper.page;
    await yourLoads.goto('/c/YourLoads');
    const ownCard = yourLoads.getByTestId('own-load-card').filter({ hasText: from });
    await expect(ownCard.getByTestId('load-status')).toHaveText('Open');
    await expect(ownCard).toContainText('2 trucks still open (of 3)');

    // The broker has a truck trip and no load trips: Schedule opens on Trucks; an explicit tab wins.
    const op = other.page;
    await op.goto('/c/Schedule');
    await expect(op.getByRole('button', { name: 'Trucks', pressed: true })).toBeVisible();
    await expect(op.getByTestId('schedule-row').filter({ hasText: from })).toBeVisible();
    await op.goto('/c/Schedule?tab=loads');
    await expect(op.getByRole('button', { name: 'Loads', pressed: true })).toBeVisible();
    await Promise.all([shipper, transporter, other].map((p) => p.context.close()));
  });

  test('[SHIPPER][TRANSPORTER][SCHEDULES] no proof of delivery before the pickup day; a delivered load says Delivered', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    const later = `Chakan ${token}`;
    const today = `Talegaon ${token}`;
    const laterLoad = await addLoadViaApi(shipper.request, ids, { from: later, to: 'Mumbai' });
    const todayLoad = await addLoadViaApi(shipper.request, ids, {
      from: today,
      to: 'Mumbai',
      pickupDate: dayFromToday(0),
    });
    const trips: string[] = [];
    for (const loadId of [laterLoad, todayLoad]) {
      const { scheduleId: tripId } = await bookLoadViaApi(shipper.request, transporter.request, ids, {
        loadId,
        amount: 4000,
      });
      await attachViaApi(transporter.request, tripId, 'lorry_receipt');
      trips.push(tripId);
    }

    // Picked up in three days: the proof of delivery is not offered yet, and the day is said (the
    // server refuses it too: schedules.test.ts).
    const sp = shipper.page;
    await sp.goto(`/c/Schedule/${trips[0]}`);
    const pod = sp.getByTestId('proof-of-delivery');
    await expect(pod).toContainText(
      `The proof of delivery can be uploaded from the pickup day, ${shownDate(dayFromToday(3))}.`,
    );
    await expect(pod.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(pod.locator('input[type="file"]')).toHaveCount(0);
    // Picked up today: offered.
    await sp.goto(`/c/Schedule/${trips[1]}`);
    await expect(sp.getByTestId('proof-of-delivery').getByRole('button', { name: 'Submit' })).toBeVisible();

    // Picked up today and delivered: Your Loads says Delivered.
    await attachViaApi(shipper.request, trips[1]!, 'proof_of_delivery');
    await sp.goto('/c/YourLoads');
    await expect(
      sp.getByTestId('own-load-card').filter({ hasText: today }).getByTestId('load-status'),
    ).toHaveText('Delivered');
    await expect(
      sp.getByTestId('own-load-card').filter({ hasText: later }).getByTestId('load-status'),
    ).toHaveText('Booked');
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });
  test('[TRANSPORTER][SHIPPER][BIDS] Trip Requests opens on posted trucks and marks a suggested load already bid on', async ({
    browser,
  }) => {
    // Suggested loads pick up where the truck is posted from, in the days after (docs/decisions/028).
    const from = 'Sindhudurg, Maharashtra';
    const to = 'Belagavi, Karnataka';
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    const bidOn = await addLoadViaApi(shipper.request, ids, { from, to, trucks: 2 });
    const notYet = await addLoadViaApi(shipper.request, ids, { from, to: 'North Goa, Goa' });
    await addTruck(transporter.request, ids, { from, to });
    const { truckId: second } = await addTruck(transporter.request, ids);
    await bidOnLoadViaApi(transporter.request, { loadId: bidOn, truckId: second, amount: 5000 });

    // The transporter has posted trucks and no open loads: the Trucks tab opens first.
    const tp = transporter.page;
    await tp.goto('/c/TripRequests');
    await expect(tp.getByRole('button', { name: 'Trucks', pressed: true })).toBeVisible();
    const suggestions = tp.getByTestId('matching-loads');
    const rowOf = (loadId: string) =>
      suggestions.locator('li').filter({ has: tp.locator(`#matching-load-${loadId}`) });
    await expect(rowOf(bidOn).getByTestId('bid-placed')).toHaveText('✓ Bid placed');
    await expect(rowOf(notYet).getByRole('button', { name: 'Bid Now' })).toBeVisible();
    // An explicit tab in the address is honoured.
    await tp.goto('/c/TripRequests?tab=loads');
    await expect(tp.getByRole('button', { name: 'Loads', pressed: true })).toBeVisible();
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });
});
