import { expect, test } from '@playwright/test';
import { addLoadViaApi, party, referenceIds } from '../../support/bidding';
import { PDF_FILE, PNG_FILE, saveDocumentsViaApi } from '../../support/marketplace';
import { uniqueMobile } from '../../support/outbox';
import { ownServer } from '../../support/own-server';
import { signInViaApi } from '../../support/session';

/**
 * The operator console end to end under DRIVER_VERIFICATION=manual (docs/decisions/029): a
 * shipper's documents wait in the queue, an operator approves them, and the shipper's load shows
 * "Verified" to others. Its own server: the suite's approves documents on upload.
 */
test('[OPERATOR][SHIPPER][OPS] an operator approves the documents and the owner’s load shows Verified', async ({
  browser,
}) => {
  const operatorMobile = uniqueMobile();
  const server = await ownServer({ DRIVER_VERIFICATION: 'manual', OPERATOR_MOBILES: operatorMobile });
  try {
    const shipper = await party(browser, 'shipper', 'Imran Shaikh', { baseURL: server.baseURL });
    const from = `Verified Depot ${Date.now() % 100000}`;
    await addLoadViaApi(shipper.request, await referenceIds(shipper.request), { from, to: 'Kochi Port' });
    await saveDocumentsViaApi(shipper.request, 'shipper', [
      ['20', PDF_FILE],
      ['22', PNG_FILE],
    ]);

    const viewer = await party(browser, 'transporter', 'Ravi Kumar', { baseURL: server.baseURL });
    await viewer.page.goto('/c/Loads');
    const card = viewer.page.getByTestId('load-card').filter({ hasText: from });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('verified-badge')).toHaveCount(0);

    // The operator: any role, signed in as usual, at a phone's width.
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 360, height: 740 },
    });
    await signInViaApi(context, 'broker', undefined, operatorMobile);
    const page = await context.newPage();
    await page.goto('/ops');
    const queue = page.getByTestId('ops-document').filter({ hasText: 'Imran Shaikh' });
    await expect(queue).toHaveCount(2);
    for (let left = 2; left > 0; left--) {
      await queue.first().getByRole('button', { name: 'Approve' }).click();
      await expect(queue).toHaveCount(left - 1);
    }
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByTestId('audit-entry').filter({ hasText: 'Approved a document' })).toHaveCount(2);

    await viewer.page.reload();
    await expect(card.getByTestId('verified-badge')).toBeVisible();
    await context.close();
    await shipper.context.close();
    await viewer.context.close();
  } finally {
    await server.close();
  }
});
