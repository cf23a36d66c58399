import { expect, test } from '@playwright/test';
import { dayFromToday, fillPlace, referenceId, uniqueToken } from '../../support/marketplace';
import { signInViaApi } from '../../support/session';

test.describe('[TRANSPORTER][MARKETPLACE] marketplace', () => {
  test('[TRANSPORTER][MARKETPLACE] the Loads tab pages by 12 and never lists the searcher’s own loads', async ({
    page,
    context,
    browser,
  }) => {
    const token = uniqueToken();
    const place = `Bhiwandi Godown ${token}`;
    // Thirteen loads of a shipper, and one of the transporter's own, all from the same place.
    const shipper = await browser.newContext();
    await signInViaApi(shipper, 'shipper');
    const ids = {
      material_id: await referenceId(shipper.request, 'getAllMaterials', 'Cement'),
      capacity_id: await referenceId(shipper.request, 'getAllTruckCapacities', '9 Tonnes'),
      truck_type_id: await referenceId(shipper.request, 'getAllTruckTypes', 'Full Body'),
    };
    const load = (n: number) => ({
      ...ids,
      pickupLoc: place,
      deliveryLoc: `Depot ${n}, Surat`,
      pickupDate: dayFromToday(5),
      no_of_trucks: 1,
      comments: null,
    });
    for (let n = 1; n <= 13; n++) {
      const response = await shipper.request.post('/api/Transpoter/AddLoad', { data: load(n) });
      expect(response.status()).toBe(201);
    }
    await shipper.close();
    await signInViaApi(context, 'transporter');
    expect((await context.request.post('/api/Transpoter/AddLoad', { data: load(99) })).status()).toBe(201);

    await page.goto('/Transpoter/Loads');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Load' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Pickup Location' }).fill(place.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const cards = page.getByTestId('load-card');
    const paging = page.getByRole('navigation', { name: 'Loads: pages' });
    await expect(cards).toHaveCount(12);
    await expect(page.getByTestId('page-status')).toHaveText('Page 1 of 2');
    await expect(paging.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Newest first: the last load added leads page 1.
    await expect(cards.first()).toContainText('Depot 13, Surat');
    await paging.getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Depot 1, Surat');
    await expect(paging.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByText('Depot 99, Surat')).toHaveCount(0);

    // The search lives in the address: a reload keeps the filter and the page.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue(place.toUpperCase());
    await expect(cards).toHaveCount(1);
    // Clearing the search shows every open load again, from page 1.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL('/Transpoter/Loads');
    await expect(page.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue('');
  });

  test('[TRANSPORTER][MARKETPLACE] at 360 px the search folds behind a button and the cards stack', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInViaApi(context, 'transporter');
    await page.goto('/c/Marketplace');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await expect(page.getByRole('combobox', { name: 'Pickup Location' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('combobox', { name: 'Pickup Location' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('[TRANSPORTER][MARKETPLACE] a search the schema refuses says why, keeps the text and searches nothing', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'transporter');
    await page.goto('/c/Marketplace?tab=trucks');
    const from = page.getByRole('combobox', { name: 'From' });
    await from.fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('A location can be at most 100 characters.')).toBeVisible();
    await expect(from).toBeFocused();
    await expect(from).toHaveValue('x'.repeat(101));
    expect(new URL(page.url()).searchParams.has('postTrucks_from')).toBe(false);
    // Corrected, the search goes into the address.
    await fillPlace(from, 'Nashik');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/postTrucks_from=Nashik/);
    await expect(page.getByText('A location can be at most 100 characters.')).toHaveCount(0);
  });

  test('[TRANSPORTER][LOADS] the area routes open the same screens', async ({ page, context }) => {
    await signInViaApi(context, 'transporter');
    for (const [path, heading] of [
      ['/Transpoter/Trucks', 'Search Truck'],
      ['/Transpoter/YourLoads', 'Your Loads'],
      ['/Transpoter/AddLoad', 'Add Load'],
      ['/Transpoter/AddTruck', 'Add Truck'],
      ['/c/Truck', 'Search Truck'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});
