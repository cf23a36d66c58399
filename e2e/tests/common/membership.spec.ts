import { expect, test, type Page } from '@playwright/test';
import { AREA, signInViaApi, type Role } from '../../support/session';

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayInIndia = (ms: number) => INDIA_DATE.format(new Date(ms));
/** A YYYY-MM-DD day as the screens show it (apps/web/src/lib/format.ts): "9 Dec 2026". */
const shownDate = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
    .format(new Date(`${day}T00:00:00Z`))
    .replace('Sept', 'Sep');

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
  test('[TRANSPORTER][MEMBERSHIP] the 15-day trial starts once and shows its end date', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'transporter');
    await page.goto('/c/UpgradeMembership');
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Membership' })).toBeVisible();
    // The plans come from the server with their prices in rupees.
    await expect(page.getByTestId('plan-card-basic').getByTestId('plan-price')).toHaveText('₹500');
    await expect(page.getByTestId('plan-card-advanced').getByTestId('plan-price')).toHaveText('₹700');
    await expect(page.getByTestId('plan-card-premium').getByTestId('plan-price')).toHaveText('₹999');
    await expect(page.getByTestId('current-plan-name')).toHaveText('Free');

    const before = Date.now();
    await page
      .getByTestId('plan-card-premium')
      .getByRole('button', { name: 'Start 15-day free trial' })
      .click();
    const ends = [dayInIndia(before + 15 * 864e5), dayInIndia(Date.now() + 15 * 864e5)];
    await expect(page.getByRole('status').filter({ hasText: 'Your free trial has started' })).toBeVisible();
    const text = page.getByTestId('current-plan-text');
    await expect(text).toContainText('Your Premium free trial ends on');
    const shown = (await text.textContent())!.match(/\d{1,2} [A-Z][a-z]{2} \d{4}/)![0];
    expect(ends.map(shownDate)).toContain(shown);
    await expect(page.getByTestId('days-left')).toHaveText('15 days left');
    await expect(page.getByTestId('subscription-status')).toHaveText('Free trial');
    // Once per user: no trial button any more, anywhere, also after a reload.
    await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('current-plan-text')).toContainText(`ends on ${shown}`);
    await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
    await expect(page.getByText('You have already used your free trial.')).toHaveCount(0);

    const sub = await mySubscription(page);
    expect(sub).toMatchObject({
      status: 'trial',
      plan_code: 'premium',
      expires_on: ends.find((day) => shownDate(day) === shown),
      trial_available: false,
    });
    const again = await page.request.post('/api/Transpoter/startTrial', { data: { plan_id: '2' } });
    expect(again.status()).toBe(409);
    expect((await again.json()).code).toBe('membership:errors.trialUsed');
  });

  test('[SHIPPER][MEMBERSHIP] the sandbox payment extends the plan by a month; a failed one changes nothing', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/c/UpgradeMembership');
    const today = dayInIndia(Date.now());

    await page.getByTestId('plan-card-advanced').getByRole('button', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/c\/Checkout\/\d+$/);
    await expect(page.getByText('Test payment', { exact: true })).toBeVisible();
    await expect(page.getByTestId('checkout-amount')).toHaveText('₹700');
    await page.getByRole('button', { name: 'Pay ₹700' }).click();

    await expect(page).toHaveURL('/c/UpgradeMembership');
    await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toBeVisible();
    const paid = await mySubscription(page);
    expect(paid).toMatchObject({ status: 'active', plan_code: 'advanced' });
    expect([monthAfter(today), monthAfter(dayInIndia(Date.now()))]).toContain(paid.expires_on);
    await expect(page.getByTestId('current-plan-text')).toHaveText(
      `Your Advanced plan is paid until ${paid.expires_on}.`,
    );
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');

    // Pay again: one more month from the current expiry.
    // (The first payment's toast may still be showing: wait for the round trip and the new date.)
    await page.getByTestId('plan-card-advanced').getByRole('button', { name: 'Add 1 month' }).click();
    await expect(page).toHaveURL(/\/c\/Checkout\/\d+$/);
    await page.getByRole('button', { name: 'Pay ₹700' }).click();
    await expect(page).toHaveURL('/c/UpgradeMembership');
    await expect.poll(async () => (await mySubscription(page)).expires_on).toBe(monthAfter(paid.expires_on!));
    const twice = await mySubscription(page);
    await expect(page.getByTestId('current-plan-text')).toContainText(twice.expires_on!);

    // A failed payment: told so, the plan as it was.
    await page.getByTestId('plan-card-premium').getByRole('button', { name: 'Upgrade' }).click();
    await expect(page.getByTestId('checkout-amount')).toHaveText('₹999');
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The payment failed. Your plan has not changed.' }),
    ).toBeVisible();
    expect(await mySubscription(page)).toEqual(twice);
    await expect(page.getByTestId('current-plan-text')).toContainText(
      `Your Advanced plan is paid until ${twice.expires_on}`,
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
    // Drivers see only their subscription, and their trial runs from registration.
    await expect(page.getByTestId('plan-card-basic')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
    const trial = await mySubscription(page);
    expect(trial.status).toBe('trial');
    await expect(page.getByTestId('current-plan-text')).toContainText(
      `Your free trial ends on ${trial.trial_ends_on}.`,
    );

    await card.getByRole('button', { name: 'Subscribe for ₹75' }).click();
    await page.getByRole('button', { name: 'Pay ₹75' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toBeVisible();
    const paid = await mySubscription(page);
    expect(paid).toMatchObject({ status: 'active', plan_code: 'driver_monthly' });
    expect(paid.expires_on).toBe(monthAfter(trial.trial_ends_on!));
    await expect(page.getByTestId('current-plan-text')).toContainText(`paid until ${paid.expires_on}`);
    // It renews automatically, and the driver can switch that off.
    const autoRenew = page.getByRole('checkbox', { name: 'Renew automatically every month' });
    await expect(autoRenew).toBeChecked();
    // The box follows the server's answer.
    await autoRenew.click();
    await expect(page.getByRole('status').filter({ hasText: 'Automatic renewal is off.' })).toBeVisible();
    await expect(autoRenew).not.toBeChecked();
  });

  for (const role of ['transporter', 'broker', 'shipper', 'driver'] as Role[]) {
    test(`[${role.toUpperCase()}][MEMBERSHIP] the sidebar opens Upgrade Membership, Help and Feedback`, async ({
      page,
      context,
    }) => {
      await signInViaApi(context, role);
      await page.goto(`/${AREA[role]}`);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('link', { name: 'Upgrade Membership' }).click();
      await expect(page).toHaveURL('/c/UpgradeMembership');
      await expect(page.getByTestId('current-plan')).toBeVisible();
      await nav.getByRole('link', { name: 'Help', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
      await nav.getByRole('link', { name: 'Feedback' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    });
  }
});
