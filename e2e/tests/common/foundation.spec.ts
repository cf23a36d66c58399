import { expect, test } from '@playwright/test';
import { AREA, defaultProfile, signInViaApi, storedSession, type Role } from '../../support/session';

test.describe('[COMMON] guards, errors, languages, sessions', () => {
  for (const role of ['transporter', 'broker', 'shipper', 'driver'] as Role[]) {
    test(`[COMMON][GUARD] /${AREA[role]} without a session goes to /`, async ({ page }) => {
      await page.goto(`/${AREA[role]}`);
      await expect(page).toHaveURL('/');
    });
  }

  test('[COMMON][GUARD] /c without a session goes to /', async ({ page }) => {
    await page.goto('/c');
    await expect(page).toHaveURL('/');
  });

  test('[COMMON][GUARD] a shipper cannot open the transporter area', async ({ page, context }) => {
    await signInViaApi(context, 'shipper');
    await page.goto('/Transpoter');
    await expect(page).toHaveURL('/');
  });

  test('[COMMON][ERROR] an unknown URL shows the error screen with its status', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Lorries for Your Loads');
    await page.getByRole('button', { name: 'Choose language' }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('register-card-driver')).not.toContainText('Driver / Truck Owner');
    const hindiHeading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(hindiHeading).not.toBe('Choose Lorries for Your Loads');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiHeading!);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('hi');
  });

  test('[COMMON][AUTH] an expired access token is renewed through the refresh call', async ({
    page,
    context,
  }) => {
    const { record } = await signInViaApi(context, 'broker');
    await page.goto('/Broker');
    await expect(page.getByTestId('sidebar-user-name')).toHaveText(defaultProfile('broker').name);
    const before = (await context.cookies()).find((cookie) => cookie.name === 'lb_rt')?.value;
    // The access cookie is gone (as after its 15 minutes): the next call gets 403, refreshes, retries.
    await context.clearCookies({ name: 'lb_at' });
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/Transpoter/Refresh'));
    await page.reload();
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
    // Signed out elsewhere: both cookies are gone, the refresh fails, the app goes to /.
    await context.clearCookies();
    await page.reload();
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
