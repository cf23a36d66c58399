import { expect, test, type Page } from '@playwright/test';
import { AREA, logOut, signInViaApi, storedSession, type Role } from '../../support/session';

/**
 * Every sidebar entry (features/navigation/sidebar-config.ts) opens a working screen for its role (no error
 * screen, no empty shell), the active entry is marked, Logout works in every area, and the
 * drawer on a phone closes when an entry is chosen.
 */
const BROKER_LIKE = [
  'Dashboard',
  'Schedule',
  'Trip Requests',
  'Profile',
  'Basic Details',
  'Upload Details',
  'Loads',
  'Search Loads',
  'Your Loads',
  'Saved lanes',
  'Alerts',
  'Trucks',
  'Search Truck',
  'Your Trucks',
  'Marketplace',
  'Membership',
  'Achievements',
  'Help',
  'Feedback',
];

const ENTRIES: Record<Role, string[]> = {
  transporter: BROKER_LIKE,
  broker: BROKER_LIKE,
  shipper: [
    'Dashboard',
    'Schedule',
    'Trip Requests',
    'Profile',
    'Marketplace',
    'Loads',
    'Your Loads',
    'Trucks',
    'Saved lanes',
    'Alerts',
    'Membership',
    'Help',
    'Feedback',
  ],
  driver: [
    'Dashboard',
    'Schedule',
    'Trip Requests',
    'Profile',
    'Basic Details',
    'Upload Details',
    'Loads',
    'Search Loads',
    'Trucks',
    'Your Trucks',
    'Saved lanes',
    'Alerts',
    'Marketplace',
    'Upgrade Membership',
    'Help',
    'Feedback',
  ],
};

const sidebar = (page: Page) => page.locator('aside').getByRole('navigation', { name: 'Main menu' });

async function expectWorkingScreen(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  // Its data has arrived: a failed call would now show as an alert.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('error-detail')).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.locator('[role="alert"]')).toHaveCount(0);
}

for (const role of Object.keys(ENTRIES) as Role[]) {
  test(`${role}: at 1280×800 every sidebar entry and Logout show without a scroll inside the menu`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(context, role);
    await page.goto(`/${AREA[role]}`);
    const links = sidebar(page).getByRole('link');
    await expect(links).toHaveCount(ENTRIES[role].length);
    const overflow = await sidebar(page).evaluate((nav) => nav.scrollHeight - nav.clientHeight);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect(page.locator('aside').getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  });

  test(`${role}: every sidebar entry opens its screen, then Logout ends the session`, async ({
    page,
    context,
  }) => {
    await signInViaApi(context, role);
    await page.goto(`/${AREA[role]}`);
    const links = sidebar(page).getByRole('link');
    await expect(links).toHaveText(ENTRIES[role]);

    const targets = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({
        label: a.textContent ?? '',
        href: new URL((a as HTMLAnchorElement).href).pathname,
      })),
    );
    for (const { label, href } of targets) {
      await test.step(`${label} → ${href}`, async () => {
        await sidebar(page).getByRole('link', { name: label, exact: true }).first().click();
        await expectWorkingScreen(page, href);
        await expect(sidebar(page).locator('a[aria-current="page"]').first()).toHaveAttribute('href', href);
      });
    }

    await logOut(page, page.locator('aside'));
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect((await storedSession(page)).users_id ?? '').toBe('');
    await page.goto(`/${AREA[role]}`);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
}

test('a shipper owns no trucks: an old Your Truck link opens the trucks to hire', async ({
  page,
  context,
}) => {
  await signInViaApi(context, 'shipper');
  await page.goto('/c/YourTruck');
  await expect(page).toHaveURL((url) => url.pathname === '/c/Trucks');
  await expectWorkingScreen(page, '/c/Trucks');
  await expect(page.getByTestId('role-gate')).toHaveCount(0);
});

test('on a phone the drawer closes when the current page is chosen again', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(context, 'driver');
  await page.goto('/c/Help');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await drawer.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expectWorkingScreen(page, '/c/Help');
});

test('on a phone the drawer opens from the menu button and closes on navigation', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(context, 'shipper');
  await page.goto('/Shipper');
  // Not drawn at all on a phone: its links cost the first render (docs/performance.md, Client).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('aside')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  // Turned to a large screen, the sidebar stands beside the page.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('aside').getByTestId('sidebar-user-name')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expectWorkingScreen(page, '/c/Feedback');
});
