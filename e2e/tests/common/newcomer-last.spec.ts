import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { localeText } from '../../support/locale-text';
import { signInViaApi } from '../../support/session';

/**
 * The last things a newcomer tripped on: empty profile details that read like a fault, a lazy
 * screen opened without a network, and the landing header in the longest scripts.
 */

/** The screen's language, as a phone set to it has it. */
const speak = (context: BrowserContext, language: string) =>
  context.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);

/**
 * A shipper's dashboard in `language`, fully loaded; then `breakIt` (the network or the server)
 * and a tap on Feedback in the menu, whose code was never fetched; the error screen's heading is
 * `title` (an `errorScreen` key) and its detail `detail`.
 */
async function openFeedbackBroken(
  page: Page,
  context: BrowserContext,
  language: string,
  breakIt: () => Promise<unknown>,
  screen: { title: string; detail: string },
) {
  await speak(context, language);
  await signInViaApi(context, 'shipper');
  await page.goto('/Shipper');
  await expect(page.getByTestId('achievements-card')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await breakIt();
  const menu = page
    .locator('aside')
    .getByRole('navigation', { name: localeText(language, 'translation', 'nav.sidebar') });
  await menu.getByRole('link', { name: localeText(language, 'translation', 'nav.feedback') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: localeText(language, 'translation', screen.title) }),
  ).toBeVisible();
  await expect(page.getByTestId('error-detail')).toHaveText(
    localeText(language, 'translation', screen.detail),
  );
}

test('[SHIPPER][PROFILE] in Hindi an empty detail says "not added yet" with an Add link to the form that fills it', async ({
  page,
  context,
}) => {
  await speak(context, 'hi');
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(context, 'shipper');
  await page.goto('/Shipper/Profile');
  const details = page.getByTestId('basic-details');
  await expect(details.getByTestId('gstin')).toHaveText(localeText('hi', 'profile', 'page.noData'));
  await expect(details).not.toContainText('जानकारी नहीं मिली');
  const gstin = localeText('hi', 'profile', 'fields.gstin');
  await details
    .getByRole('link', { name: localeText('hi', 'profile', 'page.addLabel', { field: gstin }) })
    .click();
  await expect(page).toHaveURL('/Shipper/EditProfile');
});

test('[SHIPPER][OFFLINE] a screen whose code has not loaded says "No connection" in Tamil, and Try again opens it once back online', async ({
  page,
  context,
}) => {
  // Feedback's code was never fetched: without a network its import fails.
  await openFeedbackBroken(page, context, 'ta', () => context.setOffline(true), {
    title: 'errorScreen.offlineTitle',
    detail: 'errorScreen.offlineText',
  });
  await expect(page.locator('body')).not.toContainText(/dynamically imported|Failed to fetch|Error/);

  // At 360 px the offline banner sits under the header and above the message, all on screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveText(localeText('ta', 'translation', 'offline.bannerShort'));
  const retry = page.getByTestId('error-retry');
  await expect(retry).toBeInViewport({ ratio: 1 });
  const bannerBox = (await banner.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headingBox.y);
  expect(bannerBox.y).toBeGreaterThanOrEqual((await page.getByRole('banner').boundingBox())!.height - 1);

  await context.setOffline(false);
  await retry.click();
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('ta', 'feedback', 'title') }),
  ).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('[SHIPPER][RELEASE] online, a screen whose code the server no longer has says the app was updated in Hindi, and Reload opens it', async ({
  page,
  context,
}) => {
  // A release since the page opened: the files it has not fetched yet are gone (404).
  await openFeedbackBroken(
    page,
    context,
    'hi',
    () => page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: '' })),
    { title: 'errorScreen.updatedTitle', detail: 'errorScreen.updatedText' },
  );
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // The new release is there once the page reloads.
  await page.unroute('**/assets/**');
  await page.getByRole('button', { name: localeText('hi', 'translation', 'errorScreen.reload') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('hi', 'feedback', 'title') }),
  ).toBeVisible();
});

for (const language of ['ml', 'ta']) {
  test(`[PUBLIC][LANDING][I18N] the landing header in ${language} keeps every link on one line at 1024, 1280 and 360 px`, async ({
    page,
    context,
  }) => {
    await speak(context, language);
    const signIn = localeText(language, 'translation', 'nav.signInLink');
    const header = page.getByRole('banner');
    await page.goto('/');
    for (const width of [1024, 1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      // Nothing wider than the screen, and the bar keeps its one-row height.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Polled: the page was prerendered in English, and the app renders it anew in the
      // visitor's language (main.tsx takeOver), with a moment between the two with no header.
      await expect.poll(async () => (await header.boundingBox())?.height).toBeLessThanOrEqual(65);
      const menuButton = header.getByRole('button', {
        name: localeText(language, 'translation', 'nav.openMenu'),
      });
      if (width >= 1280) {
        await expect(menuButton).toBeHidden();
      } else {
        await menuButton.click();
      }
      const link = header.getByRole('link', { name: signIn });
      await expect(link).toBeVisible();
      // One line: the link is no taller than its 44 px touch target.
      await expect.poll(async () => (await link.boundingBox())?.height).toBeLessThanOrEqual(44);
      await page.screenshot({ path: test.info().outputPath(`landing-${language}-${width}.png`) });
      if (width < 1280)
        await header
          .getByRole('button', { name: localeText(language, 'translation', 'nav.closeMenu') })
          .click();
    }
  });
}
