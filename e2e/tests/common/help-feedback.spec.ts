import { expect, test } from '@playwright/test';
import { signInViaApi } from '../../support/session';

interface Feedback {
  text: string;
  rating: number;
  created_at: string;
}

test.describe('[COMMON][FEEDBACK] Feedback', () => {
  test('[BROKER][FEEDBACK] feedback with a keyboard-chosen rating is stored', async ({ page, context }) => {
    await signInViaApi(context, 'broker');
    await page.goto('/c/Feedback');
    const text = page.getByLabel('Your feedback');
    const message = 'Finding return loads is quick. Please show the distance on each load.';
    await text.fill(message);
    await expect(page.getByTestId('feedback-counter')).toHaveText(`${message.length} / 2000 characters`);

    // The rating is a radio group: Tab into it, Space picks the first star, arrows move.
    await text.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '1 star, Poor' })).toBeFocused();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByTestId('feedback-thanks')).toContainText('Thank you for your feedback!');
    const response = await page.request.get('/api/Transpoter/feedback');
    expect(response.ok()).toBe(true);
    const stored = ((await response.json()) as { data: Feedback[] }).data;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ text: message, rating: 4 });
    expect(Date.now() - Date.parse(stored[0]!.created_at)).toBeLessThan(60_000);

    await page.getByRole('button', { name: 'Send more feedback' }).click();
    await expect(page.getByLabel('Your feedback')).toHaveValue('');
  });

  test('[SHIPPER][FEEDBACK] empty text, too long text and no rating are refused on the screen', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/c/Feedback');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please write your feedback')).toBeVisible();
    await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();

    await page.getByLabel('Your feedback').fill('a'.repeat(2001));
    await expect(page.getByTestId('feedback-counter')).toHaveText('2001 / 2000 characters');
    await expect(page.getByText('Feedback can be up to 2,000 characters')).toBeVisible();
    await page.getByRole('radio', { name: '5 stars, Excellent' }).check({ force: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('feedback-thanks')).toHaveCount(0);
    const stored = (await (await page.request.get('/api/Transpoter/feedback')).json()) as {
      data: Feedback[];
    };
    expect(stored.data).toEqual([]);
  });
});

test.describe('[COMMON][HELP] Help', () => {
  test('[TRANSPORTER][HELP] the contact tiles call and mail; the chat form sends a help request', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'transporter');
    await page.goto('/c/Help');
    await expect(page.getByTestId('help-call')).toHaveAttribute('href', 'tel:+918047182020');
    await expect(page.getByTestId('help-mail')).toHaveAttribute('href', 'mailto:support@lorrybazaar.in');

    await page.getByTestId('help-chat').click();
    const dialog = page.getByRole('dialog', { name: 'Send us a message' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please choose a topic')).toBeVisible();
    await dialog.getByLabel('Topic').selectOption({ label: 'Payments and membership' });
    await dialog.getByLabel('Message').fill('My UPI payment was taken but the plan did not change.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByTestId('help-request-sent')).toContainText('We have received your message.');
    // One clear confirmation: the dialog says it, no toast repeats it under the backdrop.
    await expect(page.getByTestId('toast')).toHaveCount(0);

    const response = await page.request.get('/api/Transpoter/helpRequest');
    const stored = ((await response.json()) as { data: { topic: string; message: string }[] }).data;
    expect(stored).toEqual([
      expect.objectContaining({
        topic: 'payments',
        message: 'My UPI payment was taken but the plan did not change.',
        status: 'open',
      }),
    ]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('[DRIVER][HELP] the four tutorials of the landing page and the public FAQ are on Help', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'driver');
    await page.goto('/c/Help');
    const tutorials = page.getByTestId('help-tutorials').getByRole('link');
    await expect(tutorials).toHaveCount(4);
    for (const id of ['searchLoad', 'postLoad', 'searchTruck', 'addTruck']) {
      const link = page.getByTestId(`help-tutorial-${id}`);
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // The same four as the landing page.
    await page.goto('/');
    await expect(page.locator('#vedios a')).toHaveCount(4);
    const landing = await page
      .locator('#vedios a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.goto('/c/Help');
    await expect(tutorials).toHaveCount(4);
    const help = await tutorials.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(help).toEqual(landing);

    const faq = page.getByTestId('help-faq-item');
    expect(await faq.count()).toBeGreaterThan(5);
    const drivers = faq.filter({ hasText: 'How much do drivers pay?' });
    await drivers.locator('summary').click();
    await expect(drivers).toContainText('₹75');
    await page.getByRole('link', { name: 'See all questions' }).click();
    await expect(page).toHaveURL('/faq');
  });
});
