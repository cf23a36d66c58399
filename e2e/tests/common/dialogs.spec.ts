import { expect, test, type Locator } from '@playwright/test';
import { fillBid, openBidDialog } from '../../support/bid-dialog';
import {
  acceptViaApi,
  addLoadViaApi,
  addTruck,
  bidOnLoadViaApi,
  party,
  referenceIds,
} from '../../support/bidding';
import { overlap } from '../../support/layout';
import { uniqueToken } from '../../support/marketplace';
import { uniqueMobile } from '../../support/outbox';
import { signInViaApi } from '../../support/session';

/** The element the keyboard is on: inside `within`? */
const focusIsIn = (within: Locator) => within.evaluate((element) => element.contains(document.activeElement));

/** What is drawn at the centre of `locator`: the element itself (or inside it), not something over it. */
async function drawnOnTop(locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  return locator.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

test.describe('[COMMON][A11Y] dialogs, the drawer and toasts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[COMMON][AUTH] after Get OTP the first code box has the focus', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByTestId('register-card-driver').click();
    const dialog = page.getByRole('dialog', { name: 'Sign In As Driver' });
    // Opened: the mobile field, not the page behind, has the keyboard.
    await expect(dialog.getByLabel('Mobile number')).toBeFocused();
    await dialog.getByLabel('Mobile number').fill(uniqueMobile());
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
    // Escape closes it, and the card that opened it has the focus again.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('register-card-driver')).toBeFocused();
  });

  test('[SHIPPER][BIDS] focus follows the answer dialog into the counter offer and back; Escape closes it', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const shipper = await party(browser, 'shipper', 'Imran Shaikh', {
      viewport: { width: 360, height: 740 },
    });
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    const ids = await referenceIds(shipper.request);
    const loadId = await addLoadViaApi(shipper.request, ids, { from: `Chakan ${token}`, to: 'Nashik' });
    const { truckId } = await addTruck(transporter.request, ids);
    await bidOnLoadViaApi(transporter.request, { loadId, truckId, amount: 3500 });

    const page = shipper.page;
    await page.goto(`/c/ViewBidsLoad/${loadId}`);
    const answer = page.getByTestId('bid-row').getByRole('button', { name: 'Accept / Counter / Decline' });
    await answer.click();
    const dialog = page.getByRole('dialog', { name: 'Accept / Counter / Decline' });
    await expect(dialog.getByRole('button', { name: 'Accept ₹3,500' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Make a counter offer' }).click();
    // The step replaced the button that had the focus: the amount field takes it, not the page.
    await expect(dialog.getByRole('textbox', { name: 'Your counter offer' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(answer).toBeFocused();
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });

  test('[COMMON][LAYOUT] the phone menu: Close comes first, Escape closes it, Logout asks once', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInViaApi(context, 'transporter');
    await page.goto('/Transpoter');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    const close = drawer.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    // The first control in the drawer is Close, not Logout.
    expect(
      await drawer.evaluate((element) =>
        element.querySelector('button, a[href]')?.getAttribute('aria-label'),
      ),
    ).toBe('Close menu');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    // One tap on Logout asks first; "Stay signed in" (the safe answer) has the focus.
    await menu.click();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    const ask = page.getByRole('dialog', { name: 'Log out?' });
    await expect(ask.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeFocused();
    await expect(page).toHaveURL('/Transpoter');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await ask.getByRole('button', { name: 'Yes, log out' }).click();
    await expect(page).toHaveURL('/');
  });

  test("[TRANSPORTER][BIDS] a failed bid's message shows above the dialog at 360 px", async ({ browser }) => {
    const token = uniqueToken();
    const from = `Ranjangaon ${token}`;
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    const rival = await party(browser, 'transporter', 'Asha Menon');
    const transporter = await party(browser, 'transporter', 'Ravi Kumar', {
      viewport: { width: 360, height: 740 },
    });
    const ids = await referenceIds(shipper.request);
    const loadId = await addLoadViaApi(shipper.request, ids, { from, to: 'Nashik' });
    const { regNumber } = await addTruck(transporter.request, ids);

    const page = transporter.page;
    const dialog = await openBidDialog(page, from);
    await fillBid(dialog, regNumber, '3500');

    // Meanwhile the load is booked with another truck: this bid is refused.
    const rivalTruck = await addTruck(rival.request, ids);
    await acceptViaApi(
      shipper.request,
      await bidOnLoadViaApi(rival.request, { loadId, truckId: rivalTruck.truckId, amount: 3400 }),
    );
    await dialog.getByRole('button', { name: 'Confirm Bidding' }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('role', 'alert');
    // Above the modal's backdrop: inside the dialog, and nothing drawn over it.
    await expect(dialog.getByTestId('toast')).toHaveCount(1);
    await expect(toast).toContainText('This load is no longer available for bids.');
    // The toast lets clicks through but its close button; that button is what is on top there.
    expect(await drawnOnTop(toast.getByRole('button', { name: 'Dismiss' }))).toBe(true);
    expect(await focusIsIn(dialog)).toBe(true);
    await Promise.all([shipper, rival, transporter].map((p) => p.context.close()));
  });

  test('[COMMON][LAYOUT] a toast covers no page title, at 360 and 1280 px', async ({ page, context }) => {
    await signInViaApi(context, 'broker');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      // Feedback's failure shows a toast while its title is on screen.
      await page.route('**/api/Transpoter/feedback', (route) =>
        route.fulfill({ status: 503, json: { error: 'Unavailable', code: 'errors.unavailable' } }),
      );
      await page.goto('/c/Feedback');
      await page.getByLabel('Your feedback').fill('Return loads are quick to find here.');
      await page.getByRole('radio', { name: '4 stars, Very good' }).check({ force: true });
      await page.getByRole('button', { name: 'Submit' }).click();
      const toast = page.getByTestId('toast').last();
      await expect(toast).toBeVisible();
      const title = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(title).toBeInViewport();
      expect(await overlap(toast, title)).toBe(false);
      expect(await overlap(toast, page.getByRole('banner'))).toBe(false);
    }
  });
});
