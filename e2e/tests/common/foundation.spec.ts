import { expect, test, type Page } from '@playwright/test';
import { localeFile, localeText } from '../../support/locale-text';
import { AREA, defaultProfile, signInViaApi, storedSession, type Role } from '../../support/session';

/** Every text of a namespace file, by dotted key. */
function flatTexts(language: string, namespace: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out.set(prefix, node);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(localeFile(language, namespace), '');
  return out;
}

/** Console errors and warnings, and every failed request, from now on. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

const LANGUAGE_NAME = {
  en: 'English',
  hi: 'हिन्दी',
  kn: 'ಕನ್ನಡ',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  ml: 'മലയാളം',
  bn: 'বাংলা',
} as const;

test.describe('[COMMON] guards, errors, languages, sessions', () => {
  for (const role of ['transporter', 'broker', 'shipper', 'driver'] as Role[]) {
    test(`[COMMON][GUARD] /${AREA[role]} without a session goes to /`, async ({ page }) => {
      await page.goto(`/${AREA[role]}`);
      // To the role cards, remembering the page for after signing in (decision 041).
      await expect(page).toHaveURL(`/?next=%2F${AREA[role]}#register-as`);
    });
  }

  test('[COMMON][GUARD] /c without a session goes to /', async ({ page }) => {
    await page.goto('/c');
    await expect(page).toHaveURL('/?next=%2Fc#register-as');
  });

  test('[COMMON][GUARD] a shipper cannot open the transporter area', async ({ page, context }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/Transpoter');
    await expect(page).toHaveURL('/?next=%2FTranspoter#register-as');
  });

  test('[COMMON][ERROR] an unknown URL says the page was not found, with its status', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('error-detail')).toContainText('404');
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('[COMMON][API] an unknown API path answers JSON 404', async ({ request }) => {
    const response = await request.get('/api/no-such-call');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Not Found', code: 'errors.notFound' });
  });

  test('[COMMON][I18N] switching language changes the text and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Trucks for Your Loads');
    await page.getByRole('button', { name: 'English, Choose language', exact: true }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('register-card-driver')).not.toContainText('Driver / Truck Owner');
    const hindiHeading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(hindiHeading).not.toBe('Choose Trucks for Your Loads');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiHeading!);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('hi');
  });

  test('[COMMON][I18N] a walk through the signed-in screens logs no error and requests nothing missing', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'transporter');
    const problems = watchProblems(page);
    await page.goto('/Transpoter');
    await expect(page.getByTestId('sidebar-user-name')).toBeVisible();
    const walk = [
      '/c/Schedule',
      '/c/TripRequests',
      '/Transpoter/Profile',
      '/c/Marketplace',
      '/c/Loads',
      '/c/YourTruck',
      '/c/UpgradeMembership',
      '/c/Achievments',
      '/c/Help',
      '/c/Feedback',
      '/Transpoter',
    ];
    for (const to of walk) {
      await page.locator('aside').locator(`a[href="${to}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === to);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    // A first load straight into a lazy screen too (the hydration fallback).
    await page.goto('/c/Marketplace');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  for (const language of Object.keys(LANGUAGE_NAME) as (keyof typeof LANGUAGE_NAME)[]) {
    test(`[COMMON][I18N] a phone set to ${language}-IN with nothing stored opens in ${language}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: `${language}-IN` });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        localeText(language, 'public', 'landing.headline'),
      );
      // The server sent the page in that language (prerendered, decision 031); the app, which
      // starts after the first paint, keeps the choice.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(language);
      await context.close();
    });
  }

  test('[COMMON][I18N] switching language on a signed-in screen changes every text at once, without a reload', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/Shipper');
    const main = page.getByRole('main');
    await expect(main).toContainText(localeText('en', 'dashboard', 'subtitle.shipper'));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const problems = watchProblems(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'English, Choose language', exact: true })
      .click();
    // The server is told too: the user's SMS and pushes come in the language they picked.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/Transpoter/language') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: LANGUAGE_NAME.hi }).click();
    expect((await saved).request().postDataJSON()).toEqual({ language: 'hi' });
    expect(await (await saved).json()).toEqual({ data: { language: 'hi' } });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The shell (translation), the lazily loaded dashboard text and the sidebar, together.
    await expect(main).toContainText(localeText('hi', 'dashboard', 'subtitle.shipper'));
    await expect(page.locator('aside nav')).toContainText(localeText('hi', 'translation', 'nav.schedule'));
    // No English text of any namespace the screen uses is left anywhere on it.
    const visible = await page.locator('body').innerText();
    const leftovers = ['translation', 'dashboard', 'profile', 'membership', 'bids', 'marketplace']
      .flatMap((namespace) => {
        const hindi = flatTexts('hi', namespace);
        return [...flatTexts('en', namespace)].filter(
          ([key, english]) => english.length >= 8 && !english.includes('{{') && hindi.get(key) !== english,
        );
      })
      .map(([, english]) => english)
      .filter((english) => visible.includes(english));
    expect(leftovers).toEqual([]);
    await expect(page.getByRole('banner')).toContainText(LANGUAGE_NAME.hi);
    // Moving on, the next lazily loaded screen comes in Hindi too.
    await page.locator('aside').locator('a[href="/c/Help"]').click();
    await expect(main.getByRole('heading', { level: 1 }).first()).toHaveText(
      localeText('hi', 'help', 'title'),
    );
    expect(problems).toEqual([]);
    // The server answers in the new language from the next call on.
    const answer = await page.evaluate(
      async () => (await (await fetch('/api/no-such-call')).json()) as { message: string },
    );
    expect(answer.message).toBe(localeText('hi', 'translation', 'errors.notFound'));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  for (const width of [360, 1280]) {
    test(`[COMMON][LAYOUT] at ${width} px a toast never blocks the form's Submit button`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await signInViaApi(context, 'broker');
      let attempts = 0;
      // The first sends fail, so an error toast shows while the form stays on screen.
      await page.route('**/api/Transpoter/feedback', (route) => {
        attempts += 1;
        return route.fulfill({ status: 503, json: { error: 'Unavailable', code: 'errors.unavailable' } });
      });
      await page.goto('/c/Feedback');
      await page.getByLabel('Your feedback').fill('Return loads are quick to find here.');
      await page.getByRole('radio', { name: '4 stars, Very good' }).check({ force: true });
      const submit = page.getByRole('button', { name: 'Submit' });
      for (const block of ['end', 'center', 'start'] as const) {
        await submit.evaluate((button, where) => button.scrollIntoView({ block: where }), block);
        const before = attempts;
        // A plain click: it fails if a toast takes the pointer where the button is.
        await submit.click({ timeout: 5000 });
        await expect(page.getByTestId('toast').last()).toBeVisible();
        await expect.poll(() => attempts).toBe(before + 1);
      }
      await expect(page.getByTestId('toast').first()).toBeInViewport();
    });
  }

  test('[COMMON][AUTH] an expired access token is renewed through the refresh call', async ({
    page,
    context,
  }) => {
    const { record } = await signInViaApi(context, 'broker');
    await page.goto('/Broker');
    await expect(page.getByTestId('sidebar-user-name')).toHaveText(defaultProfile('broker').name);
    const before = (await context.cookies()).find((cookie) => cookie.name === 'lb_rt')?.value;
    // The access cookie is gone (as after its 15 minutes): the next call gets 403, refreshes, retries.
    // The dashboard is left first, so no call of its own still in flight meets the 403 and refreshes
    // in a response the reload would cut off.
    await page.goto('about:blank');
    await context.clearCookies({ name: 'lb_at' });
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/Transpoter/Refresh'));
    await page.goto('/Broker');
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL('/Broker');
    const after = await context.cookies();
    expect(after.find((cookie) => cookie.name === 'lb_at')).toBeTruthy();
    expect(after.find((cookie) => cookie.name === 'lb_rt')?.value).not.toBe(before);
    expect((await storedSession(page)).users_id).toBe(record.users_id);
  });

  test('[COMMON][AUTH] a revoked session ends on the device too', async ({ page, context }) => {
    await signInViaApi(context, 'driver');
    await page.goto('/Driver');
    await expect(page.getByTestId('sidebar-user-name')).toBeVisible();
    // Signed out elsewhere: both cookies are gone, the refresh fails, the app goes to /. The
    // dashboard is left first: a call of its own still in flight would otherwise find the session
    // lost before the page is opened again, which then sends a signed-out visitor to the role cards.
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto('/Driver');
    await expect(page).toHaveURL('/');
    expect((await storedSession(page)).users_id ?? '').toBe('');
  });

  test('[COMMON][LAYOUT] at 360 px the role sidebar is a drawer that opens and closes', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInViaApi(context, 'transporter');
    await page.goto('/Transpoter');
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('sidebar-user-name')).toHaveText(defaultProfile('transporter').name);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toHaveCount(0);
  });

  test('[COMMON][LAYOUT] at 360 px the public menu drawer toggles', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const menu = page.locator('#public-menu');
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
  });
});
