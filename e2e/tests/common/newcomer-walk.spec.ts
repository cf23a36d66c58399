import { expect, test } from '@playwright/test';
import { codeFor, uniqueMobile } from '../../support/outbox';
import { openSignIn } from '../../support/sign-in-flow';
import { signInViaApi } from '../../support/session';

/**
 * What a newcomer met on the first walk and no other spec covers: the footer's © year, the Alerts
 * entry in the phone's menu, a shipper with no company, the operator console's title in Tamil at
 * a phone's width, and place fields without a network (decision 055).
 */

test('[PUBLIC] the footer says the current year, even on a prerendered page built in an earlier one', async ({
  page,
}) => {
  // The visitor's clock is years past the build: the hydrated footer follows the clock.
  await page.clock.setFixedTime(new Date('2031-01-02T10:00:00+05:30'));
  await page.goto('/');
  await expect(page.getByText(/© 2031 LorryBazaar Private Limited/)).toBeVisible();
  // The HTML as built says the build's year, which hydration matches without an error.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`© ${new Date().getFullYear()} LorryBazaar`);
});

test('[DRIVER][ALERTS] at 360 px the menu has Alerts beside Saved lanes and it opens the alert settings', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(context, 'driver');
  await page.goto('/Driver');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
  const links = await drawer.getByRole('link').allTextContents();
  expect(links.indexOf('Alerts')).toBe(links.indexOf('Saved lanes') + 1);
  await drawer.getByRole('link', { name: 'Alerts', exact: true }).click();
  await expect(page).toHaveURL('/c/Alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'A new load or truck on my saved lanes' })).toBeVisible();
});

test('[SHIPPER][AUTH] a shipper with no company registers with a name alone, and is greeted by it; neither is refused', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/');
  const dialog = await openSignIn(page, 'shipper');
  const started = Date.now();
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
  await page.keyboard.type(await codeFor(mobile, started));
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(`/Shipper/UpdateProfile/${mobile}`);

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  // Neither a name nor a company: one of them is asked for, on the name.
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText("Enter your name or your company's name.")).toBeVisible();
  await expect(page).toHaveURL(`/Shipper/UpdateProfile/${mobile}`);

  await field('Name').fill('Lakshmi Devi');
  await expect(field('Company Name')).toHaveValue('');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL('/Shipper');
  await expect(page.getByTestId('sidebar-user-name').first()).toHaveText('Lakshmi Devi');
  const me = (await (await page.request.get('/api/Transpoter/Me')).json()) as {
    data: Record<string, string>;
    User: Record<string, string>;
  };
  expect(me.data.company).toBe('');
  expect(me.User.users_name).toBe('Lakshmi Devi');
});

test('[OPS] the operator console title is whole in Tamil at 360 px', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ta'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ops');
  const title = page.locator('header').getByText('ஆப்பரேட்டர் கன்சோல்');
  await expect(title).toBeVisible();
  // Not cut: all its text fits its box, and the box is on the screen.
  expect(await title.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(title).toBeInViewport({ ratio: 1 });
});

test('[TRANSPORTER][OFFLINE] a place field without a network says suggestions need one, and keeps what is typed', async ({
  page,
  context,
}) => {
  await signInViaApi(context, 'transporter');
  await page.goto('/c/Loads');
  const form = page.getByRole('search', { name: 'Search loads' });
  const pickup = form.getByRole('combobox', { name: 'Pickup Location' });
  await expect(pickup).toBeVisible();
  // The screen's code has all arrived before the network goes.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await pickup.fill('Bhila');
  await expect(
    form.getByText('You are offline: no suggestions now. Type the town or district in full.'),
  ).toBeVisible();
  await expect(pickup).toHaveValue('Bhila');
  await context.setOffline(false);
  await pickup.fill('Bhilai');
  await expect(form.getByText('You are offline: no suggestions now.', { exact: false })).toHaveCount(0);
});

test('[PUBLIC][I18N] a mistyped link in Hindi says there is no such page, in Hindi, without "Not Found"', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'hi'));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/c/no-such-screen');
  const detail = page.getByTestId('error-detail');
  await expect(detail).toHaveText('इस पते पर कोई पेज नहीं है (404)। लिंक पुराना या गलत लिखा हो सकता है।');
  await expect(page.getByText('Not Found')).toHaveCount(0);
});

test('[PUBLIC][LANDING] the phone menu leads to sign-in, whose heading shows below the sticky header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#public-menu').getByRole('link', { name: 'Sign in or register' }).click();
  await expect(page).toHaveURL('/#register-as');
  const heading = page.getByRole('heading', { level: 2, name: 'Register As' });
  await expect(heading).toBeInViewport({ ratio: 1 });
  const headerBottom = (await page.getByRole('banner').boundingBox())!;
  const headingBox = (await heading.boundingBox())!;
  expect(headingBox.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
});

test('[TRANSPORTER][I18N] the Telugu header greeting with a name is whole at 360 px', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'te'));
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(context, 'transporter', { name: 'Venkata Ramana', company: 'Ramana Roadways' });
  await page.goto('/Transpoter');
  const greeting = page.getByRole('banner').getByText('Venkata Ramana');
  await expect(greeting).toBeVisible();
  // All of it shows: nothing clipped inside its box.
  expect(await greeting.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
  expect(await greeting.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
