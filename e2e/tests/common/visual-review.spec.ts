import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openLoadsFrom } from '../../support/bid-dialog';
import { attachViaApi, bookedTrip, shipperAndTransporter } from '../../support/bidding';
import { localeText } from '../../support/locale-text';
import { dayFromToday, uniqueToken } from '../../support/marketplace';
import { nameDriverViaApi } from '../../support/check-in';
import { verifyViaApi } from '../../support/profile-flow';

/**
 * What a look at the screens on a 360 px phone found wrong, kept from coming back: pages wider
 * than the phone, a chip broken over two lines, rows laid out two ways, steps asked for on a
 * trip that has ended.
 */

const PHONE = { viewport: { width: 360, height: 740 } };

/** The page scrolls sideways: something is wider than the phone. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Text of `box` drawn outside it on the right (a word wider than its tile). */
const spillsOver = (box: Locator) =>
  box.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > right + 1) return true;
    }
    return false;
  });

/** A load to Chennai booked between a new shipper and a new transporter, both on a phone. */
const phoneTrip = (browser: Browser, load: { from: string; pickupDate: string }) =>
  bookedTrip(browser, { ...load, to: 'Chennai, Tamil Nadu', amount: 42000 }, PHONE);

test.describe('[COMMON][LAYOUT] screens on a 360 px phone', () => {
  test.describe.configure({ timeout: 150_000 });

  test("[SHIPPER][TRANSPORTER] a price with Book Now: the chip stays on one line on the marketplace card, Add Load's advance and balance boxes line up, and Your Loads shows the terms", async ({
    browser,
  }) => {
    const { shipper, transporter, ids } = await shipperAndTransporter(browser, PHONE);
    // Book Now is offered on the cards of verified posters only.
    await verifyViaApi(shipper.request, 'shipper');
    const from = `Chakan MIDC ${uniqueToken()}`;
    const added = await shipper.request.post('/api/Transpoter/AddLoad', {
      data: {
        ...ids,
        pickupLoc: from,
        deliveryLoc: 'Chennai, Tamil Nadu',
        pickupDate: dayFromToday(2),
        no_of_trucks: 1,
        comments: null,
        price_basis: 'per_truck',
        asking_rupees: 32000,
        book_now: true,
        advance_percent: 90,
        balance_days: 7,
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    const tp = transporter.page;
    await openLoadsFrom(tp, from);
    const line = tp.getByTestId('load-card').filter({ hasText: from }).getByTestId('terms-line');
    await expect(line).toContainText('₹32,000 / truck · 90% advance · balance 7 days after delivery');
    const chip = line.getByText('Book Now', { exact: true });
    // One line of text: a chip broken over two lines is twice as tall as it is set.
    const lineHeight = await chip.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await chip.boundingBox())!.height).toBeLessThan(lineHeight * 1.8);
    expect(await pageOverflow(tp)).toBe(0);

    // The owner sees on their own card what they asked for.
    const sp = shipper.page;
    // Add Load's advance and balance boxes line up (one under the other on a phone).
    await sp.goto('/c/AddLoad');
    const advance = (await sp.getByRole('textbox', { name: 'Advance at loading (%)' }).boundingBox())!;
    const balance = (await sp
      .getByRole('textbox', { name: 'Balance due (days after delivery)' })
      .boundingBox())!;
    expect(advance.x === balance.x || advance.y === balance.y).toBe(true);
    expect(await pageOverflow(sp)).toBe(0);
    await sp.goto('/c/YourLoads');
    await expect(
      sp.getByTestId('own-load-card').filter({ hasText: from }).getByTestId('terms-line'),
    ).toContainText('₹32,000 / truck · 90% advance · balance 7 days after delivery · Book Now');
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });

  test('[SHIPPER][TRANSPORTER][I18N] a Tamil trip page fits the phone: its three steps keep their words inside their tiles, the file field keeps "No file chosen" inside its box, the dashboard\'s shortcut tiles of a row are as tall, the SMS alert choices keep apart', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await phoneTrip(browser, {
      from: 'Pune, Maharashtra',
      pickupDate: dayFromToday(3),
    });
    await shipper.context.addInitScript(() => localStorage.setItem('i18nextLng', 'ta'));

    const sp = shipper.page;
    await sp.goto(`/c/Schedule/${scheduleId}`);
    const steps = sp
      .getByRole('list', { name: localeText('ta', 'schedules', 'screens.detail.progress') })
      .first();
    await expect(steps).toContainText(localeText('ta', 'schedules', 'screens.status.scheduled'));
    for (const tile of await steps.getByRole('listitem').all()) expect(await spillsOver(tile)).toBe(false);
    const chosen = sp.getByTestId('lorry-receipt').getByTestId('chosen-file');
    await expect(chosen).toHaveText(localeText('ta', 'translation', 'files.noFile'));
    expect(await spillsOver(sp.getByTestId('lorry-receipt'))).toBe(false);
    expect(await pageOverflow(sp)).toBe(0);

    // The dashboard's shortcuts: a two-line label makes its whole row taller, not one tile.
    const tp = transporter.page;
    await transporter.context.addInitScript(() => localStorage.setItem('i18nextLng', 'ta'));
    await tp.goto('/Transpoter');
    const shortcuts = tp
      .getByRole('navigation', { name: localeText('ta', 'dashboard', 'shortcuts.title') })
      .getByRole('link');
    await expect(shortcuts).toHaveCount(4);
    // Measured once the Tamil font and the dashboard's cards have settled.
    await tp.evaluate(() => document.fonts.ready);
    const rows = async () => {
      const boxes = await Promise.all(
        (await shortcuts.all()).map(async (link) => (await link.boundingBox())!),
      );
      return [0, 2].map((row) => [
        boxes[row + 1]!.y - boxes[row]!.y,
        boxes[row + 1]!.height - boxes[row]!.height,
      ]);
    };
    await expect.poll(rows).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await pageOverflow(tp)).toBe(0);

    // Alerts: the SMS choices, two lines each in Tamil, keep some room between them.
    await tp.goto('/c/Alerts');
    const sms = tp.getByRole('group', { name: localeText('ta', 'alerts', 'screen.smsTitle') });
    // One choice per SMS alert kind: new bid, accepted, lane, milestone, cancelled, payment.
    await expect(sms.locator('label > span')).toHaveCount(6);
    const texts = await Promise.all(
      (await sms.locator('label > span').all()).map(async (text) => (await text.boundingBox())!),
    );
    for (const [index, text] of texts.slice(1).entries())
      expect(text.y - (texts[index]!.y + texts[index]!.height)).toBeGreaterThanOrEqual(6);
    expect(await pageOverflow(tp)).toBe(0);
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });

  test('[DRIVER PAGE][PAPERWORK] whom to call: both call buttons in one column; a delivered trip with no LR asks for nothing more', async ({
    browser,
  }) => {
    // Picked up today: the proof of delivery may follow.
    const { shipper, transporter, scheduleId } = await phoneTrip(browser, {
      from: `Hosur ${uniqueToken()}`,
      pickupDate: dayFromToday(0),
    });
    const { driverPath } = await nameDriverViaApi(transporter.request, scheduleId);

    // The driver's page, signed out: the load owner's and the truck owner's rows alike.
    const driver = await browser.newContext(PHONE);
    const dp = await driver.newPage();
    await dp.goto(driverPath);
    const calls = dp.getByRole('link', { name: /^Call \+91 / });
    await expect(calls).toHaveCount(2);
    const [first, second] = [(await calls.nth(0).boundingBox())!, (await calls.nth(1).boundingBox())!];
    expect(second.x).toBe(first.x);
    expect(await pageOverflow(dp)).toBe(0);
    await driver.close();

    // Delivered with the lorry receipt as a file, no note issued: nobody can fill the note now.
    await attachViaApi(transporter.request, scheduleId, 'lorry_receipt');
    await attachViaApi(shipper.request, scheduleId, 'proof_of_delivery');
    const sp = shipper.page;
    await sp.goto(`/c/Schedule/${scheduleId}`);
    const note = sp.getByTestId('consignment-note');
    await expect(note.getByTestId('note-closed')).toHaveText(
      'This trip ended without an issued LR. The note can no longer be filled in.',
    );
    await expect(note.getByTestId('note-missing')).toHaveCount(0);
    await expect(note).not.toContainText('Fill in the consignor');
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });
});
