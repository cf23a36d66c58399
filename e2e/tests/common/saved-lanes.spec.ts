import { expect, test } from '@playwright/test';
import { addLoadViaApi, party, referenceIds } from '../../support/bidding';
import { dayFromToday, uniqueToken } from '../../support/marketplace';

interface Notification {
  type: string;
  data: { loads_id?: string; savedLane_id?: string; lanes?: string[] };
}

test.describe('[COMMON][LANES] saved lanes', () => {
  // Two users and four screens.
  test.describe.configure({ timeout: 120_000 });

  test('[TRANSPORTER][SHIPPER][LANES] a transporter saves a search for loads from Kerala, renames it, is told of a shipper’s new load from Kozhikode, then deletes it', async ({
    browser,
  }) => {
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    const tp = transporter.page;

    // Search Load: without a pickup place, Save this search says what it needs.
    await tp.goto('/c/Loads');
    const form = tp.getByRole('search', { name: 'Search loads' });
    await form.getByRole('button', { name: 'Save this search' }).click();
    await expect(form.getByText('Enter a pickup place to save this search as a lane.')).toBeVisible();

    const pickup = form.getByRole('combobox', { name: 'Pickup Location' });
    await pickup.fill('Kerala');
    // Kerala's places are suggested over the form; Escape closes the list and keeps the text.
    await expect(tp.getByRole('option', { name: 'Palakkad, Kerala' })).toBeVisible();
    await pickup.press('Escape');
    await expect(tp.getByRole('listbox')).toHaveCount(0);
    await expect(pickup).toHaveValue('Kerala');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(tp).toHaveURL(/pickupLoc=Kerala/);
    await form.getByRole('button', { name: 'Save this search' }).click();
    await expect(
      tp.getByText(
        'Lane saved. Each new match shows in your Notifications; to hear of it with the app closed, turn on SMS in Alerts.',
      ),
    ).toBeVisible();
    // The search is not lost.
    await expect(form.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue('Kerala');
    await expect(form.getByText('Enter a pickup place to save this search as a lane.')).toHaveCount(0);

    // Saved lanes: the lane, then a new name for it.
    await form.getByRole('link', { name: 'Saved lanes' }).click();
    await expect(tp).toHaveURL('/c/SavedLanes');
    await expect(tp.getByRole('heading', { level: 1, name: 'Saved lanes' })).toBeVisible();
    await expect(tp.getByTestId('lanes-count')).toHaveText('1 of 20 lanes');
    const lane = tp.getByTestId('saved-lane');
    await expect(lane).toHaveCount(1);
    await expect(lane).toContainText('Loads');
    await expect(lane.getByTestId('lane-route')).toHaveText(/Kerala.*anywhere/);
    await lane.getByRole('button', { name: 'Rename' }).click();
    const renameDialog = tp.getByRole('dialog', { name: 'Rename lane' });
    const name = renameDialog.getByRole('textbox', { name: 'Lane name' });
    await name.fill('x'.repeat(61));
    await expect(renameDialog.getByText('61 / 60 characters')).toBeVisible();
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    await expect(renameDialog.getByText('A lane name can be at most 60 characters.')).toBeVisible();
    const laneName = `Kerala cement ${uniqueToken()}`;
    await name.fill(laneName);
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    await expect(renameDialog).toBeHidden();
    await expect(tp.getByText('Lane renamed.')).toBeVisible();
    await expect(lane.getByRole('heading', { name: laneName })).toBeVisible();

    // Search now opens Search Load on the lane.
    await lane.getByRole('link', { name: 'Search now' }).click();
    await expect(tp).toHaveURL(
      (url) => url.pathname === '/c/Loads' && url.searchParams.get('pickupLoc') === 'Kerala',
    );
    await tp.goBack();

    // A shipper adds a load from Kozhikode, Kerala: the transporter is told, naming the lane.
    const pickupDate = dayFromToday(3);
    const loadId = await addLoadViaApi(shipper.request, await referenceIds(shipper.request), {
      from: 'Kozhikode, Kerala',
      to: 'Pune, Maharashtra',
      pickupDate,
    });
    await expect
      .poll(async () => {
        const response = await transporter.request.get('/api/Transpoter/notifications');
        expect(response.ok()).toBe(true);
        const { data } = (await response.json()) as { data: Notification[] };
        return data.find((item) => item.type === 'lane.matched' && item.data.loads_id === loadId)?.data.lanes;
      })
      .toEqual([laneName]);

    // The alert's Open lands on the search of the new load's route, the load among few.
    await tp.goto('/c/Notifications');
    // It says what matched, once: the route, the material and the pickup date (not the lane's name).
    const [year, month, day] = pickupDate.split('-');
    const alert = tp.getByTestId('notification').filter({ hasText: 'Kozhikode' }).first();
    await expect(alert).toContainText(
      `New load on your saved lane: Kozhikode, Kerala → Pune, Maharashtra, Cement, pickup date ${day}/${month}/${year}.`,
    );
    await expect(alert).not.toContainText(laneName);
    await alert.getByRole('link', { name: 'Open' }).click();
    await expect(tp).toHaveURL(
      (url) =>
        url.pathname === '/c/Loads' &&
        url.searchParams.get('pickupLoc') === 'Kozhikode, Kerala' &&
        url.searchParams.get('deliveryLoc') === 'Pune, Maharashtra',
    );
    await expect(tp.getByTestId('load-card').filter({ hasText: 'Kozhikode' }).first()).toBeVisible();
    await expect(
      tp.getByTestId('load-card').filter({ hasText: 'Kerala' }).filter({ hasNotText: 'Pune' }),
    ).toHaveCount(0);

    // Saved lanes says where the SMS are turned on, and leads there.
    await tp.goto('/c/SavedLanes');
    await expect(tp.getByText('For an SMS as well, turn on saved lanes in Alerts.')).toBeVisible();
    await tp.getByRole('link', { name: 'SMS settings' }).click();
    await expect(tp).toHaveURL('/c/Alerts');
    await tp.goto('/c/SavedLanes');

    // Delete, after a confirm.
    await lane.getByRole('button', { name: 'Delete' }).click();
    const deleteDialog = tp.getByRole('dialog', { name: 'Delete' });
    await expect(deleteDialog).toContainText(laneName);
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(tp.getByText('Lane deleted.')).toBeVisible();
    await expect(lane).toHaveCount(0);
    await expect(tp.getByTestId('empty-state')).toHaveText(
      'No saved lanes yet. Search for loads or trucks and tap "Save this search".',
    );
    await expect(tp.getByTestId('lanes-count')).toHaveText('0 of 20 lanes');

    await transporter.context.close();
    await shipper.context.close();
  });
});
