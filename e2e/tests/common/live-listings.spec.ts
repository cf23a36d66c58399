import { expect, test } from '@playwright/test';
import { openLoadsFrom } from '../../support/bid-dialog';
import { addLoadViaApi, party, referenceIds } from '../../support/bidding';
import { uniqueToken } from '../../support/marketplace';

/**
 * Listings follow the live stream (docs/decisions/046): a load posted while a transporter has the
 * marketplace open appears there within 2 s, without a reload (the fallback poll is 30 s).
 */
test('[TRANSPORTER][SHIPPER][MARKETPLACE] a new load appears on an open marketplace page within 2 s', async ({
  browser,
}) => {
  const token = uniqueToken();
  const from = `Chandrapur ${token}`;
  const shipper = await party(browser, 'shipper', 'Ramesh Agarwal');
  const viewer = await party(browser, 'transporter', 'Gurpreet Singh');
  const page = viewer.page;
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/Transpoter/events'));
  await openLoadsFrom(page, from);
  await streamOpen;
  const card = page.getByTestId('load-card').filter({ hasText: from });
  await expect(page.getByTestId('load-card')).toHaveCount(0);

  await addLoadViaApi(shipper.request, await referenceIds(shipper.request), { from, to: `Raipur ${token}` });
  await expect(card).toBeVisible({ timeout: 2_000 });

  await shipper.context.close();
  await viewer.context.close();
});
