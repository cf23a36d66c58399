import { expect, test } from '@playwright/test';
import { party } from '../../support/bidding';
import { PDF_FILE, PNG_FILE, saveDocumentsViaApi } from '../../support/marketplace';
import { operatorContext, serverWithOperator } from '../../support/operator';
import { codeFor } from '../../support/outbox';
import { defaultProfile, signInViaApi } from '../../support/session';

/** A second code for a number may be sent 30 s after the first (docs/decisions/003). */
const RESEND_WAIT_MS = 31_000;

/**
 * The operator console's way in and its screens (decision 050): /ops signed out leads to sign-in
 * and back, an operator's menu links the console, a document opens inside the console, and
 * suspending asks in the app's own dialog (never the browser's confirm()).
 */
test.describe('[OPERATOR][OPS] the way into the console', () => {
  test.describe.configure({ timeout: 150_000 });

  test('[OPERATOR][OPS] /ops signed out asks to sign in and comes back; the menu of an operator’s account links the console', async ({
    browser,
  }) => {
    const { server, operatorMobile } = await serverWithOperator();
    try {
      // The operator's broker account exists (its first code is sent now).
      const before = await browser.newContext({ baseURL: server.baseURL });
      await signInViaApi(before, 'broker', defaultProfile('broker'), operatorMobile);
      // The resend wait runs from that code, sent before the sign-in above returned.
      const started = Date.now();
      await before.close();

      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 360, height: 740 },
      });
      const page = await context.newPage();
      await page.goto('/ops');
      await expect(page.getByRole('alert')).toContainText('Sign in with your operator mobile number');
      await page.getByTestId('ops-sign-in').click();
      await expect(page).toHaveURL('/?next=%2Fops#register-as');

      await page.waitForTimeout(Math.max(0, started + RESEND_WAIT_MS - Date.now()));
      await page.getByTestId('register-card-broker').click();
      const dialog = page.getByRole('dialog', { name: 'Sign In As Broker' });
      await dialog.getByLabel('Mobile number').fill(operatorMobile);
      const sent = Date.now();
      await dialog.getByRole('button', { name: 'Get OTP' }).click();
      // The code is typed once its boxes are there: typed sooner, it would be lost.
      await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
      await page.keyboard.type(await codeFor(operatorMobile, sent));
      await dialog.getByRole('button', { name: 'Proceed' }).click();
      await expect(page).toHaveURL('/ops');
      await expect(page.getByRole('navigation', { name: 'Console menu' })).toBeVisible();

      // In the app, the menu has the console one tap away.
      await page.goto('/Broker');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Operator console' }).click();
      await expect(page).toHaveURL('/ops');
      await context.close();

      // Anyone else's menu does not.
      const other = await party(browser, 'broker', 'Anita Shah', { baseURL: server.baseURL });
      await other.page.goto('/Broker');
      await expect(other.page.getByTestId('dashboard-greeting')).toBeVisible();
      await expect(other.page.getByRole('link', { name: 'Operator console' })).toHaveCount(0);
      await other.context.close();
    } finally {
      await server.close();
    }
  });

  test('[OPERATOR][SHIPPER][OPS] a picture opens inside the console; suspending asks in the app’s dialog', async ({
    browser,
  }) => {
    const { server, operatorMobile } = await serverWithOperator({ DRIVER_VERIFICATION: 'manual' });
    try {
      const shipper = await party(browser, 'shipper', 'Imran Shaikh', { baseURL: server.baseURL });
      await saveDocumentsViaApi(shipper.request, 'shipper', [
        ['20', PDF_FILE],
        ['22', PNG_FILE],
      ]);
      const context = await operatorContext(
        browser,
        { baseURL: server.baseURL, operatorMobile },
        { width: 360, height: 740 },
      );
      const page = await context.newPage();
      // No browser dialog may open anywhere in this test.
      page.on('dialog', (native) => {
        throw new Error(`a browser dialog opened: ${native.message()}`);
      });
      await page.goto('/ops');
      const rows = page.getByTestId('ops-document').filter({ hasText: 'Imran Shaikh' });
      const gst = rows.filter({ hasText: 'GST Certificate' });
      const open = gst.getByRole('button', { name: 'Open document' });
      await open.click();
      const viewer = page.getByRole('dialog', { name: 'GST Certificate' });
      const image = viewer.getByTestId('document-image');
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(open).toBeFocused();
      // A PDF opens in the browser's own viewer, in a new tab.
      await expect(
        rows.filter({ hasText: 'Business Registration' }).getByRole('link', { name: 'Open document' }),
      ).toHaveAttribute('target', '_blank');

      // Suspend: the app's dialog, Cancel keeps the user, Suspend signs them out.
      const shipperId = (await (await shipper.request.get('/api/Transpoter/Me')).json()) as {
        User: { users_id: string };
      };
      await page.goto(`/ops/users/${shipperId.User.users_id}`);
      await page.getByLabel('Why (saved in the audit log)').fill('Fake loads');
      await page.getByRole('button', { name: 'Suspend' }).click();
      const ask = page.getByRole('dialog', { name: 'Suspend Imran Shaikh?' });
      await expect(ask).toContainText('They are signed out at once');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toHaveCount(0);
      await expect(page.getByTestId('suspended')).toHaveCount(0);
      await page.getByRole('button', { name: 'Suspend' }).click();
      await ask.getByRole('button', { name: 'Suspend' }).click();
      await expect(page.getByTestId('suspended')).toBeVisible();
      expect((await shipper.request.get('/api/Transpoter/Me')).status()).not.toBe(200);
      await Promise.all([context, shipper.context].map((c) => c.close()));
    } finally {
      await server.close();
    }
  });
});
