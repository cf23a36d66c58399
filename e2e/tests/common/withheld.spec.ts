import { expect, test } from '@playwright/test';
import { signInViaApi } from '../../support/session';

/**
 * Reports count people (docs/decisions/042): six new people (½ each) withhold a user's listings;
 * the user's own screens say so and the appeal opens Help's form on its topic.
 */
test.describe('[COMMON][TRUST] a withheld user is told and appeals', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[SHIPPER][TRUST] reported by six new people: Your Loads says so, the appeal reaches Help', async ({
    page,
    context,
    browser,
  }) => {
    const { record } = await signInViaApi(context, 'shipper');
    await page.goto('/c/YourLoads');
    await expect(page.getByRole('heading', { name: 'Your Loads', level: 1 })).toBeVisible();
    await expect(page.getByTestId('withheld-notice')).toHaveCount(0);

    for (let i = 0; i < 6; i += 1) {
      const reporter = await browser.newContext();
      await signInViaApi(reporter, 'transporter');
      const answer = await reporter.request.post('/api/Transpoter/reports', {
        data: { target_kind: 'user', target_id: Number(record.users_id), reason: 'fake_load' },
      });
      expect(answer.status()).toBe(201);
      await reporter.close();
    }

    await page.reload();
    const notice = page.getByTestId('withheld-notice');
    await expect(notice).toContainText('Your loads and trucks are hidden from the marketplace');
    await notice.getByRole('link', { name: 'Appeal' }).click();
    await expect(page).toHaveURL(/\/c\/Help\?topic=appeal$/);
    const form = page.getByRole('dialog');
    await expect(form.getByLabel('Topic')).toHaveValue('appeal');
    await form
      .getByLabel('Message')
      .fill('These reports came from a rival on the same lane. My loads are real.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('help-request-sent')).toBeVisible();

    const stored = (await (await page.request.get('/api/Transpoter/helpRequest')).json()) as {
      data: { topic: string }[];
    };
    expect(stored.data.map((request) => request.topic)).toEqual(['appeal']);
  });
});
