import { expect, test, type Page } from '@playwright/test';
import { startFakeRazorpay } from '../../../apps/server/src/test/fake-razorpay';
import { fillBid, openBidDialog, openLoadsFrom } from '../../support/bid-dialog';
import { addLoadViaApi, addTruck, party, referenceIds } from '../../support/bidding';
import { runSql } from '../../support/database';
import { shownDate } from '../../support/dates';
import { PDF_FILE, PNG_FILE, saveDocumentsViaApi, uniqueToken } from '../../support/marketplace';
import { openConsole, serverWithOperator } from '../../support/operator';

/**
 * PAYMENT_PROVIDER=razorpay end to end (docs/decisions/035-razorpay.md), against the project's
 * fake Razorpay (apps/server/src/test/fake-razorpay.ts) started here, with a server of the test's
 * own: the suite's server takes sandbox payments. Made-up keys; no credential.
 */
const KEYS = {
  keyId: 'rzp_test_E2eFakeKey00001',
  keySecret: 'e2e_fake_key_secret_0123456789',
  webhookSecret: 'e2e_fake_webhook_secret_012345',
};

/** The driver bids ₹3,500 on the load from `from` with their truck; answers the toast or error shown. */
async function bid(page: Page, from: string, regNumber: string) {
  const modal = await openBidDialog(page, from);
  await fillBid(modal, regNumber, '3500');
  await modal.getByRole('button', { name: 'Confirm Bidding' }).click();
}

test.describe.configure({ timeout: 180_000 });

test('[DRIVER][MEMBERSHIP] a driver past the trial is locked, pays on Razorpay’s page, and bids right after the webhook', async ({
  browser,
}) => {
  const fake = await startFakeRazorpay(KEYS);
  const { server, operatorMobile } = await serverWithOperator({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_BASE: fake.url,
  });
  fake.webhookUrl = `${server.baseURL}/api/payments/razorpay/webhook`;
  try {
    const from = `Razorpay Yard ${uniqueToken()}`;
    const shipper = await party(browser, 'shipper', 'Imran Shaikh', { baseURL: server.baseURL });
    const driver = await party(browser, 'driver', 'Gurpreet Singh', { baseURL: server.baseURL });
    const ids = await referenceIds(shipper.request);
    await addLoadViaApi(shipper.request, ids, { from, to: 'Kochi Port' });
    const { regNumber } = await addTruck(driver.request, ids);
    // A verified driver: Driving Licence and Vehicle Insurance.
    const driverId = await saveDocumentsViaApi(driver.request, 'driver', [
      ['23', PNG_FILE],
      ['24', PDF_FILE],
    ]);
    // Registered 40 days ago: the 15-day free trial is long over.
    await server.whileStopped((dataDir) =>
      runSql(dataDir, `UPDATE users SET created_at = now() - interval '40 days' WHERE id = $1`, [
        Number(driverId),
      ]),
    );

    const page = driver.page;
    await bid(page, from, regNumber);
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Your driver subscription has ended.' }),
    ).toBeVisible();

    await page.goto('/c/UpgradeMembership');
    await expect(page.getByTestId('subscription-status')).toHaveText('Expired');
    const card = page.getByTestId('plan-card-driver_monthly');
    await expect(card).toContainText('is debited every month until you stop it');
    await expect(card.getByRole('button', { name: 'Pay ₹75 for one month only' })).toBeVisible();
    // Razorpay's webhook waits until the driver is back in the app.
    fake.holdWebhooks = true;
    await card.getByRole('button', { name: 'Renew for ₹75' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fake.url}/i/`));
    await expect(page.getByRole('heading', { name: 'Set up UPI AutoPay' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay ₹75 with UPI' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

    // Back before the webhook: the payment waits, and says so.
    await page.goto('/c/UpgradeMembership');
    await expect(page.getByTestId('pending-payment')).toContainText(
      'Your payment of ₹75 is waiting for confirmation.',
    );
    await expect(page.getByTestId('subscription-status')).toHaveText('Expired');

    // The webhook lands: the screen moves on by itself (the live stream), without a reload.
    await fake.releaseWebhooks();
    expect(fake.deliveries.map((delivery) => [delivery.event, delivery.status])).toEqual([
      ['subscription.authenticated', 200],
      ['subscription.activated', 200],
      ['subscription.charged', 200],
    ]);
    await expect(page.getByTestId('pending-payment')).toHaveCount(0);
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    const [subscription] = [...fake.subscriptions.values()];
    const debitDay = new Date(subscription!.charge_at! * 1000 + 5.5 * 3600_000).toISOString().slice(0, 10);
    await expect(page.getByTestId('next-debit')).toHaveText(`₹75 will be debited on ${shownDate(debitDay)}.`);
    await expect(page.getByRole('checkbox', { name: 'Renew automatically every month' })).toBeChecked();

    // The history names Razorpay's payment; its receipt says who paid what, how.
    const [razorpayPayment] = [...fake.payments.keys()];
    const history = page.getByTestId('payment-history');
    await expect(history).toContainText(razorpayPayment!);
    await history.getByRole('link', { name: 'Receipt' }).click();
    const receipt = page.getByTestId('receipt');
    for (const text of [razorpayPayment!, 'Gurpreet Singh', '₹75', 'UPI', 'Driver subscription'])
      await expect(receipt).toContainText(text);

    // Bidding is open again at once: the bid is taken and its load says so.
    await bid(page, from, regNumber);
    await openLoadsFrom(page, from);
    await expect(
      page.getByTestId('load-card').filter({ hasText: from }).getByTestId('bid-placed'),
    ).toBeVisible();

    // The dashboard says when the next ₹75 goes.
    await page.goto('/Driver');
    await expect(page.getByTestId('plan-next-debit')).toHaveText(
      `₹75 will be debited on ${shownDate(debitDay)}.`,
    );

    // An operator sees the payment and the mandate, and can ask Razorpay about it again.
    const { context: operator, page: console_ } = await openConsole(
      browser,
      { baseURL: server.baseURL, operatorMobile },
      { path: '/ops/payments', viewport: { width: 1280, height: 800 } },
    );
    const payment = console_.getByTestId('ops-payment').filter({ hasText: razorpayPayment! });
    await expect(payment).toContainText('₹75');
    await expect(console_.getByTestId('ops-mandate').filter({ hasText: subscription!.id })).toContainText(
      'active',
    );
    await payment.getByRole('button', { name: 'Resync' }).click();
    await expect(console_.getByRole('status').filter({ hasText: 'Razorpay was asked' })).toBeVisible();
    await operator.close();
  } finally {
    await server.close();
    await fake.close();
  }
});
