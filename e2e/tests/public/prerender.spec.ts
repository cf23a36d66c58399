import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../../support/session';
import { text } from './public-text';

/**
 * The public pages are prerendered in each language (docs/decisions/031-prerendered-public-pages.md):
 * the server sends the page's text in the HTML, in the language of the i18next cookie or else of
 * Accept-Language, and the app takes that markup over (hydrates it) instead of rendering anew.
 */

/** Console errors and warnings (a hydration mismatch is one), and uncaught errors, from now on. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Counts the page's <h1> elements taken out of the document from the first byte on: hydration
 * keeps the prerendered elements, rendering anew replaces them.
 */
async function countReplacedHeadings(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { replacedHeadings: number };
    counter.replacedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            counter.replacedHeadings += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { replacedHeadings: number }).replacedHeadings);
}

/** Opens the language picker and chooses a language, as a visitor does. */
async function chooseLanguage(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'English, Choose language', exact: true })
    .click();
  await page.getByRole('button', { name }).click();
}

test.describe('[PUBLIC][PRERENDER] without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('[PUBLIC][PRERENDER] the landing page is in the HTML, in English by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(text('en', 'meta.landingTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing.headline'));
    await expect(page.getByTestId('register-card-driver')).toContainText(
      text('en', 'landing.cards.driver.title'),
    );
    await expect(page.locator('footer')).toContainText(text('en', 'footer.privacy'));
    // The hero's first picture is fetched first, and no spinner stands in for the page.
    await expect(page.getByTestId('hero-slide-shipper').locator('img')).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('[PUBLIC][PRERENDER] the landing page in Hindi, by the i18next cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18next', value: 'hi', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(text('hi', 'meta.landingTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'landing.headline'));
    await expect(page.getByTestId('register-card-driver')).toContainText(
      text('hi', 'landing.cards.driver.title'),
    );
  });

  test('[PUBLIC][PRERENDER] the FAQ in Hindi, by Accept-Language (a phone set to hi-IN)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'pages.faq.title'));
    await expect(page).toHaveTitle(`${text('hi', 'pages.faq.title')} | LorryBazaar`);
    // The answers open without any script (<details>).
    await page.getByTestId('faq-item').first().locator('summary').click();
    await expect(page.getByTestId('faq-item').first()).toHaveAttribute('open', '');
    await context.close();
  });

  test('[PUBLIC][PRERENDER] a signed-in page is not prerendered: the app renders it', async ({ page }) => {
    await page.goto('/c/Marketplace');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('[PUBLIC][PRERENDER] with JavaScript', () => {
  test('[PUBLIC][PRERENDER] the app takes the landing page over without a warning, and the language switch works without a reload', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const replacedHeadings = await countReplacedHeadings(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'landing.headline'));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await chooseLanguage(page, 'हिन्दी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'landing.headline'));
    await expect(page.getByTestId('register-card-driver')).toContainText(
      text('hi', 'landing.cards.driver.title'),
    );
    await expect(page).toHaveTitle(text('hi', 'meta.landingTitle'));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    // The heading React switched to Hindi is the one the server sent.
    expect(await replacedHeadings()).toBe(0);
    expect(problems).toEqual([]);

    // The choice is the cookie the server reads: the next page comes in Hindi from the server.
    const html = await (await page.request.get('/faq', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<html lang="hi">');
  });

  test('[PUBLIC][PRERENDER] a Hindi page is taken over in Hindi and opens the sign-in modal', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18next', value: 'hi', url: baseURL! }]);
    const problems = watchConsole(page);
    const replacedHeadings = await countReplacedHeadings(page);
    await page.goto('/');
    await page.getByTestId('register-card-shipper').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'landing.headline'));
    expect(await replacedHeadings()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('[PUBLIC][PRERENDER] a language kept on the phone but not in the cookie wins over the page the server sent', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ta'));
    const problems = watchConsole(page);
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ta', 'pages.privacy.title'));
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('[PUBLIC][PRERENDER] a card tapped before the app arrived opens its dialog when the page is rendered anew in the phone’s language', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'bn'));
    // The app's script waits until the card is tapped on the page the server sent (English).
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const card = page.getByTestId('register-card-broker');
    await expect(card).toContainText(text('en', 'landing.cards.broker.title'));
    await card.click();
    await expect(card).toHaveAttribute('aria-busy', 'true');
    release();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('html')).not.toHaveAttribute('data-waiting');
  });

  test('[PUBLIC][PRERENDER] a signed-in user on the landing page gets their dashboard button, without a warning', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'transporter');
    const problems = watchConsole(page);
    await page.goto('/');
    const button = page.getByTestId('hero-sign-in');
    await expect(button).toHaveText('Dashboard');
    await expect(button).toHaveAttribute('href', '/Transpoter');
    await expect(page.locator('footer').getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '/c/Marketplace',
    );
    await button.click();
    await expect(page).toHaveURL('/Transpoter');
    expect(problems).toEqual([]);
  });
});

test.describe('[PUBLIC][PRERENDER] with the service worker', () => {
  // The worker's install (about 160 precache requests) shares the server with the page.
  test.describe.configure({ timeout: 120_000 });

  test('[PUBLIC][PRERENDER][OFFLINE] offline, the landing page reloads from the worker, in the visitor’s language', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18next', value: 'hi', url: baseURL! }]);
    await page.goto('/?sw=1');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // This visit goes through the worker, which keeps the translation files it fetches.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'landing.headline'));

    await context.setOffline(true);
    await page.reload();
    // The worker answers with its index.html (no prerendered markup, no language of its own), and
    // the app renders the page in the language the phone keeps.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hi', 'landing.headline'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  });
});
