import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y';
import {
  PDF_FILE,
  PNG_FILE,
  addTruckViaApi,
  dayFromToday,
  fillPlace,
  postTruckViaApi,
  referenceId,
  uniqueRegNumber,
} from '../../support/marketplace';
import { localeText } from '../../support/locale-text';
import { signInViaApi } from '../../support/session';

/** The Your Trucks chip buttons. */
const chip = (page: Page, name: 'All' | 'Added' | 'Posted') =>
  page.getByRole('group', { name: 'Show trucks' }).getByRole('button', { name, exact: true });

test.describe('[DRIVER][TRUCKS] trucks', () => {
  test('[DRIVER][TRUCKS] adds a truck with two files and posts it; a broker finds it on page 2 of the Trucks tab', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInViaApi(context, 'driver');
    const reg = uniqueRegNumber();

    await page.goto('/Driver');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Your Trucks' })
      .click();
    await expect(page).toHaveURL('/c/YourTruck');
    await expect(page.getByTestId('empty-state')).toHaveText('No trucks found.');
    await page.getByRole('link', { name: 'Add Truck' }).click();
    await expect(page).toHaveURL('/c/AddTruck');

    // Written as people do; kept in the Indian format.
    const regField = page.getByLabel('Registration number');
    await regField.fill(
      `${reg.slice(0, 2)}-${reg.slice(2, 4)} ${reg.slice(4, 6).toLowerCase()} ${reg.slice(6)}`,
    );
    await regField.blur();
    await expect(regField).toHaveValue(reg);
    await page.getByLabel('Truck Type').selectOption({ label: 'Open Body' });
    await page.getByLabel('Weight capacity').selectOption({ label: '16 Tonnes' });

    // Each file uploads as soon as it is chosen, with a progress bar, then shows its name.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Transpoter/uploadFile', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Vehicle insurance').setInputFiles({ ...PNG_FILE, name: 'insurance-2026.png' });
    const insurance = page.getByTestId('file-insurance');
    await expect(insurance.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uploading files…' })).toBeDisabled();
    release();
    await expect(insurance.getByRole('progressbar')).toBeHidden();
    await expect(insurance.getByTestId('file-name')).toHaveText('insurance-2026.png');
    await page.unroute('**/api/Transpoter/uploadFile');
    await page.getByLabel('RC Book').setInputFiles({ ...PDF_FILE, name: 'rc-book.pdf' });
    await expect(page.getByTestId('file-rc').getByTestId('file-name')).toHaveText('rc-book.pdf');

    // Location: the state, then one of its districts.
    await expect(page.getByLabel('District')).toBeDisabled();
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByLabel('District').selectOption({ label: 'Pune' });
    await page.getByRole('button', { name: 'Add Truck' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Truck added successfully!' })).toBeVisible();
    await expect(page).toHaveURL('/c/YourTruck');
    const card = page.getByTestId('own-truck-card').filter({ hasText: reg });
    await expect(card).toContainText('Open Body');
    await expect(card).toContainText('Pune');
    await expect(card).toContainText('16 Tonnes');
    await expect(card.getByTestId('truck-status')).toHaveText('Added');
    // An added truck can be posted or used to find loads; View Bids comes with bidding.
    await expect(card.getByRole('link', { name: 'Find Load' })).toBeVisible();
    await card.getByRole('link', { name: 'Post Truck' }).click();
    await expect(page).toHaveURL(/\/c\/PostTruck\/\d+$/);
    await expect(page.getByTestId('post-truck-summary')).toContainText(reg);

    // Capacity starts at the truck's own; From at its district.
    await expect(page.getByLabel('Available weight capacity')).toHaveValue(
      await referenceId(page.request, 'getAllTruckCapacities', '16 Tonnes'),
    );
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Pune');
    await page.getByLabel('Date').fill(dayFromToday(2));
    await page.getByRole('textbox', { name: 'Time', exact: true }).fill('07:30');
    await fillPlace(page.getByRole('combobox', { name: 'To' }), 'Indore, Madhya Pradesh');
    await page.getByRole('button', { name: 'Post Truck' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Truck posted successfully!' })).toBeVisible();
    await expect(page).toHaveURL('/c/YourTruck');
    await expect(card.getByTestId('truck-status')).toHaveText('Posted');
    await expect(card).toContainText('Indore, Madhya Pradesh');
    await expect(card.getByRole('link', { name: 'Post Truck' })).toHaveCount(0);

    // Thirteen newer postings by another driver push this one to page 2 (newest first).
    const otherDriver = await browser.newContext();
    await signInViaApi(otherDriver, 'driver', { name: 'Harjeet Kaur', email: 'harjeet@example.in' });
    const typeId = await referenceId(otherDriver.request, 'getAllTruckTypes', 'Full Body');
    const capacityId = await referenceId(otherDriver.request, 'getAllTruckCapacities', '9 Tonnes');
    for (let i = 0; i < 13; i++) {
      const truckId = await addTruckViaApi(otherDriver.request, {
        regNumber: uniqueRegNumber(),
        typeId,
        capacityId,
      });
      await postTruckViaApi(otherDriver.request, {
        truckId,
        capacityId,
        from: 'Nagpur, Maharashtra',
        to: 'Raipur, Chhattisgarh',
        date: dayFromToday(1),
      });
    }
    await otherDriver.close();

    const brokerContext = await browser.newContext();
    const broker = await brokerContext.newPage();
    await signInViaApi(brokerContext, 'broker');
    await broker.goto('/c/Marketplace');
    await broker.getByRole('tab', { name: 'Trucks' }).click();
    await expect(broker).toHaveURL('/c/Marketplace?tab=trucks');
    const paging = broker.getByRole('navigation', { name: 'Posted trucks: pages' });
    await expect(paging.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(paging.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(broker.getByTestId('truck-card')).toHaveCount(12);
    await expect(broker.getByTestId('truck-card').filter({ hasText: reg })).toHaveCount(0);
    await paging.getByRole('button', { name: 'Page 2' }).click();
    await expect(broker).toHaveURL('/c/Marketplace?tab=trucks&page=2');
    const found = broker.getByTestId('truck-card').filter({ hasText: reg });
    await expect(found).toHaveCount(1);
    await expect(found.getByRole('heading', { name: 'Open Body' })).toBeVisible();
    await expect(found).toContainText('Pune');
    await expect(found).toContainText('Indore, Madhya Pradesh');
    await expect(paging.getByRole('button', { name: 'Previous' })).toBeEnabled();
    // Page 2 is the last page unless other tests posted many trucks meanwhile.
    const status = await broker.getByTestId('page-status').textContent();
    if (status?.endsWith('of 2')) await expect(paging.getByRole('button', { name: 'Next' })).toBeDisabled();
    await paging.getByRole('button', { name: 'Previous' }).click();
    await expect(broker).toHaveURL('/c/Marketplace?tab=trucks');
    await brokerContext.close();
  });

  test('[DRIVER][TRUCKS] the Added and Posted chips filter Your Trucks', async ({ page, context }) => {
    await signInViaApi(context, 'driver');
    const typeId = await referenceId(context.request, 'getAllTruckTypes', 'Half Body');
    const capacityId = await referenceId(context.request, 'getAllTruckCapacities', '7.5 Tonnes');
    const added = uniqueRegNumber();
    const posted = uniqueRegNumber();
    await addTruckViaApi(context.request, { regNumber: added, typeId, capacityId });
    const postedId = await addTruckViaApi(context.request, { regNumber: posted, typeId, capacityId });
    await postTruckViaApi(context.request, {
      truckId: postedId,
      capacityId,
      from: 'Pune, Maharashtra',
      to: 'Surat, Gujarat',
      date: dayFromToday(1),
    });

    await page.goto('/c/YourTruck');
    // The page's title is the menu's entry that opens it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Trucks');
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Your Trucks', exact: true }),
    ).toBeVisible();
    const cards = page.getByTestId('own-truck-card');
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(2);
    await chip(page, 'Added').click();
    await expect(page).toHaveURL('/c/YourTruck?status=1');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(added);
    await expect(cards.getByRole('link', { name: 'Post Truck' })).toBeVisible();
    await chip(page, 'Posted').click();
    await expect(page).toHaveURL('/c/YourTruck?status=5');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(posted);
    await expect(cards).toContainText('Surat, Gujarat');
    await expect(cards.getByRole('link', { name: 'Post Truck' })).toHaveCount(0);
    await expect(cards.getByRole('link', { name: 'Find Load' })).toBeVisible();
    await chip(page, 'All').click();
    await expect(cards).toHaveCount(2);

    // Find Load opens the loads search for this truck: its district and capacity.
    await cards.filter({ hasText: added }).getByRole('link', { name: 'Find Load' }).click();
    await expect(page).toHaveURL(/\/c\/Loads\?pickupLoc=Pune&capacity_id=\d+/);
    await expect(page.getByRole('combobox', { name: 'Pickup Location' })).toHaveValue('Pune');
    await expect(page.getByLabel('Weight')).toHaveValue(capacityId);
  });

  test('[DRIVER][TRUCKS] Add Truck and Post Truck show every message on empty submission', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'driver');
    await page.goto('/c/AddTruck');
    await page.getByRole('button', { name: 'Add Truck' }).click();
    for (const message of [
      'Registration number is required.',
      'Truck type is required.',
      'Weight capacity is required.',
      'Vehicle insurance is required.',
      'RC Book is required.',
      'Location is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Registration number').fill('KA1234');
    await page.getByRole('button', { name: 'Add Truck' }).click();
    await expect(page.getByText('Enter a valid registration number, e.g. KA01AB1234.')).toBeVisible();

    const typeId = await referenceId(context.request, 'getAllTruckTypes', 'Open Body');
    const capacityId = await referenceId(context.request, 'getAllTruckCapacities', '9 Tonnes');
    const truckId = await addTruckViaApi(context.request, {
      regNumber: uniqueRegNumber(),
      typeId,
      capacityId,
    });
    await page.goto(`/c/PostTruck/${truckId}`);
    // Clear what is filled in for the user, then every rule speaks.
    await page.getByLabel('Available weight capacity').selectOption('');
    await page.getByRole('combobox', { name: 'From' }).fill('');
    await page.getByRole('button', { name: 'Post Truck' }).click();
    for (const message of [
      'Date is required.',
      'Time is required.',
      'Weight capacity is required.',
      'From location is required.',
      'To location is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Comments (optional)').fill('Two words');
    await page.getByRole('button', { name: 'Post Truck' }).click();
    await expect(page.getByText('Comments should contain at least 3 words.')).toBeVisible();
    await expect(page).toHaveURL(`/c/PostTruck/${truckId}`);
  });
});

test('[DRIVER][LOADS] Add Load and Your Loads explain that drivers do not add loads', async ({
  page,
  context,
}) => {
  await signInViaApi(context, 'driver');
  for (const path of ['/c/AddLoad', '/c/YourLoads']) {
    await page.goto(path);
    await expect(page.getByTestId('role-gate')).toContainText(
      'Loads are added by transporters, brokers and shippers.',
    );
    await expect(page.getByRole('link', { name: 'Open Marketplace' })).toHaveAttribute(
      'href',
      '/c/Marketplace',
    );
  }
  // Searching loads is open to drivers.
  await page.goto('/c/Loads');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Load' })).toBeVisible();
});

test('[DRIVER][TRUCKS] a second truck with the same number is refused with the reason', async ({
  page,
  context,
}) => {
  await signInViaApi(context, 'driver');
  const reg = uniqueRegNumber();
  const typeId = await referenceId(context.request, 'getAllTruckTypes', 'Open Body');
  const capacityId = await referenceId(context.request, 'getAllTruckCapacities', '9 Tonnes');
  await addTruckViaApi(context.request, { regNumber: reg, typeId, capacityId });
  await page.goto('/c/AddTruck');
  await page.getByLabel('Registration number').fill(reg);
  await page.getByLabel('Truck Type').selectOption({ label: 'Open Body' });
  await page.getByLabel('Weight capacity').selectOption({ label: '9 Tonnes' });
  await page.getByLabel('Vehicle insurance').setInputFiles(PNG_FILE);
  await expect(page.getByTestId('file-insurance').getByTestId('file-name')).toHaveText(PNG_FILE.name);
  await page.getByLabel('RC Book').setInputFiles(PDF_FILE);
  await expect(page.getByTestId('file-rc').getByTestId('file-name')).toHaveText(PDF_FILE.name);
  await page.getByLabel('State').selectOption({ label: 'Karnataka' });
  await page.getByLabel('District').selectOption({ label: 'Bengaluru Urban' });
  await page.getByRole('button', { name: 'Add Truck' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You have already added a truck with this registration number.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/c/AddTruck');
});

test('[DRIVER][TRUCKS] a file that is not a picture or PDF is refused on its field', async ({
  page,
  context,
}) => {
  await signInViaApi(context, 'driver');
  await page.goto('/c/AddTruck');
  await page.getByLabel('RC Book').setInputFiles({
    name: 'rc-book.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 an executable renamed to .pdf'),
  });
  await expect(page.getByTestId('file-rc').getByTestId('file-name')).toHaveText('No file chosen');
  await expect(page.getByText('Only JPEG, PNG, WebP images or PDF files can be uploaded.')).toBeVisible();
});

test('[DRIVER][TRUCKS] Add Truck in Tamil: "No file chosen" is read whole at 1280 and 360 px', async ({
  page,
  context,
}) => {
  await signInViaApi(context, 'driver');
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ta'));
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/c/AddTruck');
    const names = page.getByTestId('file-name');
    await expect(names).toHaveCount(2);
    await expect(names.first()).toHaveText(localeText('ta', 'marketplace', 'screens.files.none'));
    // Nothing cut off: the text fits its box (it may take a line of its own).
    for (const cut of await names.evaluateAll((spans) =>
      spans.map((span) => span.scrollWidth > span.clientWidth),
    ))
      expect(cut, `${width} px`).toBe(false);
  }
});

test('[DRIVER][A11Y] the truck screens have no serious or critical axe violation', async ({
  page,
  context,
}) => {
  // Five screens, each analysed by axe: longer than one screen's test.
  test.setTimeout(150_000);
  await signInViaApi(context, 'driver');
  const typeId = await referenceId(context.request, 'getAllTruckTypes', 'Open Body');
  const capacityId = await referenceId(context.request, 'getAllTruckCapacities', '9 Tonnes');
  const truckId = await addTruckViaApi(context.request, { regNumber: uniqueRegNumber(), typeId, capacityId });
  for (const path of [
    '/c/Marketplace',
    '/c/Marketplace?tab=trucks',
    '/c/YourTruck',
    '/c/AddTruck',
    `/c/PostTruck/${truckId}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
