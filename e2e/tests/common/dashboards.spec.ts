import { expect, test, type Page } from '@playwright/test';
import { addLoadViaApi, addTruck, bidOnLoadViaApi, referenceIds } from '../../support/bidding';
import { AREA, defaultProfile, signInViaApi, type Role } from '../../support/session';

/**
 * Each role's home tells them what needs their attention: their real name, the bids
 * waiting for their answer, shortcuts to their own screens, profile completion, plan and
 * achievements, and for transporters and brokers the marketplace below.
 */
const SHORTCUTS: Record<Role, [string, string][]> = {
  transporter: [
    ['Search Loads', '/Transpoter/Loads'],
    ['Add Load', '/Transpoter/AddLoad'],
    ['Search Truck', '/Transpoter/Trucks'],
    ['Add Truck', '/Transpoter/AddTruck'],
  ],
  broker: [
    ['Search Loads', '/Broker/Loads'],
    ['Add Load', '/Broker/AddLoad'],
    ['Search Truck', '/Broker/Trucks'],
    ['Add Truck', '/Broker/AddTruck'],
  ],
  shipper: [
    ['Search Truck', '/c/Trucks'],
    ['Add Load', '/c/AddLoad'],
  ],
  driver: [
    ['Search Loads', '/c/Loads'],
    ['Add Truck', '/c/AddTruck'],
  ],
};

const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

for (const role of Object.keys(SHORTCUTS) as Role[]) {
  test(`${role}: the dashboard shows real figures and each shortcut opens the role's screen`, async ({
    page,
    context,
  }) => {
    await signInViaApi(context, role);
    await page.goto(`/${AREA[role]}`);
    await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Hello, ${defaultProfile(role).name}`);
    await expect(page.getByRole('button', { name: 'No bids waiting for your answer' })).toBeVisible();
    // A new account: e-mail given, no picture, address or documents yet.
    await expect(page.getByTestId('profile-percent')).toHaveText(/^\d+% complete$/);
    const percent = Number((await page.getByTestId('profile-percent').textContent())!.replace(/\D/g, ''));
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(100);
    // Four gaps (picture, address, two documents): three named, the fourth counted, as the
    // profile page lists four.
    const gaps = page.getByTestId('profile-completion').getByRole('listitem');
    await expect(gaps).toHaveCount(4);
    await expect(page.getByTestId('profile-more-gaps')).toHaveText('…and 1 more');
    await expect(page.getByTestId('plan-name')).toHaveText(
      role === 'driver' ? 'Driver subscription' : 'Free',
    );
    // Only the figures the role can raise: a driver posts no loads.
    await expect(page.getByTestId('figure-bids_won')).toHaveText('0');
    await expect(page.getByTestId('figure-loads_posted')).toHaveCount(role === 'driver' ? 0 : 1);
    if (role !== 'driver') await expect(page.getByTestId('figure-loads_posted')).toHaveText('0');
    await expect(page.getByRole('heading', { level: 2, name: 'Marketplace', exact: true })).toHaveCount(
      role === 'transporter' || role === 'broker' ? 1 : 0,
    );

    await expect(shortcuts(page).getByRole('link')).toHaveText(SHORTCUTS[role].map(([label]) => label));
    for (const [label, path] of SHORTCUTS[role]) {
      await shortcuts(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('error-detail')).toHaveCount(0);
      await page.goBack();
    }

    await page.getByRole('link', { name: 'Complete now' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AREA[role]}/Edit(Profile|Documents|BasicDetails)$`));
  });
}

test('the bell counts a new bid from another user and opens it for an answer', async ({ browser }, info) => {
  // A transporter (on a phone) posts a load; a broker, in another browser, bids on it through the API.
  const owner = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await signInViaApi(owner, 'transporter');
  const ids = await referenceIds(owner.request);
  const loadId = await addLoadViaApi(owner.request, ids, { from: 'Nagpur', to: 'Raipur' });
  const page = await owner.newPage();
  await page.goto('/Transpoter');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('No bids waiting for your answer');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await bell.click();
  await expect(page.getByTestId('notification-panel')).toContainText('Nothing is waiting for you');

  const bidder = await browser.newContext();
  await signInViaApi(bidder, 'broker');
  const { truckId, regNumber } = await addTruck(bidder.request, ids);
  await bidOnLoadViaApi(bidder.request, { loadId, truckId, amount: 42_000 });

  await page.reload();
  await expect(bell).toHaveAccessibleName('1 bid waiting for your answer');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toContainText('₹42,000');
  await page.screenshot({ path: info.outputPath('bell-360.png') });
  await panel.getByRole('link', { name: 'Answer' }).click();
  await expect(page).toHaveURL(`/c/ViewBidsLoad/${loadId}`);
  // The bid review screen shows the broker's bid, ready for an answer.
  await expect(page.getByRole('main')).toContainText(regNumber);
  await expect(page.getByRole('main')).toContainText('42,000');
  await owner.close();
  await bidder.close();
});

for (const width of [360, 1280]) {
  test(`a transporter's dashboard at ${width} px`, async ({ page, context }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signInViaApi(context, 'transporter');
    await page.goto('/Transpoter');
    await expect(page.getByTestId('plan-name')).toBeVisible();
    await expect(page.getByTestId('figure-bids_won')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`dashboard-${width}.png`), fullPage: true });
  });
}
