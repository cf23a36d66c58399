import { expect, test, type Page } from '@playwright/test';
import { allTexts, text } from './public-text';

async function chooseLanguage(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'English, Choose language', exact: true })
    .click();
  await page.getByRole('button', { name }).click();
  // The picker closes on choice.
  await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
}

/** English texts (≥ 4 characters, differing in the other language) still visible on the page. */
async function leftoverEnglish(page: Page, language: string) {
  await page.waitForLoadState('networkidle');
  const visible = await page.locator('body').innerText();
  const translated = allTexts(language);
  return [...allTexts('en')]
    .filter(([key, english]) => english.length >= 4 && translated.get(key) !== english)
    .map(([, english]) => english.replaceAll('{{brand}}', 'LorryBazaar'))
    .filter((english) => !english.includes('{{') && visible.includes(english));
}

test.describe('[PUBLIC][I18N] language picker', () => {
  test('[PUBLIC][I18N] switches the landing page to Hindi, loads its font, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await chooseLanguage(page, 'हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'landing.headline'));
    await expect(page.getByTestId('register-card-driver')).toContainText(
      text('hi', 'landing.cards.driver.title'),
    );
    await expect(page.locator('#vedios h2')).toHaveText(text('hi', 'landing.tutorials.heading'));
    await expect(page.locator('footer')).toContainText(text('hi', 'footer.privacy'));
    expect(await leftoverEnglish(page, 'hi')).toEqual([]);
    await expect(page).toHaveTitle(text('hi', 'meta.landingTitle'));

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'landing.headline'));
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('hi');
    // The Devanagari web font is loaded, so the text renders on a machine without Indic fonts.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          let loaded = false;
          document.fonts.forEach((font) => {
            if (font.family.includes('Noto Sans Devanagari') && font.status === 'loaded') loaded = true;
          });
          return loaded;
        }),
      )
      .toBe(true);
  });

  test('[PUBLIC][I18N] switches a policy page to Tamil and survives a reload', async ({ page }) => {
    await page.goto('/privacy-policy');
    await chooseLanguage(page, 'தமிழ்');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const title = text('ta', 'pages.privacy.title');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | LorryBazaar`);
    expect(await leftoverEnglish(page, 'ta')).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });

  for (const [language, name] of [
    ['kn', 'ಕನ್ನಡ'],
    ['te', 'తెలుగు'],
    ['ml', 'മലയാളം'],
    ['bn', 'বাংলা'],
  ] as const) {
    test(`[PUBLIC][I18N] the landing page and the FAQ read in ${language}`, async ({ page }) => {
      await page.goto('/');
      await chooseLanguage(page, name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'landing.headline'));
      expect(await leftoverEnglish(page, language)).toEqual([]);
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'pages.faq.title'));
      await expect(page.getByTestId('faq-item')).toHaveCount(14);
      expect(await leftoverEnglish(page, language)).toEqual([]);
    });
  }

  for (const language of ['en', 'hi', 'kn', 'te', 'ta', 'ml', 'bn']) {
    test(`[PUBLIC][I18N] ${language} fits a 360 px screen on the landing page and the terms`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);
      for (const path of ['/', '/terms-and-condition']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${language} ${path}`).toBeLessThanOrEqual(360);
      }
    });
  }
});
