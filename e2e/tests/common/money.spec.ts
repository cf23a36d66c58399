import { expect, test } from '@playwright/test';
import { bookedPuneChennaiTrip } from '../../support/bidding';

test.describe('[COMMON][MONEY] the trip money on record', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[SHIPPER][TRANSPORTER] on a 360 px phone the shipper records the advance, the transporter confirms it, both see it paid', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await bookedPuneChennaiTrip(browser);
    const sp = shipper.page;
    const tp = transporter.page;
    await sp.setViewportSize({ width: 360, height: 740 });
    await tp.setViewportSize({ width: 360, height: 740 });

    // The transporter has the trip open before anything is recorded: what the shipper records
    // reaches their Money card live (the payment.recorded notification), without a reload.
    await tp.goto(`/c/Schedule/${scheduleId}`);
    await expect(tp.getByTestId('trip-money')).toContainText('No payments recorded yet.');

    await sp.goto(`/c/Schedule/${scheduleId}`);
    const card = sp.getByTestId('trip-money');
    await expect(card.getByRole('heading', { name: 'Money' })).toBeVisible();
    await expect(card.getByTestId('money-agreed')).toHaveText('₹42,000');
    await expect(card.getByTestId('money-outstanding')).toHaveText('₹42,000');
    await expect(card).toContainText('No payments recorded yet.');

    // The form says what is missing; then the advance paid by UPI.
    await card.getByRole('button', { name: 'Record a payment' }).click();
    const form = card.getByTestId('payment-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Choose what the line is for.')).toBeVisible();
    await form.getByLabel('What for').selectOption('advance');
    await form.getByLabel('Amount (₹)').fill('25,000');
    await form.getByLabel('Paid by').selectOption('upi');
    await form.getByLabel('Reference: UTR or cheque number (optional)').fill('UTR20261128AB12');
    const saved = sp.waitForResponse((r) => r.url().endsWith('/api/Transpoter/tripPayments'));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(201);
    const line = card.getByTestId('money-line-advance');
    await expect(line).toContainText('₹25,000');
    await expect(line).toContainText('Recorded by you');
    await expect(line.getByTestId('money-line-state')).toHaveText('Waiting for the other side');
    // The recorder does not answer their own line.
    await expect(line.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await expect(card).toContainText('₹25,000 waiting for confirmation');

    // The transporter sees it recorded by the load owner, live, and confirms it.
    const theirs = tp.getByTestId('trip-money').getByTestId('money-line-advance');
    await expect(theirs).toContainText('Recorded by the load owner');
    await expect(theirs).toContainText('UTR20261128AB12');
    const confirmed = tp.waitForResponse((r) => r.url().endsWith('/confirm'));
    await theirs.getByRole('button', { name: 'Confirm' }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(theirs.getByTestId('money-line-state')).toHaveText('Confirmed');
    await expect(tp.getByTestId('money-paid')).toHaveText('₹25,000');
    await expect(tp.getByTestId('money-outstanding')).toHaveText('₹17,000');
    // Nothing wider than the phone.
    const overflow = await tp.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The transporter's notifications say who recorded what.
    await tp.goto('/c/Notifications');
    await expect(
      tp.getByText(
        /recorded a line on your trip .+: Advance ₹25,000\. Open the trip to confirm or dispute it\./,
      ),
    ).toBeVisible();

    // The shipper's card shows it confirmed live (payment.confirmed), without a reload.
    await expect(sp.getByTestId('money-line-advance').getByTestId('money-line-state')).toHaveText(
      'Confirmed',
    );
    await expect(sp.getByTestId('money-paid')).toHaveText('₹25,000');
    await expect(sp.getByTestId('money-overpaid')).toHaveCount(0);

    // A balance above what is still to pay (a zero too many) is said first, saved on a second
    // press; once confirmed, what was paid beyond the owed amount is shown, not lost in a ₹0.
    await card.getByRole('button', { name: 'Record a payment' }).click();
    await form.getByLabel('What for').selectOption('balance');
    await form.getByLabel('Amount (₹)').fill('170000');
    await form.getByLabel('Paid by').selectOption('upi');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText(
      'This is ₹1,53,000 more than the ₹17,000 still to pay. Save again to record it anyway.',
    );
    await expect(card.getByTestId('money-line-balance')).toHaveCount(0);
    const again = sp.waitForResponse((r) => r.url().endsWith('/api/Transpoter/tripPayments'));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await again).status()).toBe(201);
    const balance = tp.getByTestId('trip-money').getByTestId('money-line-balance');
    await tp.goto(`/c/Schedule/${scheduleId}`);
    await balance.getByRole('button', { name: 'Confirm' }).click();
    await expect(balance.getByTestId('money-line-state')).toHaveText('Confirmed');
    await expect(tp.getByTestId('money-outstanding')).toHaveText('₹0');
    await expect(tp.getByTestId('money-overpaid')).toHaveText('₹1,53,000');

    await shipper.context.close();
    await transporter.context.close();
  });
});
