import { expect, test, type Page } from '@playwright/test';
import { shownDate } from '../../support/dates';
import { AREA, signInViaApi, type Role } from '../../support/session';

/** One calendar month after a YYYY-MM-DD date, the day clamped to the month's end (31 Jan → 28 Feb). */
function monthAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

interface Subscription {
  status: string;
  plan_code: string;
  expires_on: string | null;
  trial_ends_on: string | null;
  trial_available: boolean;
}
async function mySubscription(page: Page): Promise<Subscription> {
  const response = await page.request.get('/api/Transpoter/mySubscription');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Subscription }).data;
}

test.describe('[COMMON][MEMBERSHIP] Upgrade Membership', () => {
  test('[TRANSPORTER][MEMBERSHIP] only the Free plan is shown: paid plans that give nothing are not sold', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'transporter');
    await page.goto('/c/UpgradeMembership');
    await expect(page.getByTestId('plan-card-free')).toBeVisible();
    for (const code of ['basic', 'advanced', 'premium']) {
      await expect(page.getByTestId(`plan-card-${code}`)).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /free trial|Upgrade/ })).toHaveCount(0);
    // No trial was ever offered, so none is said to be used; the dashboard offers no upgrade.
    await expect(page.getByText('You have already used your free trial.')).toHaveCount(0);
    await page.goto('/Transpoter');
    await expect(page.getByTestId('plan-card').getByRole('link', { name: 'Manage plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade now' })).toHaveCount(0);
    // The server refuses them too, with a message that says why.
    const refused = await page.request.post('/api/Transpoter/checkout', { data: { plan_id: '4' } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This plan is not offered: it adds nothing to the free plan.',
    );
  });

  test('[DRIVER][MEMBERSHIP] sees the ₹75 monthly subscription and its free trial; paying adds a month after the trial', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'driver');
    await page.goto('/c/UpgradeMembership');
    const card = page.getByTestId('plan-card-driver_monthly');
    await expect(card.getByRole('heading', { name: 'Driver subscription' })).toBeVisible();
    await expect(card.getByTestId('plan-price')).toHaveText('₹75');
    await expect(card).toContainText('per month');
    await expect(card).toContainText('Renews automatically every month.');
    // What it gives, from the server's plan data: each one is enforced for a lapsed driver.
    await expect(card.getByTestId('plan-benefits').getByRole('listitem')).toHaveText([
      'Bid on loads across India',
      'Send counter offers on bids',
      'Accept bids on your truck and turn them into trips',
      'Post your truck where load owners can find it',
    ]);
    // Drivers see only their subscription, and their trial runs from registration.
    await expect(page.getByTestId('plan-card-basic')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
    const trial = await mySubscription(page);
    expect(trial.status).toBe('trial');
    await expect(page.getByTestId('current-plan-text')).toContainText(
      `Your free trial ends on ${shownDate(trial.trial_ends_on!)}.`,
    );

    await card.getByRole('button', { name: 'Subscribe for ₹75' }).click();
    await page.getByRole('button', { name: 'Pay ₹75' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toBeVisible();
    const paid = await mySubscription(page);
    expect(paid).toMatchObject({ status: 'active', plan_code: 'driver_monthly' });
    expect(paid.expires_on).toBe(monthAfter(trial.trial_ends_on!));
    await expect(page.getByTestId('current-plan-text')).toContainText(
      `paid until ${shownDate(paid.expires_on!)}`,
    );
    // It renews automatically, and the driver can switch that off.
    const autoRenew = page.getByRole('checkbox', { name: 'Renew automatically every month' });
    await expect(autoRenew).toBeChecked();
    // The box follows the server's answer.
    await autoRenew.click();
    await expect(page.getByRole('status').filter({ hasText: 'Automatic renewal is off.' })).toBeVisible();
    await expect(autoRenew).not.toBeChecked();
  });

  for (const role of ['transporter', 'broker', 'shipper', 'driver'] as Role[]) {
    // A free role's entry names its membership: it has nothing to upgrade to.
    const entry = role === 'driver' ? 'Upgrade Membership' : 'Membership';
    test(`[${role.toUpperCase()}][MEMBERSHIP] the sidebar opens ${entry}, Help and Feedback`, async ({
      page,
      context,
    }) => {
      await signInViaApi(context, role);
      await page.goto(`/${AREA[role]}`);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('link', { name: entry, exact: true }).click();
      await expect(page).toHaveURL('/c/UpgradeMembership');
      await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
      await expect(page.getByTestId('current-plan')).toBeVisible();
      await nav.getByRole('link', { name: 'Help', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
      await nav.getByRole('link', { name: 'Feedback' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    });
  }
});
