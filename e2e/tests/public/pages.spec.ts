import { expect, test } from '@playwright/test';
import { LEGAL_PAGES, publicText, text } from './public-text';

test.describe('[PUBLIC][PAGES] policy and help pages', () => {
  for (const { path, key, link } of LEGAL_PAGES) {
    test(`[PUBLIC][PAGES] the footer link "${text('en', link)}" reaches ${path}`, async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Legal' })
        .getByRole('link', { name: text('en', link) })
        .click();
      await expect(page).toHaveURL(path);
      const title = text('en', `pages.${key}.title`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // A new page opens at its top, not where the footer was.
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page).toHaveTitle(`${title} | LorryBazaar`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        text('en', `pages.${key}.description`),
      );
      await expect(page.getByText('Last updated: 01/06/2025')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test('[PUBLIC][PAGES] the pricing policy takes effect on 01/06/2025 and states every price', async ({
    page,
  }) => {
    await page.goto('/pricing-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText('Effective from 01/06/2025');
    for (const price of ['₹75 per month', 'free trial', 'no paid plan to buy']) {
      await expect(main).toContainText(price);
    }
    // The business plans are no longer sold (docs/decisions/008-membership.md): no price for them.
    for (const retired of ['₹500', '₹700', '₹999', '15-day trial']) {
      await expect(main).not.toContainText(retired);
    }
    await expect(main).toContainText('renews automatically');
    await expect(main).toContainText('no commission');
  });

  test('[PUBLIC][PAGES] the terms state mediation, arbitration at Kozhikode and the 10-day rule', async ({
    page,
  }) => {
    await page.goto('/terms-and-condition');
    const main = page.getByRole('main');
    for (const term of [
      'mediation for 60 days',
      'Kozhikode, Kerala',
      'within 10 days',
      'technology facilitator',
      '₹75 per month',
      'UPI, card or other in-app payment gateways',
      'valid driving licence and vehicle documents and complete KYC',
      'no commission',
    ]) {
      await expect(main).toContainText(term);
    }
  });

  test('[PUBLIC][PAGES] the FAQ shows 14 questions that expand and collapse', async ({ page }) => {
    await page.goto('/faq');
    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(14);
    const faq = publicText('en').pages as { faq: { items: { q: string; a: string }[] } };
    for (const [index, entry] of faq.faq.items.entries()) {
      const item = items.nth(index);
      const answer = entry.a.replaceAll('{{brand}}', 'LorryBazaar');
      await expect(item.locator('summary')).toHaveText(entry.q.replaceAll('{{brand}}', 'LorryBazaar'));
      await expect(item.getByText(answer)).toBeHidden();
      await item.locator('summary').click();
      await expect(item).toHaveAttribute('open', '');
      await expect(item.getByText(answer)).toBeVisible();
      await item.locator('summary').click();
      await expect(item).not.toHaveAttribute('open');
    }
  });

  test('[PUBLIC][PAGES] FAQ entries open and close from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const first = page.getByTestId('faq-item').first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('faq-item').nth(1)).toHaveAttribute('open', '');
  });

  test('[PUBLIC][PAGES] every policy page links to the others', async ({ page }) => {
    await page.goto('/privacy-policy');
    const others = page.getByRole('navigation', { name: 'Policies and help' }).getByRole('link');
    // Every other page of the list (the Licences page among them).
    await expect(others).toHaveCount(LEGAL_PAGES.length - 1);
    await others.filter({ hasText: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
  });
});
