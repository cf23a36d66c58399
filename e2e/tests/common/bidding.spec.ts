import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y';
import { bidDialog, fillBid, openBidDialog, openLoadsFrom } from '../../support/bid-dialog';
import {
  LR_FILE,
  addLoadViaApi,
  addTruck,
  party,
  referenceIds,
  shipperAndTransporter,
} from '../../support/bidding';
import { dayFromToday, uniqueToken } from '../../support/marketplace';
import { shownDate } from '../../support/dates';

/** The row of a bid table (or card on a phone) that mentions `text`. */
const bidRow = (page: Page, text: string) => page.getByTestId('bid-row').filter({ hasText: text });

test.describe('[COMMON][BIDS] bidding between two users', () => {
  // Two or three users, each signed in and walking several screens: longer than one screen's test.
  test.describe.configure({ timeout: 180_000 });

  test('[TRANSPORTER][SHIPPER][BIDS] a transporter bids on a load, the shipper counters, the transporter accepts, both see the trip and the lorry receipt', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Chakan MIDC ${token}`;
    const to = `Nhava Sheva ${token}`;
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    const loadId = await addLoadViaApi(shipper.request, ids, { from, to });
    const { truckId, regNumber } = await addTruck(transporter.request, ids);

    // The transporter finds the load and bids with a truck.
    const tp = transporter.page;
    await openLoadsFrom(tp, from);
    const card = tp.getByTestId('load-card').filter({ hasText: from });
    await card.getByRole('button', { name: 'Bid Now' }).click();
    const bidModal = bidDialog(tp);
    await expect(bidModal.getByTestId('bid-target')).toContainText(from);
    await expect(bidModal.getByTestId('bid-target')).toContainText('9 Tonnes');
    // Neither a truck nor an amount: both are asked for.
    await bidModal.getByRole('button', { name: 'Confirm Bidding' }).click();
    await expect(bidModal.getByText('Please select a truck.')).toBeVisible();
    await expect(bidModal.getByText('Please enter an amount.')).toBeVisible();
    // No asking price and no usual price on this lane: no example amount, rather than a wrong one.
    await expect(bidModal.getByRole('textbox', { name: 'Enter your Amount' })).not.toHaveAttribute(
      'placeholder',
    );
    await fillBid(bidModal, regNumber, '3500');
    await bidModal.getByRole('button', { name: 'Confirm Bidding' }).click();
    await expect(tp.getByText('Bid submitted successfully!')).toBeVisible();
    await expect(tp).toHaveURL(`/c/ViewAllMyTruckBids/${truckId}`);
    await expect(tp.getByTestId('review-header')).toContainText(regNumber);
    await expect(bidRow(tp, 'Imran Shaikh')).toContainText('₹3,500');
    await expect(bidRow(tp, 'Imran Shaikh').getByTestId('bid-status')).toHaveText('Waiting for reply');

    // A load already bid on says so on its card instead of offering Bid Now again.
    await openLoadsFrom(tp, from);
    const placedCard = tp.getByTestId('load-card').filter({ hasText: from });
    await expect(placedCard.getByTestId('bid-placed')).toHaveText('✓ Bid placed');
    await expect(placedCard.getByRole('button', { name: 'Bid Now' })).toHaveCount(0);

    // The shipper sees one bid waiting on Your Loads, opens it and counters.
    const sp = shipper.page;
    await sp.goto('/c/YourLoads');
    const ownCard = sp.getByTestId('own-load-card').filter({ hasText: from });
    await expect(ownCard.getByTestId('awaiting-badge')).toContainText('1 bid waiting for your answer');
    await ownCard.getByRole('link', { name: /View Bids/ }).click();
    await expect(sp).toHaveURL(`/c/ViewBidsLoad/${loadId}`);
    const table = sp.getByTestId('bids-table');
    for (const column of ['Date', 'Bidder', 'Truck type', 'Registration number', 'Amount', 'Action'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    const row = bidRow(sp, 'Ravi Kumar');
    await expect(row).toContainText(regNumber);
    await row.getByRole('button', { name: /Details of Ravi Kumar's bid/ }).click();
    await expect(sp.getByTestId('negotiation-history')).toContainText('Ravi Kumar bid ₹3,500');
    await expect(sp.getByTestId('no-negotiation')).toHaveText('No negotiation yet');
    await row.getByRole('button', { name: 'Accept / Counter / Decline' }).click();
    const respond = sp.getByRole('dialog', { name: 'Accept / Counter / Decline' });
    await expect(respond.getByTestId('respond-summary')).toContainText('Ravi Kumar bid ₹3,500');
    await respond.getByRole('button', { name: 'Make a counter offer' }).click();
    await respond.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(respond.getByText('Please enter an amount.')).toBeVisible();
    // The shipper pays: a counter above the bid is refused before it is sent (decision 009).
    await respond.getByRole('textbox', { name: 'Your counter offer' }).fill('4000');
    await respond.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(
      respond.getByText('Ravi Kumar asked ₹3,500: accept their offer instead of offering more.'),
    ).toBeVisible();
    // Accepting is offered right there; going back from its confirmation keeps the choice open.
    await respond.getByRole('button', { name: 'Accept ₹3,500' }).click();
    await expect(respond.getByText('Accept ₹3,500 from Ravi Kumar?')).toBeVisible();
    await respond.getByRole('button', { name: 'Back' }).click();
    await respond.getByRole('button', { name: 'Make a counter offer' }).click();
    await respond.getByRole('textbox', { name: 'Your counter offer' }).fill('3200');
    await respond.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(sp.getByText('Your counter offer has been sent.')).toBeVisible();
    await expect(row.getByTestId('bid-amount')).toHaveText('₹3,200');
    await expect(row.getByTestId('bid-status')).toHaveText('Waiting for reply');
    await expect(sp.getByTestId('negotiation-history')).toContainText(
      "You countered Ravi Kumar's bid of ₹3,500 with ₹3,200",
    );
    expect(await seriousViolations(sp)).toEqual([]);

    // The transporter sees the counter and accepts it (a confirmation first: it cannot be undone).
    await tp.goto(`/c/ViewAllMyTruckBids/${truckId}`);
    await expect(tp.getByRole('link', { name: /My truck bids/ }).getByTestId('awaiting-badge')).toContainText(
      '1 bid waiting for your answer',
    );
    const mine = bidRow(tp, 'Imran Shaikh');
    await expect(mine.getByTestId('bid-status')).toHaveText('Waiting for you');
    await mine.getByRole('button', { name: /Details of Imran Shaikh's bid/ }).click();
    await expect(tp.getByTestId('negotiation-history')).toContainText(
      'Imran Shaikh countered your bid of ₹3,500 with ₹3,200',
    );
    await mine.getByRole('button', { name: 'Accept / Counter' }).click();
    const answer = tp.getByRole('dialog', { name: 'Accept / Counter' });
    await answer.getByRole('button', { name: 'Accept ₹3,200' }).click();
    await expect(answer.getByText('Accept ₹3,200 from Imran Shaikh?')).toBeVisible();
    await answer.getByRole('button', { name: 'Yes, accept ₹3,200' }).click();
    await expect(tp.getByText('Truck scheduled successfully.')).toBeVisible();
    await expect(tp).toHaveURL('/c/Schedule?tab=trucks');

    // The trip, on the transporter's side: upload the lorry receipt.
    const tripRow = tp.getByTestId('schedule-row').filter({ hasText: regNumber });
    await expect(tripRow).toContainText(from);
    await expect(tripRow.getByTestId('schedule-status')).toHaveText('Scheduled');
    await tripRow.getByRole('link', { name: /View trip/ }).click();
    await expect(tp).toHaveURL(/\/c\/Schedule\/\d+$/);
    const scheduleUrl = new URL(tp.url()).pathname;
    await expect(tp.getByTestId('trip-amount')).toHaveText('₹3,200');
    await expect(tp.getByTestId('party').filter({ hasText: 'Load owner' })).toContainText('Imran Shaikh');
    const lr = tp.getByTestId('lorry-receipt');
    await lr.getByRole('button', { name: 'Submit' }).click();
    await expect(lr.getByText('Please choose a file.')).toBeVisible();
    await expect(tp.getByTestId('proof-of-delivery')).toContainText(
      `The proof of delivery can be uploaded from the pickup day, ${shownDate(dayFromToday(3))}.`,
    );
    await lr.getByLabel('Choose a file').setInputFiles(LR_FILE);
    await lr.getByRole('button', { name: 'Submit' }).click();
    await expect(tp.getByText('Lorry receipt uploaded. The trip is now in transit.')).toBeVisible();
    await expect(tp.getByTestId('lorry-receipt-file')).toContainText(LR_FILE.name);
    await expect(tp.getByTestId('schedule-status')).toHaveText('In transit');

    // The shipper sees the trip under Loads and opens the lorry receipt through its signed link.
    await sp.goto('/c/Schedule');
    const shipperTrip = sp.getByTestId('schedule-row').filter({ hasText: from });
    await expect(shipperTrip).toContainText('Cement');
    await expect(shipperTrip.getByTestId('schedule-status')).toHaveText('In transit');
    // Booked today: inside every date filter.
    await sp.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'Last Day' });
    await expect(sp).toHaveURL('/c/Schedule?filter=last_day');
    await expect(shipperTrip).toBeVisible();
    await shipperTrip.getByRole('link', { name: /View trip/ }).click();
    await expect(sp).toHaveURL(scheduleUrl);
    await expect(sp.getByTestId('trip-amount')).toHaveText('₹3,200');
    await expect(sp.getByTestId('lorry-receipt-file')).toContainText(LR_FILE.name);
    expect(await seriousViolations(sp)).toEqual([]);
    const href = await sp.getByRole('link', { name: 'View the Lorry Receipt' }).getAttribute('href');
    const file = await shipper.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');

    // Nobody else sees the trip.
    const outsider = await party(browser, 'broker', 'Asha Menon');
    await outsider.page.goto(scheduleUrl);
    await expect(outsider.page.getByTestId('error-state')).toHaveText('This trip was not found.');
    await Promise.all([shipper, transporter, outsider].map((p) => p.context.close()));
  });

  test("[TRANSPORTER][BIDS] the amount's example is the load's asking price for one truck", async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Ranjangaon MIDC ${token}`;
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    await addLoadViaApi(shipper.request, ids, {
      from,
      to: `Hosur ${token}`,
      terms: { price_basis: 'per_truck', asking_rupees: 42000 },
    });
    await addTruck(transporter.request, ids);
    await openLoadsFrom(transporter.page, from);
    await transporter.page
      .getByTestId('load-card')
      .filter({ hasText: from })
      .getByRole('button', { name: 'Bid Now' })
      .click();
    await expect(
      bidDialog(transporter.page).getByRole('textbox', { name: 'Enter your Amount' }),
    ).toHaveAttribute('placeholder', 'e.g. ₹42,000');
    await Promise.all([shipper.context.close(), transporter.context.close()]);
  });

  test('[SHIPPER][TRANSPORTER][BIDS] a shipper bids on a posted truck, is declined, bids with another load and is accepted', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const postedFrom = `Hosur ${token}`;
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    const { truckId, regNumber } = await addTruck(transporter.request, ids, {
      from: postedFrom,
      to: 'Chennai Port',
    });
    const loadA = await addLoadViaApi(shipper.request, ids, {
      from: `Hosur Plant A ${token}`,
      to: 'Chennai A',
    });
    const loadB = await addLoadViaApi(shipper.request, ids, {
      from: `Hosur Plant B ${token}`,
      to: 'Chennai B',
    });
    const sp = shipper.page;
    const tp = transporter.page;

    const bidOnTruck = async (loadFrom: string, loadTo: string, amount: string) => {
      await sp.goto(`/c/Trucks?postTrucks_from=${encodeURIComponent(postedFrom)}`);
      await sp
        .getByTestId('truck-card')
        .filter({ hasText: regNumber })
        .getByRole('button', { name: 'Bid Now' })
        .click();
      const modal = sp.getByRole('dialog', { name: 'Bid on this truck' });
      await expect(modal.getByTestId('bid-target')).toContainText(regNumber);
      await modal
        .getByRole('combobox', { name: 'Select Load' })
        .selectOption({ label: `Cement – ${loadFrom} → ${loadTo}` });
      await modal.getByRole('textbox', { name: 'Enter your Amount' }).fill(amount);
      await modal.getByRole('button', { name: 'Confirm Bidding' }).click();
      await expect(sp.getByText('Bid submitted successfully!')).toBeVisible();
    };

    await bidOnTruck(`Hosur Plant A ${token}`, 'Chennai A', '4000');
    await expect(sp).toHaveURL(`/c/ViewAllMyLoadBids/${loadA}`);
    await expect(sp.getByTestId('review-header')).toContainText(`Hosur Plant A ${token}`);
    await expect(bidRow(sp, 'Ravi Kumar')).toContainText(regNumber);

    // The truck owner declines it.
    await tp.goto('/c/YourTruck');
    const truckCard = tp.getByTestId('own-truck-card').filter({ hasText: regNumber });
    await expect(truckCard.getByTestId('awaiting-badge')).toContainText('1 bid waiting for your answer');
    await truckCard.getByRole('link', { name: /View Bids/ }).click();
    await expect(tp).toHaveURL(`/c/ViewBidsTruck/${truckId}`);
    for (const column of ['Date', 'Bidder', 'Material', 'From', 'To', 'Amount', 'Action'])
      await expect(tp.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    const first = bidRow(tp, `Hosur Plant A ${token}`);
    await first.getByRole('button', { name: 'Accept / Counter / Decline' }).click();
    await tp
      .getByRole('dialog', { name: 'Accept / Counter / Decline' })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(tp.getByText('The bid has been declined.')).toBeVisible();
    await expect(first.getByTestId('bid-status')).toHaveText('Declined');

    // The shipper sees the decline, and bids again with the other load.
    await sp.reload();
    await expect(bidRow(sp, 'Ravi Kumar').getByTestId('bid-status')).toHaveText('Declined');
    await bidOnTruck(`Hosur Plant B ${token}`, 'Chennai B', '4500');
    await expect(sp).toHaveURL(`/c/ViewAllMyLoadBids/${loadB}`);

    // On a phone the truck owner gets cards, and accepts the second bid as it is.
    await tp.setViewportSize({ width: 360, height: 800 });
    await tp.reload();
    await expect(tp.getByTestId('bids-cards')).toBeVisible();
    const second = bidRow(tp, `Hosur Plant B ${token}`);
    await expect(second.getByTestId('bid-amount')).toHaveText('₹4,500');
    await second.getByRole('button', { name: 'Accept / Counter / Decline' }).click();
    const respond = tp.getByRole('dialog', { name: 'Accept / Counter / Decline' });
    await respond.getByRole('button', { name: 'Accept ₹4,500' }).click();
    await respond.getByRole('button', { name: 'Yes, accept ₹4,500' }).click();
    await expect(tp.getByText('Truck scheduled successfully.')).toBeVisible();
    await expect(tp).toHaveURL('/c/Schedule?tab=trucks');
    await expect(tp.getByTestId('schedule-row').filter({ hasText: regNumber })).toContainText(
      `Hosur Plant B ${token}`,
    );

    // The shipper's trip list has it; the first bid stays declined.
    await sp.goto('/c/Schedule');
    await expect(sp.getByTestId('schedule-row').filter({ hasText: `Hosur Plant B ${token}` })).toContainText(
      'Cement',
    );
    await expect(sp.getByTestId('schedule-row').filter({ hasText: `Hosur Plant A ${token}` })).toHaveCount(0);
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });

  test('[DRIVER][SHIPPER][BIDS] bid buttons follow the roles; an unverified driver is told how to get verified', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Talegaon ${token}`;
    const owner = await party(browser, 'transporter', 'Ravi Kumar');
    const ids = await referenceIds(owner.request);
    await addLoadViaApi(owner.request, ids, { from, to: 'Nashik' });

    const driver = await party(browser, 'driver', 'Gurpreet Singh');
    const notice = (await openBidDialog(driver.page, from)).getByTestId('driver-not-verified');
    await expect(notice).toContainText('Verify your documents to bid');
    await notice.getByRole('link', { name: 'Go to Upload Details' }).click();
    await expect(driver.page).toHaveURL('/Driver/EditDocuments');

    // A shipper cannot bid on a load (docs/api.md, Roles): no button on the card.
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    await openLoadsFrom(shipper.page, from);
    const card = shipper.page.getByTestId('load-card').filter({ hasText: from });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Bid Now' })).toHaveCount(0);
    await Promise.all([owner, driver, shipper].map((p) => p.context.close()));
  });
});
