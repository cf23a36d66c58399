import { expect, test, type Page, type Request } from '@playwright/test';
import {
  addLoadViaApi,
  addTruck,
  bidOnLoadViaApi,
  openLive,
  party,
  referenceIds,
  shipperAndTransporter,
  type Party,
} from '../../support/bidding';
import { uniqueToken } from '../../support/marketplace';
import { ownServer } from '../../support/own-server';

/** The row of a bid on View Bids that mentions `text`. */
const bidRow = (page: Page, text: string) => page.getByTestId('bid-row').filter({ hasText: text });

/** Calls that would mean the screen polls instead of listening. */
const POLLED = [
  '/api/Transpoter/pendingActions',
  '/api/Transpoter/viewAllBids',
  '/api/Transpoter/notifications',
];

/** Opens View Bids of the load and waits until its live stream is open; records every later poll-like call. */
async function watchBids(shipper: Party, loadId: string) {
  const page = shipper.page;
  const stream = page.waitForResponse(
    (r) => r.url().includes('/api/Transpoter/events') && r.status() === 200,
  );
  await page.goto(`/c/ViewBidsLoad/${loadId}`);
  await stream;
  await expect(page.getByTestId('review-header')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (POLLED.includes(url.pathname)) calls.push(url.pathname);
  });
  return calls;
}

test.describe('[COMMON][LIVE] what happens reaches the other user at once', () => {
  test.describe.configure({ timeout: 180_000 });

  test("[TRANSPORTER][SHIPPER][LIVE] a bid shows on the shipper's bell, View Bids and Notifications within 2 seconds, without a reload or a poll", async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Kozhikode Beach ${token}`;
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    const loadId = await addLoadViaApi(shipper.request, ids, { from, to: 'Kochi Port' });
    const { truckId } = await addTruck(transporter.request, ids);

    const calls = await watchBids(shipper, loadId);
    const sp = shipper.page;
    await expect(sp.getByTestId('header-unread')).toHaveCount(0);
    // Idle: a screen that polled would ask again here.
    await sp.waitForTimeout(3000);
    expect(calls).toEqual([]);

    await bidOnLoadViaApi(transporter.request, { loadId, truckId, amount: 31500 });
    await expect(sp.getByTestId('header-unread')).toHaveText('1', { timeout: 2000 });
    await expect(bidRow(sp, 'Ravi Kumar')).toContainText('₹31,500', { timeout: 2000 });

    await sp.getByTestId('header-notifications').click();
    await expect(sp).toHaveURL('/c/Notifications');
    await expect(sp.getByTestId('live-status')).toHaveAttribute('data-live', 'live');
    const item = sp.getByTestId('notification').first();
    await expect(item).toContainText(`Ravi Kumar bid ₹31,500 on your load ${from} → Kochi Port.`);
    await expect(item).toHaveAttribute('data-read', 'false');
    await item.getByRole('link', { name: 'Open' }).click();
    await expect(sp).toHaveURL(`/c/ViewBidsLoad/${loadId}`);
    await expect(sp.getByTestId('header-unread')).toHaveCount(0);

    // The transporter hears of the counter offer the same way.
    const tp = transporter.page;
    await openLive(tp, '/c/Notifications');
    await bidRow(sp, 'Ravi Kumar').getByRole('button', { name: 'Accept / Counter / Decline' }).click();
    const respond = sp.getByRole('dialog', { name: 'Accept / Counter / Decline' });
    await respond.getByRole('button', { name: 'Make a counter offer' }).click();
    await respond.getByRole('textbox', { name: 'Your counter offer' }).fill('29000');
    await respond.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(tp.getByTestId('notification').first()).toContainText(
      `Imran Shaikh made a counter offer of ₹29,000 on ${from} → Kochi Port.`,
      { timeout: 2000 },
    );
    await expect(tp.getByTestId('header-unread')).toHaveText('1');
    await tp.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(tp.getByTestId('header-unread')).toHaveCount(0);
    await expect(tp.getByTestId('notifications-unread')).toHaveText('Nothing unread');

    await shipper.context.close();
    await transporter.context.close();
  });

  test('[TRANSPORTER][SHIPPER][LIVE] a bid made while the server restarted arrives when the stream reconnects', async ({
    browser,
  }) => {
    const server = await ownServer();
    try {
      const viewport = { width: 360, height: 740 };
      const shipper = await party(browser, 'shipper', 'Imran Shaikh', { baseURL: server.baseURL, viewport });
      const transporter = await party(browser, 'transporter', 'Ravi Kumar', { baseURL: server.baseURL });
      const ids = await referenceIds(shipper.request);
      const loadId = await addLoadViaApi(shipper.request, ids, { from: 'Thrissur Market', to: 'Kochi Port' });
      const { truckId } = await addTruck(transporter.request, ids);
      await watchBids(shipper, loadId);

      await server.restart();
      await bidOnLoadViaApi(transporter.request, { loadId, truckId, amount: 42000 });
      // The browser reconnects by itself (3 s) and is sent what it missed.
      await expect(shipper.page.getByTestId('header-unread')).toHaveText('1', { timeout: 15_000 });
      await expect(bidRow(shipper.page, 'Ravi Kumar')).toContainText('₹42,000');
      await shipper.context.close();
      await transporter.context.close();
    } finally {
      await server.close();
    }
  });
});
