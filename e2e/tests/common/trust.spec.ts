import { expect, test } from '@playwright/test';
import { bidDialog, fillBid, openLoadsFrom } from '../../support/bid-dialog';
import {
  LR_FILE,
  acceptViaApi,
  addLoadViaApi,
  addTruck,
  attachViaApi,
  bidOnLoadViaApi,
  bookedTrip,
  party,
  referenceIds,
} from '../../support/bidding';
import { runSql } from '../../support/database';
import { dayFromToday, uniqueToken } from '../../support/marketplace';
import { ownServer } from '../../support/own-server';

test.describe('[COMMON][TRUST] ratings and lane prices', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[SHIPPER][TRANSPORTER][TRUST] after the proof of delivery both rate each other, and the rating shows on the next bid', async ({
    browser,
  }) => {
    const token = uniqueToken();
    // A trip picked up today, delivered: its proof of delivery is on file.
    const { shipper, transporter, ids, truckId, scheduleId } = await bookedTrip(browser, {
      from: `Hosur ${token}`,
      to: 'Chennai',
      pickupDate: dayFromToday(0),
      amount: 4200,
    });
    await attachViaApi(transporter.request, scheduleId, 'lorry_receipt');
    await attachViaApi(shipper.request, scheduleId, 'proof_of_delivery');

    for (const [side, stars, tag, notOffered] of [
      [shipper, 5, 'On time', 'Paid on time'],
      [transporter, 4, 'Paid on time', 'Careful with goods'],
    ] as const) {
      await side.page.goto(`/c/Schedule/${scheduleId}`);
      const form = side.page.getByRole('form', { name: 'Rate this trip' });
      // Only the tags that fit the side rated (decision 041).
      await expect(form.getByRole('checkbox', { name: tag, exact: true })).toBeVisible();
      await expect(form.getByRole('checkbox', { name: notOffered, exact: true })).toHaveCount(0);
      if (side === transporter) {
        // The shipper's rating waits unseen until the transporter has rated too.
        await expect(side.page.getByTestId('their-rating-waiting')).toHaveText(
          'Imran Shaikh has rated you. Rate them too to see it.',
        );
        await expect(side.page.getByTestId('rating-view')).toHaveCount(0);
      }
      await form.getByRole('radio', { name: `${stars} of 5 stars` }).check({ force: true });
      await form.getByRole('checkbox', { name: tag, exact: true }).check();
      await form.getByRole('button', { name: 'Save rating' }).click();
      await expect(side.page.getByText('Thank you. Your rating is saved.')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Change rating' })).toBeVisible();
    }
    // Now the transporter sees the shipper's rating of them.
    await expect(transporter.page.getByTestId('their-rating-waiting')).toHaveCount(0);
    await expect(
      transporter.page.getByTestId('rating-view').filter({ hasText: 'Their rating of you' }),
    ).toContainText('On time');

    // The transporter's next bid shows their standing to the shipper. The trip was delivered
    // within minutes of its booking, which proves no trip was driven (decision 030): the rating
    // counts, the trip does not.
    const next = await addLoadViaApi(shipper.request, ids, { from: `Hosur ${token} B`, to: 'Chennai' });
    await bidOnLoadViaApi(transporter.request, { loadId: next, truckId, amount: 4300 });
    await shipper.page.goto(`/c/ViewBidsLoad/${next}`);
    await expect(shipper.page.getByTestId('rating-badge')).toHaveAccessibleName(
      'Rating 5 out of 5 from 1 rating; trips done: 0',
    );
  });

  test('[TRANSPORTER][TRUST] a bid far below the lane range asks for confirmation first', async ({
    browser,
  }) => {
    // A server of its own: the lane's trips are made to count (decision 042) in its database.
    const server = await ownServer();
    try {
      const lane = { from: 'Bidar, Karnataka', to: 'Latur, Maharashtra' };
      const at = { baseURL: server.baseURL };
      const owners = await Promise.all(
        ['Imran Shaikh', 'Asha Menon', 'Meena Iyer'].map((name) => party(browser, 'shipper', name, at)),
      );
      const transporter = await party(browser, 'transporter', 'Ravi Kumar', at);
      const ids = await referenceIds(transporter.request);
      // Seven trips on the lane by three load owners, one truck on seven days: the lane has a range.
      const { truckId, regNumber } = await addTruck(transporter.request, ids);
      for (let day = 0; day < 7; day++) {
        const owner = owners[day % 3]!;
        const loadId = await addLoadViaApi(owner.request, ids, {
          ...lane,
          pickupDate: dayFromToday(3 + day),
        });
        const bidId = await bidOnLoadViaApi(transporter.request, {
          loadId,
          truckId,
          amount: 30_000 + day * 1000,
        });
        await acceptViaApi(owner.request, bidId);
      }
      await addLoadViaApi(owners[0]!.request, ids, { ...lane, pickupDate: dayFromToday(12) });
      // Trips that count on a lane: between accounts a month old, delivered a day after booking
      // (their papers are files the transporter uploads; the days are the database's to move).
      const fileOf = async (purpose: 'lorry_receipt' | 'proof_of_delivery') => {
        const upload = await transporter.request.post('/api/Transpoter/uploadFile', {
          multipart: { purpose, file: LR_FILE },
        });
        expect(upload.status()).toBe(201);
        return ((await upload.json()) as { data: { file_id: string } }).data.file_id;
      };
      const [lr, pod] = [await fileOf('lorry_receipt'), await fileOf('proof_of_delivery')];
      await server.whileStopped(async (dataDir) => {
        await runSql(
          dataDir,
          `UPDATE users SET created_at = now() - interval '30 days'
            WHERE id IN (SELECT load_owner_id FROM schedules WHERE truck_id = $1
                         UNION SELECT truck_owner_id FROM schedules WHERE truck_id = $1)`,
          [Number(truckId)],
        );
        await runSql(
          dataDir,
          `UPDATE schedules SET status = 3, created_at = now() - interval '2 days',
                  lr_file_id = $2, pod_file_id = $3, pod_uploaded_at = now() - interval '1 day'
            WHERE truck_id = $1`,
          [Number(truckId), lr, pod],
        );
      });

      const page = transporter.page;
      await openLoadsFrom(page, 'Bidar');
      await page.getByTestId('load-card').first().getByRole('button', { name: 'Bid Now' }).click();
      const modal = bidDialog(page);
      await expect(modal.getByTestId('lane-price')).toContainText(
        '₹31,500–₹34,500 on this lane, 7 trips, last 90 days',
      );
      await fillBid(modal, regNumber, '5000');
      await modal.getByRole('button', { name: 'Confirm Bidding' }).click();
      const question = modal.getByTestId('price-question');
      await expect(question).toContainText('₹5,000 is far below the usual ₹31,500–₹34,500 on this lane.');
      await question.getByRole('button', { name: 'Yes, send it' }).click();
      await expect(page.getByText('Bid submitted successfully!')).toBeVisible();
    } finally {
      await server.close();
    }
  });
});
