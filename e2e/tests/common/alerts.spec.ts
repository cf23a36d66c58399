import { expect, test } from '@playwright/test';
import { party } from '../../support/bidding';

test.describe('[COMMON][ALERTS] alert settings', () => {
  test('[DRIVER][ALERTS] reaches Alerts from the profile, changes what comes by SMS, and finds it kept after a reload', async ({
    browser,
  }) => {
    const { page, context } = await party(browser, 'driver', 'Suresh Naik', {
      viewport: { width: 360, height: 740 },
    });
    await page.goto('/Driver/Profile');
    await page.getByRole('link', { name: 'Alerts on your phone' }).click();
    await expect(page).toHaveURL('/c/Alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    // No service worker here (and no VAPID keys on the test server): SMS is the channel.
    await expect(page.getByTestId('phone-alerts-unavailable')).toHaveText(
      'Notifications on this phone are not available here, so alerts come by SMS.',
    );

    const newBid = page.getByRole('checkbox', { name: 'A new bid on my load or truck' });
    const laneMatched = page.getByRole('checkbox', { name: 'A new load or truck on my saved lanes' });
    const always = page.getByRole('radio', { name: 'Always' });
    await expect(newBid).toBeChecked();
    await expect(laneMatched).not.toBeChecked();
    await newBid.uncheck();
    await laneMatched.check();
    await always.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Alert settings saved.')).toBeVisible();

    await page.reload();
    await expect(laneMatched).toBeChecked();
    await expect(newBid).not.toBeChecked();
    await expect(always).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'My bid is accepted' })).toBeChecked();
    await context.close();
  });
});
