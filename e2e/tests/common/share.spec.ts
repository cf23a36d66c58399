import { expect, test } from '@playwright/test';
import { party, referenceIds } from '../../support/bidding';
import { shownDate } from '../../support/dates';
import { dayFromToday } from '../../support/marketplace';
import { codeFor, uniqueMobile } from '../../support/outbox';
import { defaultProfile, signInViaApi } from '../../support/session';

/** A second code for a number may be sent 30 s after the first (docs/decisions/003). */
const RESEND_WAIT_MS = 31_000;

test.describe('[COMMON][SHARE] a load shared on WhatsApp', () => {
  test.describe.configure({ timeout: 150_000 });

  test('[TRANSPORTER][SHIPPER][PUBLIC] a Hindi sharer’s link previews in Hindi, opens signed out at 360 px, and signing in to bid lands on the load', async ({
    browser,
  }) => {
    // The bidder who will open the link later has an account (its first code is sent now).
    const bidderMobile = uniqueMobile();
    const bidderContext = await browser.newContext();
    await signInViaApi(bidderContext, 'broker', defaultProfile('broker'), bidderMobile);
    // The resend wait runs from the first code, sent before the sign-in above returned.
    const started = Date.now();
    await bidderContext.close();

    const shipper = await party(browser, 'shipper', 'Ramesh Agarwal');
    const ids = await referenceIds(shipper.request);
    const pickupDate = dayFromToday(5);
    const added = await shipper.request.post('/api/Transpoter/AddLoad', {
      data: {
        ...ids,
        pickupLoc: 'Nagpur, Maharashtra',
        deliveryLoc: 'Raipur, Chhattisgarh',
        pickupDate,
        no_of_trucks: 1,
        comments: 'Ask for Ramesh at gate 3',
        price_basis: 'per_truck',
        asking_rupees: 30000,
        advance_percent: 80,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const loadId = ((await added.json()) as { data: { loads_id: string } }).data.loads_id;

    // The sharer: a transporter reading Hindi on a phone whose browser has a share sheet.
    const sharer = await party(browser, 'transporter', 'Gurpreet Singh', {
      viewport: { width: 360, height: 740 },
    });
    await sharer.context.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'hi');
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const sp = sharer.page;
    await sp.goto(
      `/c/Marketplace?pickupLoc=${encodeURIComponent('Nagpur, Maharashtra')}&pickupDate=${pickupDate}`,
    );
    const card = sp.getByTestId('load-card').filter({ hasText: 'रायपुर' }).first();
    await card.getByRole('button', { name: 'यह लोड WhatsApp पर शेयर करें' }).click();
    const shared = await sp.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared.text).toBe('सीमेंट: नागपुर, महाराष्ट्र → रायपुर, छत्तीसगढ़');
    expect(shared.url).toMatch(new RegExp(`/share/load/${loadId}\\?lng=hi$`));

    // What WhatsApp's preview reads: the tags in the HTML itself, in the sharer's language.
    const html = await (await sp.request.get(shared.url!, { headers: { 'accept-language': 'en' } })).text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<meta property="og:title" content="सीमेंट: नागपुर, महाराष्ट्र → रायपुर, छत्तीसगढ़">');
    expect(html).toMatch(/<meta property="og:description" content="पिकअप [^"]*₹30,000 \/ ट्रक">/);

    // Someone without an account opens it on a small phone.
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-IN' });
    const page = await visitor.newPage();
    await page.goto(new URL(shared.url!).pathname + new URL(shared.url!).search);
    await expect(page.getByTestId('share-title')).toHaveText('सीमेंट: नागपुर, महाराष्ट्र → रायपुर, छत्तीसगढ़');
    await expect(page.getByTestId('share-date')).toHaveText(shownDate(pickupDate));
    await expect(page.getByTestId('terms-details')).toContainText('₹30,000 / ट्रक');
    await expect(page.getByTestId('terms-details')).toContainText('80%');
    // Nothing that names the poster or reaches them.
    for (const secret of ['Ramesh', 'gate 3']) await expect(page.locator('body')).not.toContainText(secret);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The reader switches to English in the header.
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी, भाषा चुनें', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByTestId('share-title')).toHaveText(
      'Cement: Nagpur, Maharashtra → Raipur, Chhattisgarh',
    );

    // Sign in to bid: to the role cards, the load's search remembered, and there after the code.
    await page.getByTestId('share-bid').click();
    await expect(page).toHaveURL(/\/\?next=%2Fc%2FMarketplace%3F.*#register-as$/);
    await page.waitForTimeout(Math.max(0, started + RESEND_WAIT_MS - Date.now()));
    await page.getByTestId('register-card-broker').click();
    const dialog = page.getByRole('dialog', { name: 'Sign In As Broker' });
    await dialog.getByLabel('Mobile number').fill(bidderMobile);
    const sent = Date.now();
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
    await page.keyboard.type(await codeFor(bidderMobile, sent));
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/c\/Marketplace\?pickupLoc=Nagpur/);
    await expect(
      page
        .getByTestId('load-card')
        .filter({ hasText: 'Raipur' })
        .filter({ hasText: shownDate(pickupDate) })
        .first(),
    ).toBeVisible();

    await Promise.all([visitor, sharer.context, shipper.context].map((context) => context.close()));
  });

  test('[PUBLIC] without a share sheet the card links to WhatsApp; a link to a load no longer on offer says so', async ({
    browser,
  }) => {
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    const ids = await referenceIds(transporter.request);
    const truck = await transporter.request.post('/api/Transpoter/AddLoad', {
      data: {
        ...ids,
        pickupLoc: 'Pune, Maharashtra',
        deliveryLoc: 'Nashik, Maharashtra',
        pickupDate: dayFromToday(4),
        no_of_trucks: 1,
        comments: null,
      },
    });
    expect(truck.status()).toBe(201);
    const viewer = await party(browser, 'broker', 'Anita Shah');
    await viewer.page.goto(`/c/Marketplace?pickupLoc=Pune&deliveryLoc=Nashik`);
    const link = viewer.page
      .getByTestId('load-card')
      .first()
      .getByRole('link', { name: 'Share this load on WhatsApp' });
    await expect(link).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=Cement%3A%20Pune.*%2Fshare%2Fload%2F\d+%3Flng%3Den$/,
    );

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const response = await page.goto('/share/load/999999999?lng=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('share-missing')).toHaveText('This load or truck is no longer on offer.');
    await expect(page.getByRole('link', { name: 'See other loads and trucks' })).toBeVisible();
    await Promise.all([visitor, viewer.context, transporter.context].map((context) => context.close()));
  });
});
