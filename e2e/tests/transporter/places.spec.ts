import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { dayFromToday, fillPlace, referenceId, uniqueToken } from '../../support/marketplace';
import { signInViaApi } from '../../support/session';

/** Hindi texts of the marketplace screens, read from the files the server serves. */
const hindi = JSON.parse(
  readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../packages/contract/locales/hi/marketplace.json',
    ),
    'utf8',
  ),
) as { screens: { fields: Record<string, string>; search: Record<string, string> } };

test.describe('[TRANSPORTER][MARKETPLACE] places in the screen’s language', () => {
  test('[TRANSPORTER][MARKETPLACE] in Hindi, types नागपुर, picks the suggestion, searches and sees the load at नागपुर', async ({
    page,
    context,
    browser,
  }) => {
    const token = uniqueToken();
    // A shipper's load from Nagpur, stored as the English label a picked suggestion sends.
    const shipper = await browser.newContext();
    await signInViaApi(shipper, 'shipper');
    const response = await shipper.request.post('/api/Transpoter/AddLoad', {
      data: {
        material_id: await referenceId(shipper.request, 'getAllMaterials', 'Cement'),
        capacity_id: await referenceId(shipper.request, 'getAllTruckCapacities', '9 Tonnes'),
        truck_type_id: await referenceId(shipper.request, 'getAllTruckTypes', 'Full Body'),
        pickupLoc: 'Nagpur, Maharashtra',
        deliveryLoc: `Depot ${token}, Surat`,
        pickupDate: dayFromToday(4),
        no_of_trucks: 1,
        comments: null,
      },
    });
    expect(response.status()).toBe(201);
    await shipper.close();

    await signInViaApi(context, 'transporter');
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'hi'));
    await page.goto('/Transpoter/Loads');
    const pickup = page.getByRole('combobox', { name: hindi.screens.fields.pickupLocation });
    await pickup.fill('नागपुर');
    const option = page.getByRole('option', { name: 'नागपुर, महाराष्ट्र' });
    await option.click();
    // The field shows the place in Hindi; the search sends the English label.
    await expect(pickup).toHaveValue('नागपुर, महाराष्ट्र');
    await page.getByRole('button', { name: hindi.screens.search.submit, exact: true }).click();
    await expect(page).toHaveURL(/pickupLoc=Nagpur%2C\+Maharashtra/);
    const card = page.getByTestId('load-card').filter({ hasText: `Depot ${token}` });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('route')).toContainText('नागपुर, महाराष्ट्र');
    await expect(card.getByTestId('route')).not.toContainText('Nagpur');

    // Typed in Hindi without picking, the search still finds it.
    await fillPlace(pickup, 'नागपुर');
    await page.getByRole('button', { name: hindi.screens.search.submit, exact: true }).click();
    await expect(page).toHaveURL(/pickupLoc=%E0%A4%A8/);
    await expect(page.getByTestId('load-card').filter({ hasText: `Depot ${token}` })).toHaveCount(1);
  });
});
