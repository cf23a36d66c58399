import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/a11y';

const PAGES = [
  '/',
  '/privacy-policy',
  '/terms-and-condition',
  '/faq',
  '/cancellation-and-refunds',
  '/shipping-policy',
  '/pricing-policy',
  '/licences',
];

test.describe('[PUBLIC][A11Y] axe-core finds no serious or critical violation', () => {
  for (const path of PAGES) {
    test(`[PUBLIC][A11Y] ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('[PUBLIC][A11Y] the landing page in Hindi at 360 px with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'hi'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
    await expect(page.locator('#public-menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('[PUBLIC][A11Y] an open FAQ entry', async ({ page }) => {
    await page.goto('/faq');
    await page.getByTestId('faq-item').first().locator('summary').click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
