import { expect, test } from '@playwright/test';
import { dayFromToday, uniqueToken } from '../../support/marketplace';
import { shownDate } from '../../support/dates';
import { defaultProfile, signInViaApi } from '../../support/session';

test.describe('[SHIPPER][LOADS] loads', () => {
  test('[SHIPPER][LOADS] adds a load and a transporter finds it by a location fragment', async ({
    page,
    context,
    browser,
  }) => {
    await signInViaApi(context, 'shipper');
    const token = uniqueToken();
    const pickup = `Chakan MIDC Gate ${token}`;
    const pickupDate = dayFromToday(3);

    // The sidebar lists the loads screens; Your Loads starts empty.
    await page.goto('/Shipper');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByRole('link', { name: 'Your Loads' }).click();
    await expect(page).toHaveURL('/c/YourLoads');
    await expect(page.getByTestId('empty-state')).toHaveText('No loads found.');
    await page.getByRole('link', { name: 'Add Load' }).click();
    await expect(page).toHaveURL('/c/AddLoad');

    // Free text is accepted as a place; a suggestion can be picked from the list.
    await page.getByRole('combobox', { name: 'Pickup Location' }).fill(pickup);
    const delivery = page.getByRole('combobox', { name: 'Delivery Location' });
    await delivery.fill('Nashi');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions for Delivery Location' });
    await suggestions.getByRole('option', { name: 'Nashik, Maharashtra' }).click();
    await expect(delivery).toHaveValue('Nashik, Maharashtra');
    await expect(suggestions).toBeHidden();
    await page.getByLabel('Pickup Date').fill(pickupDate);
    await page.getByLabel('Material').selectOption({ label: 'Steel' });
    await page.getByLabel('Weight').selectOption({ label: '9 Tonnes' });
    await page.getByLabel('Truck Type').selectOption({ label: 'Open Body' });
    // The counter starts at 1; two trucks are needed.
    const counter = page.getByRole('group', { name: 'No of Trucks' });
    await expect(counter.getByTestId('stepper-value')).toHaveText('1');
    await counter.getByRole('button', { name: 'Increase No of Trucks' }).click();
    await expect(counter.getByTestId('stepper-value')).toHaveText('2');
    await page.getByLabel('Comments (optional)').fill('Coils need a covered truck');
    await page.getByRole('button', { name: 'Add Load' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Load added successfully' })).toBeVisible();
    await expect(page).toHaveURL('/c/YourLoads');
    const mine = page.getByTestId('own-load-card');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Steel');
    await expect(mine).toContainText('9 Tonnes');
    await expect(mine).toContainText(pickup);
    await expect(mine).toContainText('Nashik, Maharashtra');
    await expect(mine.getByTestId('pickup-date')).toHaveText(shownDate(pickupDate));

    // A transporter, in another browser, searches the marketplace by a piece of the place.
    const other = await browser.newContext();
    const transporter = await other.newPage();
    await signInViaApi(other, 'transporter');
    await transporter.goto('/c/Marketplace');
    await expect(transporter.getByRole('tab', { name: 'Loads' })).toHaveAttribute('aria-selected', 'true');
    await transporter.getByRole('combobox', { name: 'Pickup Location' }).fill(`midc gate ${token}`);
    await transporter.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(transporter).toHaveURL(/pickupLoc=midc\+gate/);
    const card = transporter.getByTestId('load-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Steel' })).toBeVisible();
    await expect(card).toContainText('9 Tonnes');
    await expect(card).toContainText(pickup);
    await expect(card).toContainText('Nashik, Maharashtra');
    await expect(card).toContainText(`Posted ${shownDate()}`);
    await expect(card.getByTestId('poster')).toContainText(defaultProfile('shipper').name);
    await expect(card.getByTestId('poster')).toContainText('Shipper');

    // A fragment that matches nothing says so.
    await transporter.getByRole('combobox', { name: 'Pickup Location' }).fill(`no such gate ${token}x`);
    await transporter.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(transporter.getByTestId('empty-state')).toHaveText('No loads found.');
    // The empty list offers the way out: Clear search brings back every load.
    await transporter.getByTestId('empty-clear').click();
    await expect(transporter).not.toHaveURL(/pickupLoc=/);
    await expect(transporter.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue('');
    await expect(transporter.getByTestId('load-card').first()).toBeVisible();
    await other.close();
  });

  test('[SHIPPER][LOADS] Add Load shows every message on empty submission', async ({ page, context }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/c/AddLoad');
    await page.getByRole('button', { name: 'Add Load' }).click();
    for (const message of [
      'Pickup Location is required.',
      'Delivery Location is required.',
      'Pickup Date is required.',
      'Material selection is required.',
      'Weight selection is required.',
      'Truck Type selection is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The counter never goes below 1.
    const counter = page.getByRole('group', { name: 'No of Trucks' });
    await expect(counter.getByRole('button', { name: 'Decrease No of Trucks' })).toBeDisabled();
    await expect(counter.getByTestId('stepper-value')).toHaveText('1');
    // Comments are optional, but two words are not enough.
    await page.getByLabel('Comments (optional)').fill('Handle carefully');
    await page.getByRole('button', { name: 'Add Load' }).click();
    await expect(page.getByText('Comments should contain at least 3 words.')).toBeVisible();
    await expect(page).toHaveURL('/c/AddLoad');
  });

  test('[SHIPPER][LOADS] a failed Add Load is told to the user, not only logged', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/c/AddLoad');
    await page.getByRole('combobox', { name: 'Pickup Location' }).fill('Hosur, Tamil Nadu');
    await page.getByRole('combobox', { name: 'Delivery Location' }).fill('Salem, Tamil Nadu');
    await page.getByLabel('Pickup Date').fill(dayFromToday(1));
    await page.getByLabel('Material').selectOption({ label: 'Cement' });
    await page.getByLabel('Weight').selectOption({ label: '9 Tonnes' });
    await page.getByLabel('Truck Type').selectOption({ label: 'Full Body' });
    await page.route('**/api/Transpoter/AddLoad', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Internal Server Error',
          message: 'boom',
          code: 'errors.server',
          issues: [],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Add Load' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to add load. Please try again.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/c/AddLoad');
    // What was typed is still there to try again.
    await expect(page.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue('Hosur, Tamil Nadu');
  });
});
