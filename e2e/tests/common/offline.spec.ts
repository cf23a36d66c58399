import { expect, test } from '@playwright/test';
import { addLoadViaApi, party, referenceIds } from '../../support/bidding';
import { uniqueToken } from '../../support/marketplace';

/**
 * The installable app on a weak network (docs/decisions/027-installable-app-and-offline.md): once
 * the service worker has seen the marketplace, the marketplace opens without a network, says so,
 * and what the user types into Add Load survives the lost network and a reload. The suite runs
 * without the worker; `?sw=1` registers it for this test.
 */
// The first visit's page shares the server with the worker's install (about 160 precache
// requests), which on a busy 2-core machine took up to 15 s: this test gets more time than most.
test.describe.configure({ timeout: 120_000 });

test('[TRANSPORTER][OFFLINE] with the network cut after the first visit, the marketplace shows its last page and the offline banner, and typed Add Load input is kept', async ({
  browser,
}) => {
  const shipper = await party(browser, 'shipper', 'Imran Shaikh');
  const from = `Hubballi Yard ${uniqueToken()}`;
  await addLoadViaApi(shipper.request, await referenceIds(shipper.request), { from, to: 'Belagavi' });
  await shipper.context.close();

  const { context, page } = await party(browser, 'transporter', 'Ravi Kumar');
  await page.goto('/c/Marketplace?sw=1');
  await expect(page.getByText(from)).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // The first visit's calls went out before the worker took over; this visit goes through it.
  await page.reload();
  await expect(page.getByText(from)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    'You are offline — showing the last saved page.',
  );
  await expect(page.getByText(from)).toBeVisible();

  // Add Load, opened and typed into offline: the input survives a reload and a refused submit.
  await page.goto('/c/AddLoad');
  const comments = page.getByLabel('Comments (optional)');
  await comments.fill('Fragile cement bags, cover with tarpaulin');
  await page.reload();
  await expect(comments).toHaveValue('Fragile cement bags, cover with tarpaulin');
  await page.getByRole('button', { name: 'Add Load', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('You are offline. Sending this needs the network');
  await expect(comments).toHaveValue('Fragile cement bags, cover with tarpaulin');
  await context.close();
});
