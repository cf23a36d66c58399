import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shownDate } from '../../support/dates';
import {
  LR_FILE,
  addLoadViaApi,
  bookLoadViaApi,
  party,
  referenceIds,
  shipperAndTransporter,
  type Ids,
} from '../../support/bidding';
import { dayFromToday, uniqueToken } from '../../support/marketplace';
import { signInViaApi } from '../../support/session';

/**
 * Achievements (/c/Achievments) with the user's real figures and badges, the trip
 * documents screen (/c/View), Upgrade Membership inside the transporter area, and the polite
 * answer of a screen a role cannot use.
 */

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** `bidder` bids on `owner`'s new load with a new truck, and the owner accepts: one trip. */
async function acceptedBid(
  owner: APIRequestContext,
  bidder: APIRequestContext,
  ids: Ids,
  route: { from: string; to: string },
): Promise<{ scheduleId: string; regNumber: string }> {
  const loadId = await addLoadViaApi(owner, ids, route);
  const { scheduleId, regNumber } = await bookLoadViaApi(owner, bidder, ids, { loadId, amount: 4200 });
  return { scheduleId, regNumber };
}

test.describe('[COMMON][ACHIEVEMENTS] achievements and trip documents', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[TRANSPORTER][ACHIEVEMENTS] a transporter with a load and a bid won sees the figures and badges', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    const ids = await referenceIds(transporter.request);
    await addLoadViaApi(transporter.request, ids, { from: `Chakan ${token}`, to: 'Nhava Sheva' });
    await acceptedBid(shipper.request, transporter.request, ids, { from: `Hosur ${token}`, to: 'Chennai' });

    const page = transporter.page;
    await page.goto('/Transpoter');
    await page
      .locator('aside')
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Achievements' })
      .click();
    await expect(page).toHaveURL('/c/Achievments');
    await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    await expect(page.getByTestId('stat-loads-posted')).toHaveText('1');
    await expect(page.getByTestId('stat-trucks-posted')).toHaveText('0');
    await expect(page.getByTestId('stat-bids-won')).toHaveText('1');
    await expect(page.getByTestId('stat-schedules-completed')).toHaveText('0');
    // One date format on every screen and in every language (apps/web/src/lib/format.ts).
    const today = shownDate();
    await expect(page.getByTestId('stat-member-since')).toHaveText(today);

    const firstLoad = page.getByTestId('badge-first_load');
    await expect(firstLoad).toHaveAttribute('data-achieved', 'true');
    await expect(firstLoad.getByTestId('badge-state')).toHaveText('Achieved');
    await expect(page.getByTestId('badge-first_bid_won')).toHaveAttribute('data-achieved', 'true');
    await expect(page.getByTestId('badge-ten_loads').getByTestId('badge-state')).toHaveText('1 / 10');
    await expect(page.getByTestId('badge-ten_loads')).toHaveAttribute('data-achieved', 'false');
    await expect(page.getByTestId('badge-one_year_member').getByTestId('badge-state')).toHaveText(
      '0 / 365 days',
    );
    await expect(page.getByTestId('badges-summary')).toHaveText('2 of 9 earned');
    await shoot(page, 'achievements-transporter');

    // In Hindi the screen changes language and the date keeps its one shape.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'hi'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'उपलब्धियाँ' })).toBeVisible();
    await expect(page.getByTestId('stat-member-since')).toHaveText(today);
    await Promise.all([transporter, shipper].map((p) => p.context.close()));
  });

  test('[BROKER][ACHIEVEMENTS] a new user sees zeros and no badge earned', async ({ page, context }) => {
    await signInViaApi(context, 'broker');
    await page.goto('/c/Achievments');
    for (const id of ['loads-posted', 'trucks-posted', 'bids-won', 'schedules-completed'])
      await expect(page.getByTestId(`stat-${id}`)).toHaveText('0');
    await expect(page.getByTestId('badges-summary')).toHaveText('0 of 9 earned');
    await expect(page.locator('[data-achieved="true"]')).toHaveCount(0);
    await expect(page.getByTestId('badge-first_load').getByTestId('badge-state')).toHaveText('0 / 1');
    await shoot(page, 'achievements-new');
  });

  test('[SHIPPER][ACHIEVEMENTS] a shipper sees only what a shipper can earn: no truck postings', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/c/Achievments');
    await expect(page.getByTestId('stat-loads-posted')).toHaveText('0');
    await expect(page.getByTestId('stat-bids-won')).toHaveText('0');
    await expect(page.getByTestId('stat-trucks-posted')).toHaveCount(0);
    await expect(page.getByTestId('badges-summary')).toHaveText('0 of 7 earned');
    await expect(page.getByTestId('badge-first_load')).toBeVisible();
    await expect(page.getByTestId('badge-first_truck_posting')).toHaveCount(0);
    await expect(page.getByTestId('badge-ten_truck_postings')).toHaveCount(0);
    // The dashboard's card counts the same figures.
    await page.goto('/Shipper');
    await expect(page.getByTestId('figure-loads_posted')).toHaveText('0');
    await expect(page.getByTestId('figure-trucks_posted')).toHaveCount(0);
  });

  test('[SHIPPER][TRANSPORTER][SCHEDULES] /c/View: a party picks a trip and uploads its lorry receipt', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    const from = `Talegaon ${token}`;
    const { scheduleId, regNumber } = await acceptedBid(shipper.request, transporter.request, ids, {
      from,
      to: 'Nashik',
    });

    const page = shipper.page;
    await page.goto('/c/View');
    await expect(page.getByRole('heading', { level: 1, name: 'Trip documents' })).toBeVisible();
    await expect(page.getByText('Choose a trip above to see and upload its documents.')).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Trip' });
    const label = (await select.locator('option', { hasText: from }).textContent())!;
    expect(label).toContain(regNumber);
    await select.selectOption({ label });
    await expect(page).toHaveURL(`/c/View?schedule=${scheduleId}`);

    const lr = page.getByTestId('lorry-receipt');
    await expect(lr.getByTestId('lorry-receipt-none')).toBeVisible();
    // Picked up in three days: the day is said up front on both papers (the POD waits for it).
    const day = shownDate(dayFromToday(3));
    await expect(lr.getByTestId('lorry-receipt-note')).toHaveText(
      `Pickup is on ${day}. Upload the lorry receipt once the goods are loaded: it marks the trip in transit.`,
    );
    await expect(page.getByTestId('proof-of-delivery')).toContainText(
      `The proof of delivery can be uploaded from the pickup day, ${day}.`,
    );
    await expect(page.getByTestId('proof-of-delivery').getByRole('button', { name: 'Submit' })).toHaveCount(
      0,
    );
    await lr.getByRole('button', { name: 'Submit' }).click();
    await expect(lr.getByText('Please choose a file.')).toBeVisible();
    await shoot(page, 'trip-documents-chosen');
    await lr.getByLabel('Choose a file').setInputFiles(LR_FILE);
    await lr.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Lorry receipt uploaded. The trip is now in transit.')).toBeVisible();
    await expect(page.getByTestId('lorry-receipt-file')).toContainText(LR_FILE.name);
    await expect(page.getByTestId('schedule-status')).toHaveText('In transit');

    // The other party opens it from a link naming the trip, and sees the receipt.
    const other = transporter.page;
    await other.goto(`/c/View?schedule=${scheduleId}`);
    await expect(other.getByRole('combobox', { name: 'Trip' })).toHaveValue(scheduleId);
    await expect(other.getByTestId('lorry-receipt-file')).toContainText(LR_FILE.name);
    // The proof of delivery follows the lorry receipt, from the pickup day on (the server's rule):
    // /c/View says the day rather than offer an upload the server would refuse.
    await expect(other.getByTestId('proof-of-delivery')).toContainText(
      `The proof of delivery can be uploaded from the pickup day, ${day}.`,
    );
    await expect(other.getByTestId('lorry-receipt-note')).toHaveCount(0);
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });

  test('[DRIVER][SCHEDULES] /c/View without trips says so and points to the Marketplace', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'driver');
    await page.goto('/c/View');
    await expect(page.getByTestId('empty-state')).toContainText('You have no trips yet.');
    await shoot(page, 'trip-documents-empty');
    await page.getByRole('link', { name: 'Go to Marketplace' }).click();
    await expect(page).toHaveURL('/c/Marketplace');
  });

  test('[TRANSPORTER][MEMBERSHIP] Upgrade Membership opens inside the transporter area', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'transporter');
    await page.goto('/Transpoter/UpgradeMembership');
    await expect(page).toHaveURL('/Transpoter/UpgradeMembership');
    // A transporter has no paid plan to buy: the page is its membership (decision 008).
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect(page.getByTestId('plan-card-free').getByTestId('plan-price')).toBeVisible();
    await expect(page.getByTestId('error-detail')).toHaveCount(0);
  });

  test('[DRIVER][SHIPPER] a screen the role cannot use answers politely with a way on', async ({
    browser,
  }) => {
    const cases = [
      { role: 'driver', path: '/c/AddLoad' },
      { role: 'driver', path: '/c/YourLoads' },
      { role: 'shipper', path: '/c/AddTruck' },
    ] as const;
    for (const { role, path } of cases) {
      const context = await browser.newContext();
      await signInViaApi(context, role);
      const page = await context.newPage();
      await page.goto(path);
      const gate = page.getByTestId('role-gate');
      await expect(gate).toBeVisible();
      await expect(gate.getByRole('link', { name: 'Open Marketplace' })).toBeVisible();
      await context.close();
    }
  });
});
