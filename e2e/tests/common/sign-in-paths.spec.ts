import { expect, test, type Page } from '@playwright/test';
import {
  acceptViaApi,
  addLoadViaApi,
  addTruck,
  bidOnLoadViaApi,
  party,
  referenceIds,
} from '../../support/bidding';
import { uniqueToken } from '../../support/marketplace';
import { codeFor, uniqueMobile } from '../../support/outbox';
import { operatorContext, serverWithOperator } from '../../support/operator';
import { ROLE_LABEL, defaultProfile, signInViaApi, type Role } from '../../support/session';

/** A second code for a number may be sent 30 s after the first (docs/decisions/003). */
const RESEND_WAIT_MS = 31_000;

/** From the role cards: mobile, Get OTP, the code from the outbox, Proceed. */
async function enterCode(page: Page, role: Role, mobile: string) {
  await page.getByTestId(`register-card-${role}`).click();
  const dialog = page.getByRole('dialog', { name: `Sign In As ${ROLE_LABEL[role]}` });
  await dialog.getByLabel('Mobile number').fill(mobile);
  const sent = Date.now();
  await dialog.getByRole('button', { name: 'Get OTP' }).click();
  await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
  await page.keyboard.type(await codeFor(mobile, sent));
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  return dialog;
}

test.describe('[COMMON][AUTH] the ways into the app', () => {
  test.describe.configure({ timeout: 150_000 });

  test('[SHIPPER][AUTH] a deep link is kept across sign-in: a shared trip opens after signing in', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const owner = await browser.newContext();
    const mobile = uniqueMobile();
    await signInViaApi(owner, 'shipper', defaultProfile('shipper'), mobile);
    // The resend wait runs from the first code, sent before the sign-in above returned.
    const started = Date.now();
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    const ids = await referenceIds(owner.request);
    const loadId = await addLoadViaApi(owner.request, ids, { from: `Chakan ${token}`, to: 'Nashik' });
    const { truckId } = await addTruck(transporter.request, ids);
    const scheduleId = await acceptViaApi(
      owner.request,
      await bidOnLoadViaApi(transporter.request, { loadId, truckId, amount: 4100 }),
    );

    // The link opened on a phone that is signed out: to the role cards, the trip remembered.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    await page.goto(`/c/Schedule/${scheduleId}`);
    await expect(page).toHaveURL(`/?next=%2Fc%2FSchedule%2F${scheduleId}#register-as`);
    await expect(page.getByTestId('register-card-shipper')).toBeInViewport();

    await page.waitForTimeout(Math.max(0, started + RESEND_WAIT_MS - Date.now()));
    await enterCode(page, 'shipper', mobile);
    await expect(page).toHaveURL(`/c/Schedule/${scheduleId}`);
    await expect(page.getByTestId('trip-amount')).toHaveText('₹4,100');
    await Promise.all([owner, phone, transporter.context].map((context) => context.close()));
  });

  test('[TRANSPORTER][AUTH] a number pasted as people write it is its 10 digits; one starting with 0 is refused', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    const written = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    await page.goto('/');
    await page.getByTestId('register-card-transporter').click();
    const dialog = page.getByRole('dialog', { name: `Sign In As ${ROLE_LABEL.transporter}` });
    const field = dialog.getByLabel('Mobile number');

    // No SMS to +91 0123456789: Indian mobiles start with 6, 7, 8 or 9, and the dialog says so.
    await field.fill('0123456789');
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(dialog.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeVisible();
    await expect(dialog.getByText('Verify OTP')).toHaveCount(0);

    // Pasted from a contact card: not "9198765" (cut at 10 characters), the 10 digits.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), written);
    await field.fill('');
    await field.press('ControlOrMeta+V');
    await expect(field).toHaveValue(mobile);
    await expect(dialog.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9')).toHaveCount(
      0,
    );
    const sent = Date.now();
    await dialog.getByRole('button', { name: 'Get OTP' }).click();
    await expect(dialog.getByText(`+91 ${mobile}`)).toBeVisible();
    await expect(dialog.getByLabel('Digit 1 of 4')).toBeFocused();
    expect(await codeFor(mobile, sent)).toMatch(/^[0-9]{4}$/);
  });

  test('[SHIPPER][AUTH] the wrong role card offers the account the number already has; its dashboard opens at the top', async ({
    browser,
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const mobile = uniqueMobile();
    // A shipper's number, registered elsewhere.
    const elsewhere = await browser.newContext();
    await signInViaApi(elsewhere, 'shipper', defaultProfile('shipper'), mobile);
    // The resend wait runs from the first code, sent before the sign-in above returned.
    const started = Date.now();
    await elsewhere.close();

    // Signed out here, the usual way in: the hero's button scrolls to the cards (~950 px down).
    await page.goto('/');
    await page.getByTestId('hero-sign-in').click();
    await expect(page.getByRole('heading', { name: 'Register As' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.waitForTimeout(Math.max(0, started + RESEND_WAIT_MS - Date.now()));
    const dialog = await enterCode(page, 'driver', mobile);

    // Not a second, empty driver account: the shipper account is offered first.
    const offer = dialog.getByTestId('other-accounts');
    await expect(offer).toContainText('This mobile number already has an account.');
    await expect(dialog.getByRole('button', { name: /Make a new Driver account/ })).toBeVisible();
    await offer.getByRole('button', { name: /Open my Shipper account/ }).click();
    await expect(page).toHaveURL('/Shipper');
    const greeting = page.getByTestId('dashboard-greeting');
    await expect(greeting).toHaveText(`Hello, ${defaultProfile('shipper').name}`);
    // At the top, the greeting on screen and clear of the welcome toast.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(greeting).toBeInViewport();
    const toast = page.getByTestId('toast').filter({ hasText: 'Welcome back' });
    await expect(toast).toBeVisible();
    const [a, b] = [(await toast.boundingBox())!, (await greeting.boundingBox())!];
    expect(a.y >= b.y + b.height || b.y >= a.y + a.height).toBe(true);
    // No driver account was made on the way.
    const roles = await context.request.get('/api/Transpoter/Me');
    expect(((await roles.json()) as { User: { user_types_id: string } }).User.user_types_id).toBe('4');
  });

  test('[OPERATOR][DRIVER][AUTH] a suspended driver is told why and given the support number, signed in or signing in', async ({
    browser,
  }) => {
    const { server, operatorMobile } = await serverWithOperator();
    try {
      const driverMobile = uniqueMobile();
      const driver = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 360, height: 740 },
      });
      const { record } = await signInViaApi(driver, 'driver', defaultProfile('driver'), driverMobile);
      // The resend wait runs from the first code, sent before the sign-in above returned.
      const started = Date.now();
      const page = await driver.newPage();
      await page.goto('/Driver');
      await expect(page.getByTestId('dashboard-greeting')).toBeVisible();

      const operator = await operatorContext(browser, { baseURL: server.baseURL, operatorMobile });
      const suspended = await operator.request.post(`/api/ops/users/${record.users_id}/suspend`, {
        data: { note: 'Asked for an advance' },
      });
      expect(suspended.status(), await suspended.text()).toBe(200);

      // Signed in: the next call ends on the landing page, saying why and whom to call.
      await page.reload();
      const notice = page.getByRole('dialog', { name: 'Account suspended' });
      await expect(notice).toContainText('This account is suspended. Please contact LorryBazaar support.');
      await expect(notice.getByTestId('call-support')).toHaveAttribute('href', 'tel:+918047182020');
      await expect(page).toHaveURL('/');
      await notice.getByRole('button', { name: 'Close' }).click();
      await expect(notice).toHaveCount(0);

      // Signing in again: refused, with the same way out.
      await page.waitForTimeout(Math.max(0, started + RESEND_WAIT_MS - Date.now()));
      const dialog = await enterCode(page, 'driver', driverMobile);
      await expect(dialog.getByRole('alert')).toHaveText(
        'This account is suspended. Please contact LorryBazaar support.',
      );
      await expect(dialog.getByTestId('call-support')).toHaveText('Call support: +91 80 4718 2020');
      await Promise.all([driver, operator].map((context) => context.close()));
    } finally {
      await server.close();
    }
  });
});
