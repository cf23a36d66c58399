import { expect, test } from '@playwright/test';
import { addLoadViaApi, party, referenceIds } from '../../support/bidding';
import { runSql } from '../../support/database';
import { uniqueMobile } from '../../support/outbox';
import { ownServer } from '../../support/own-server';
import { signInViaApi } from '../../support/session';

/**
 * A held load rejected with a reason (docs/decisions/057): the operator chooses why on a phone,
 * the load leaves the console's list, and its owner reads why in Hindi. The hold is made in the
 * database (a lane with a usual price takes weeks of trips; guardrails.test.ts holds one for real).
 */
test('[OPERATOR][SHIPPER][OPS] a held load rejected with a reason tells its owner why, in their language', async ({
  browser,
}) => {
  // Its own server, started twice (the hold is written while it is stopped): on a busy machine
  // that alone can take most of a minute.
  test.slow();
  const operatorMobile = uniqueMobile();
  const server = await ownServer({ OPERATOR_MOBILES: operatorMobile });
  try {
    const shipper = await party(browser, 'shipper', 'सुनील यादव', {
      baseURL: server.baseURL,
      viewport: { width: 360, height: 740 },
    });
    await shipper.context.addInitScript(() => localStorage.setItem('i18nextLng', 'hi'));
    const from = `Held Depot ${Date.now() % 100000}`;
    const loadId = await addLoadViaApi(shipper.request, await referenceIds(shipper.request), {
      from,
      to: 'Kochi Port',
    });
    await server.whileStopped(async (dataDir) => {
      await runSql(dataDir, `UPDATE loads SET status = 5 WHERE id = $1`, [Number(loadId)]);
      await runSql(
        dataDir,
        `INSERT INTO load_holds (load_id, user_id, asking, low, high, held_at)
         SELECT id, user_id, 100000, 30000, 34000, now() FROM loads WHERE id = $1`,
        [Number(loadId)],
      );
    });

    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 360, height: 740 },
    });
    await signInViaApi(context, 'broker', undefined, operatorMobile);
    const page = await context.newPage();
    await page.goto('/ops/reports');
    const row = page.getByTestId(`held-load-${loadId}`);
    await expect(row).toContainText(from);
    await expect(row).toContainText('Asking ₹1,00,000 a truck; usual ₹30,000–₹34,000');
    // Reject waits for a reason.
    await expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await row
      .getByLabel('Why it is not listed')
      .selectOption({ label: 'Looks like a request for a token or deposit' });
    const rejected = page.waitForResponse((r) => r.url().endsWith(`/api/ops/heldLoads/${loadId}/reject`));
    await row.getByRole('button', { name: 'Reject' }).click();
    expect((await rejected).status()).toBe(200);
    await expect(
      page.getByText('Load rejected: it will not be listed, and its poster is told why.'),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await shipper.page.goto('/c/Notifications');
    await expect(
      shipper.page.getByText(/^आपका लोड .+ लिस्ट नहीं किया गया: यह लोडिंग से पहले पैसे माँगने जैसा लगा।/),
    ).toBeVisible();
    await context.close();
    await shipper.context.close();
  } finally {
    await server.close();
  }
});
