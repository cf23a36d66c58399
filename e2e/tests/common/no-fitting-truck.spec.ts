import { expect, test } from '@playwright/test';
import { bidDialog, openLoadsFrom } from '../../support/bid-dialog';
import { addLoadViaApi, addTruck, party, referenceIds } from '../../support/bidding';
import { referenceId, uniqueToken } from '../../support/marketplace';

test.describe('[COMMON][BIDS] bidding without a truck that fits', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[TRANSPORTER][DRIVER] the card marks the load, and the bid modal says why no truck fits and offers Add Truck', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Wardha ${token}`;
    const shipper = await party(browser, 'shipper', 'Ramesh Agarwal');
    const fleet = await party(browser, 'transporter', 'Gurpreet Singh');
    const driver = await party(browser, 'driver', 'Venkata Ramana', {
      viewport: { width: 360, height: 740 },
    });
    const ids = await referenceIds(shipper.request);
    // The load needs an Open Body truck of 25 T; the fleet has a 9 T Full Body and a 28 T Full Body.
    await addLoadViaApi(
      shipper.request,
      {
        ...ids,
        truck_type_id: await referenceId(shipper.request, 'getAllTruckTypes', 'Open Body'),
        capacity_id: await referenceId(shipper.request, 'getAllTruckCapacities', '25 Tonnes'),
      },
      { from, to: `Raipur ${token}` },
    );
    const { regNumber: small } = await addTruck(fleet.request, ids);
    const { regNumber: big } = await addTruck(fleet.request, {
      ...ids,
      capacity_id: await referenceId(fleet.request, 'getAllTruckCapacities', '28 Tonnes'),
    });

    // The fleet owner: the card says none of the trucks fits, and the modal names each and why.
    const fp = fleet.page;
    await openLoadsFrom(fp, from);
    const card = fp.getByTestId('load-card').filter({ hasText: from });
    await expect(card.getByTestId('no-fit-mark')).toHaveText('None of your trucks fits this load');
    await card.getByRole('button', { name: 'Bid Now' }).click();
    const modal = bidDialog(fp);
    const why = modal.getByTestId('no-truck-to-bid');
    await expect(why).toContainText('None of your trucks fits this load');
    await expect(why).toContainText(
      'This load needs a truck of type Open Body that carries 25 Tonnes or more.',
    );
    const misfits = why.getByTestId('misfits');
    await expect(misfits.getByRole('listitem')).toHaveCount(2);
    await expect(misfits).toContainText(`${small} (Full Body, 9 Tonnes): another truck type`);
    await expect(misfits).toContainText(`${big} (Full Body, 28 Tonnes): another truck type`);
    await expect(modal.getByRole('button', { name: 'Confirm Bidding' })).toHaveCount(0);

    // A new driver with no truck at all: told to add one, and Add Truck leads there.
    const dp = driver.page;
    await openLoadsFrom(dp, from);
    const driverCard = dp.getByTestId('load-card').filter({ hasText: from });
    await expect(driverCard.getByTestId('no-fit-mark')).toHaveText('Add a truck to bid');
    await driverCard.getByRole('button', { name: 'Bid Now' }).click();
    const driverModal = bidDialog(dp);
    await expect(driverModal.getByTestId('no-truck-to-bid')).toContainText('Add your truck to bid');
    await driverModal.getByRole('link', { name: 'Add Truck' }).click();
    await expect(dp).toHaveURL(/\/c\/AddTruck$/);

    for (const p of [shipper, fleet, driver]) await p.context.close();
  });
});
