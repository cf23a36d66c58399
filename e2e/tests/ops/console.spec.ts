import { expect, test } from '@playwright/test';
import { addLoadViaApi, party, referenceIds } from '../../support/bidding';
import { PDF_FILE, PNG_FILE, saveDocumentsViaApi } from '../../support/marketplace';
import { openConsole, serverWithOperator } from '../../support/operator';

/**
 * The operator console end to end under DRIVER_VERIFICATION=manual (docs/decisions/029): a
 * shipper's documents wait in the queue, an operator approves them, and the shipper's load shows
 * "Verified" to others. Its own server: the suite's approves documents on upload.
 */
test('[OPERATOR][SHIPPER][OPS] an operator approves the documents and the owner’s load shows Verified', async ({
  browser,
}) => {
  const { server, operatorMobile } = await serverWithOperator({ DRIVER_VERIFICATION: 'manual' });
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
    const { context, page } = await openConsole(
      browser,
      { baseURL: server.baseURL, operatorMobile },
      { viewport: { width: 360, height: 740 } },
    );
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

/**
 * A rejected document, as its owner reads it in Hindi on a phone: the profile names the reason
 * the operator chose (not the operator's note) and the notification names the document.
 */
test('[OPERATOR][DRIVER][OPS] a rejected document tells its owner which one and why, in their language', async ({
  browser,
}) => {
  const { server, operatorMobile } = await serverWithOperator({ DRIVER_VERIFICATION: 'manual' });
  try {
    const driver = await party(browser, 'driver', 'वेंकट रमणा', {
      baseURL: server.baseURL,
      viewport: { width: 360, height: 740 },
    });
    await driver.context.addInitScript(() => localStorage.setItem('i18nextLng', 'hi'));
    await saveDocumentsViaApi(driver.request, 'driver', [
      ['23', PNG_FILE],
      ['24', PDF_FILE],
    ]);

    const { context, page } = await openConsole(browser, { baseURL: server.baseURL, operatorMobile });
    const insurance = page
      .getByTestId('ops-document')
      .filter({ hasText: 'वेंकट रमणा' })
      .filter({ hasText: 'Vehicle Insurance' });
    await insurance.getByRole('button', { name: 'Reject', exact: true }).click();
    await insurance.getByLabel('Reason').selectOption({ label: 'Wrong document' });
    await insurance.getByLabel('Note (optional)').fill('An RC photo, not the policy');
    await insurance.getByRole('button', { name: 'Reject document' }).click();
    await expect(insurance).toHaveCount(0);

    const dp = driver.page;
    await dp.goto('/Driver/Profile');
    const rejected = dp.getByTestId('document-24');
    await expect(rejected.getByTestId('document-reason')).toHaveText(
      'स्वीकार नहीं हुआ: गलत दस्तावेज़। कृपया इसे फिर से अपलोड करें।',
    );
    await expect(rejected).not.toContainText('An RC photo');
    await expect(dp.getByTestId('document-23').getByTestId('document-reason')).toHaveCount(0);

    await dp.goto('/c/Notifications');
    await expect(dp.getByText('आपका दस्तावेज़ स्वीकार नहीं हुआ: वाहन बीमा। कृपया इसे फिर से अपलोड करें।')).toBeVisible();
    await context.close();
    await driver.context.close();
  } finally {
    await server.close();
  }
});
