import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addLoadViaApi, referenceIds } from '../support/bidding';
import { signInViaApi } from '../support/session';

/**
 * Slow 3G as Chrome DevTools defines it for this test: every request waits 2,000 ms for its
 * answer, 50 kB/s down and up. A phone 360 px wide, in Hindi.
 */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

async function slowPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  if (process.env.SLOW3G_WATERFALL) {
    // Every request, when it ended, after the navigation started: what a slow run waited for.
    const started = Date.now();
    page.on('requestfinished', (request) => {
      void request.sizes().then((sizes) => {
        const at = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`${at} s  ${sizes.responseBodySize} B  ${new URL(request.url()).pathname}`);
      });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  return page;
}

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'hi-IN' };

test('[SLOW3G] the sign-in dialog is usable within 8 s of the first tap on a cold landing page', async ({
  browser,
}) => {
  const context = await browser.newContext(phone);
  const page = await slowPhone(context);
  const english: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/en/')) english.push(request.url());
  });
  // The script's font waits for the app (lib/fonts.ts): the page and the dialog come first.
  let entryArrived = false;
  page.on('requestfinished', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(request.url())) entryArrived = true;
  });
  const fontAsked = page.waitForRequest(/noto-sans-devanagari/, { timeout: 90_000 }).then(() => entryArrived);
  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  const register = page.getByTestId('hero-register-shipper');
  await register.waitFor({ state: 'visible' });
  const tapped = Date.now();
  await register.tap();
  // The tap shows at once, long before the app is here: the button pressed, a bar moving along
  // the top of the page.
  await expect(page.locator('html')).toHaveAttribute('data-waiting', '', { timeout: 1000 });
  await expect(register).toHaveAttribute('aria-busy', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body, '::before').height)).toBe('3px');
  const mobile = page.getByRole('dialog').getByRole('textbox');
  await mobile.waitFor({ state: 'visible', timeout: 60_000 });
  await mobile.fill('9876543210');
  await expect(mobile).toHaveValue('9876543210');
  const seconds = (Date.now() - tapped) / 1000;
  console.log(
    `hero shown ${((tapped - started) / 1000).toFixed(1)} s, sign-in dialog usable ${seconds.toFixed(1)} s after the tap`,
  );
  expect(seconds).toBeLessThanOrEqual(8);
  await expect(page.locator('html')).not.toHaveAttribute('data-waiting');
  await expect(register).not.toHaveAttribute('aria-busy');
  // A Hindi reader's page fetched no English text.
  expect(english).toEqual([]);
  // The Hindi font came, once the app was here.
  expect(await fontAsked).toBe(true);
  await context.close();
});

test('[SLOW3G] a signed-in deep link to the marketplace shows its first load within 12 s on a cold cache', async ({
  browser,
}) => {
  const shipper = await browser.newContext();
  await signInViaApi(shipper, 'shipper');
  await addLoadViaApi(shipper.request, await referenceIds(shipper.request), { from: 'Nagpur', to: 'Raipur' });
  await shipper.close();

  const context = await browser.newContext(phone);
  await signInViaApi(context, 'transporter');
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'hi'));
  await context.addCookies([{ name: 'i18next', value: 'hi', url: test.info().project.use.baseURL! }]);
  // The page names the marketplace's files and its Hindi texts for the browser to fetch with the
  // entry script, not after it.
  const html = await (
    await context.request.get('/c/Marketplace', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/marketplace-[\w-]+\.js">/);
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/hi/marketplace.json">');
  // And the listing's first page, which the app then takes instead of asking again.
  expect(html).toContain(
    '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/Transpoter/getAllLoads?page=1&amp;limit=12">',
  );
  const page = await slowPhone(context);
  const listingCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/getAllLoads')) listingCalls.push(request.url());
  });
  const started = Date.now();
  await page.goto('/c/Marketplace', { waitUntil: 'commit' });
  // Until the app draws the page: the brand and lines standing in for its text, no bare spinner.
  const skeleton = page.locator('.lb-shell');
  await expect(skeleton.getByText('LorryBazaar')).toBeVisible({ timeout: 10_000 });
  const drawn = (Date.now() - started) / 1000;
  await page.getByTestId('load-card').first().waitFor({ state: 'visible', timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `brand and skeleton ${drawn.toFixed(1)} s, first load card ${seconds.toFixed(1)} s after the deep link`,
  );
  expect(seconds).toBeLessThanOrEqual(12);
  await expect(skeleton).toBeHidden();
  expect(listingCalls).toHaveLength(1);
  await context.close();
});
