import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { openLoadsFrom } from '../../support/bid-dialog';
import {
  addLoadViaApi,
  addTruck,
  party,
  referenceIds,
  shipperAndTransporter,
  type Ids,
} from '../../support/bidding';
import { localeText } from '../../support/locale-text';
import { dayFromToday, uniqueToken } from '../../support/marketplace';
import { verifyViaApi } from '../../support/profile-flow';

/**
 * Terms and Book Now end to end (docs/decisions/043, 049): a price set in Add Load, booked from
 * the card in one step by a verified carrier, the trip seen by both; the terms line and the
 * warning against paying for a load on a phone in every language.
 */

const LANGUAGES = ['en', 'hi', 'kn', 'te', 'ta', 'ml', 'bn'] as const;
const phone = { viewport: { width: 360, height: 760 } };

/** The screen's language, as a phone set to it has it. */
const speak = (context: BrowserContext, language: string) =>
  context.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);

/** A Book Now load through AddLoad, per tonne so the line is the longest a card shows. */
async function bookNowLoadViaApi(request: APIRequestContext, ids: Ids, from: string) {
  const added = await request.post('/api/Transpoter/AddLoad', {
    data: {
      ...ids,
      pickupLoc: from,
      deliveryLoc: 'Thiruvananthapuram, Kerala',
      pickupDate: dayFromToday(3),
      no_of_trucks: 1,
      comments: 'Cement bags, covered truck, token money not needed',
      price_basis: 'per_tonne',
      asking_rupees: 3500,
      book_now: true,
      advance_percent: 90,
      balance_days: 15,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
}

test.describe('[COMMON][BIDS] terms and Book Now', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[SHIPPER][TRANSPORTER][BIDS] a shipper posts a Book Now load in Hindi at 360 px, a transporter books it from the card, both see the trip', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Chakan MIDC ${token}`;
    const shipper = await party(browser, 'shipper', 'रमेश अग्रवाल', phone);
    const transporter = await party(browser, 'transporter', 'Ravi Kumar', phone);
    await speak(shipper.context, 'hi');
    const ids = await referenceIds(shipper.request);
    await Promise.all([
      verifyViaApi(shipper.request, 'shipper'),
      verifyViaApi(transporter.request, 'transporter'),
    ]);
    const { regNumber } = await addTruck(transporter.request, ids);

    // The shipper, in Hindi on a phone, sets a price per truck with Book Now and the terms.
    const sp = shipper.page;
    const hi = (key: string) => localeText('hi', 'marketplace', key);
    await sp.goto('/c/AddLoad');
    await sp.getByRole('combobox', { name: hi('screens.fields.pickupLocation') }).fill(from);
    await sp
      .getByRole('combobox', { name: hi('screens.fields.deliveryLocation') })
      .fill('Nashik, Maharashtra');
    await sp.getByLabel(hi('screens.fields.pickupDate')).fill(dayFromToday(3));
    await sp.getByLabel(hi('screens.fields.material')).selectOption(ids.material_id);
    await sp.getByLabel(hi('screens.fields.weight')).selectOption(ids.capacity_id);
    await sp.getByLabel(hi('screens.fields.truckType')).selectOption(ids.truck_type_id);
    const terms = sp.getByTestId('price-terms');
    await terms.getByLabel(hi('screens.priceTerms.basis'), { exact: true }).selectOption('per_truck');
    await terms.getByRole('textbox', { name: hi('screens.priceTerms.asking'), exact: true }).fill('32000');
    await terms.getByRole('checkbox', { name: new RegExp(hi('screens.priceTerms.bookNow')) }).check();
    await terms.getByRole('textbox', { name: hi('screens.priceTerms.advance'), exact: true }).fill('90');
    await terms.getByRole('textbox', { name: hi('screens.priceTerms.balanceDays'), exact: true }).fill('7');
    await terms
      .getByRole('textbox', { name: hi('screens.priceTerms.freeHoursLoading'), exact: true })
      .fill('6');
    await terms
      .getByRole('textbox', { name: hi('screens.priceTerms.freeHoursUnloading'), exact: true })
      .fill('8');
    await terms.getByRole('textbox', { name: hi('screens.priceTerms.detention'), exact: true }).fill('1500');
    await terms.getByLabel(hi('screens.priceTerms.chargesBy'), { exact: true }).selectOption('shipper');
    // A phone number in the comments is refused before anything is sent, saying why.
    const comments = sp.getByLabel(hi('screens.fields.comments'));
    await comments.fill('कॉल करें ९८७६५ ४३२१० पर');
    await sp.getByRole('button', { name: hi('screens.addLoad.submit') }).click();
    await expect(sp.getByText(hi('validation.contactDetails'))).toBeVisible();
    await comments.fill('सीमेंट की बोरियां, ढका ट्रक चाहिए');
    await sp.getByRole('button', { name: hi('screens.addLoad.submit') }).click();
    await expect(sp).toHaveURL('/c/YourLoads');
    // Your Loads states the terms as the cards do, in Hindi.
    await expect(
      sp.getByTestId('own-load-card').filter({ hasText: from }).getByTestId('terms-line'),
    ).toContainText(localeText('hi', 'marketplace', 'screens.terms.bookNow'));
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The transporter finds it: the terms on the card, Book Now beside Bid Now.
    const tp = transporter.page;
    await openLoadsFrom(tp, from);
    const card = tp.getByTestId('load-card').filter({ hasText: from });
    await expect(card.getByTestId('terms-line')).toHaveText(
      '₹32,000 / truck · 90% advance · balance 7 days after delivery · Book Now',
    );
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = tp.getByRole('dialog', { name: 'Book this load now' });
    const details = dialog.getByTestId('terms-details');
    for (const line of [
      '₹32,000 / truck',
      'Free time: 6 h at loading, 8 h at unloading',
      'Detention ₹1,500 a day after the free time',
      'The load owner pays the loading charges',
    ])
      await expect(details).toContainText(line);
    await expect(dialog.getByTestId('token-warning')).toHaveText(
      'The advance goes from the load owner to the truck at loading. Never pay anyone to get a load.',
    );
    await dialog
      .getByRole('combobox', { name: 'Select Truck' })
      .selectOption({ label: `Full Body – ${regNumber}` });
    await dialog.getByTestId('confirm-book-now').click();
    await expect(tp).toHaveURL(/\/c\/Schedule\/\d+$/);
    const tripUrl = new URL(tp.url()).pathname;
    await expect(tp.getByText(regNumber).first()).toBeVisible();

    // The shipper sees the same trip, at the price agreed.
    await sp.goto(tripUrl);
    await expect(sp.getByText(regNumber).first()).toBeVisible();
    await expect(sp.getByText('₹32,000').first()).toBeVisible();
    // The load is booked: the marketplace no longer offers it.
    await openLoadsFrom(tp, from);
    await expect(tp.getByTestId('load-card').filter({ hasText: from })).toHaveCount(0);
    await Promise.all([shipper.context.close(), transporter.context.close()]);
  });

  test('[SHIPPER][TRANSPORTER][BIDS] a shipper books a posted truck with one of their loads; a price changed since the card was read is shown, then booked', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const postedFrom = `Bhiwandi Hub ${token}`;
    const loadFrom = `Vapi GIDC ${token}`;
    const { shipper, transporter, ids } = await shipperAndTransporter(browser);
    await Promise.all([
      verifyViaApi(shipper.request, 'shipper'),
      verifyViaApi(transporter.request, 'transporter'),
    ]);
    const { truckId, regNumber } = await addTruck(transporter.request, ids);
    const posted = await transporter.request.post('/api/Transpoter/postTruck', {
      data: {
        truck_id: truckId,
        postTrucks_dateTime: `${dayFromToday(2)} 08:00`,
        postTrucks_from: postedFrom,
        postTrucks_to: 'Indore, Madhya Pradesh',
        postTrucks_capacity_id: ids.capacity_id,
        comments: null,
        price_basis: 'per_truck',
        asking_rupees: 32000,
        book_now: true,
        advance_percent: 80,
        balance_days: 10,
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await addLoadViaApi(shipper.request, ids, { from: loadFrom, to: 'Indore, Madhya Pradesh' });

    // The card the shipper reads says ₹30,000: the price was changed since (the list was read earlier).
    const sp = shipper.page;
    await sp.route(/\/api\/Transpoter\/(getMatchingPostTrucks|getPaginatedTrucks)/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown>[] };
      for (const row of body.data)
        if (row.regNumber === regNumber)
          Object.assign(row, { asking_rupees: 30000, asking_per_truck: 30000 });
      await route.fulfill({ response: answer, json: body });
    });
    await sp.goto(`/c/Trucks?postTrucks_from=${encodeURIComponent(postedFrom)}`);
    const card = sp.getByTestId('truck-card').filter({ hasText: regNumber });
    await expect(card.getByTestId('terms-line')).toHaveText(
      '₹30,000 / truck · 80% advance · balance 10 days after delivery · Book Now',
    );
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = sp.getByRole('dialog', { name: 'Book this truck now' });
    await expect(dialog.getByTestId('bid-target')).toContainText(regNumber);
    await expect(dialog.getByTestId('token-warning')).toBeVisible();
    await dialog
      .getByRole('combobox', { name: 'Select Load' })
      .selectOption({ label: `Cement – ${loadFrom} → Indore, Madhya Pradesh` });
    await dialog.getByTestId('confirm-book-now').click();
    // The server refuses the stale amount and names the current one; nothing is booked yet.
    await expect(dialog.getByTestId('price-changed')).toHaveText(
      'The price is now ₹32,000 for one truck. Check it, then confirm to book at this price.',
    );
    await expect(sp).toHaveURL(/\/c\/Trucks/);
    await dialog.getByTestId('confirm-book-now').click();
    await expect(sp).toHaveURL(/\/c\/Schedule\/\d+$/);
    await expect(sp.getByText(regNumber).first()).toBeVisible();
    await expect(sp.getByText('₹32,000').first()).toBeVisible();

    // The truck owner sees the trip on their load's side too.
    const tripUrl = new URL(sp.url()).pathname;
    await transporter.page.goto(tripUrl);
    await expect(transporter.page.getByText(loadFrom).first()).toBeVisible();
    await Promise.all([shipper.context.close(), transporter.context.close()]);
  });

  test('[TRANSPORTER][BIDS] the terms line and the token warning fit a 360 px card in all seven languages', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Kochi Port ${token}`;
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    // Book Now is named on the cards of verified posters only.
    await verifyViaApi(shipper.request, 'shipper');
    await bookNowLoadViaApi(shipper.request, await referenceIds(shipper.request), from);
    const transporter = await party(browser, 'transporter', 'Ravi Kumar', phone);
    for (const language of LANGUAGES) {
      await speak(transporter.context, language);
      const page = await transporter.context.newPage();
      await openLoadsFrom(page, from);
      const card = page.getByTestId('load-card').filter({ hasText: from });
      const line = card.getByTestId('terms-line');
      await expect(line).toContainText(localeText(language, 'marketplace', 'screens.terms.bookNow'));
      await expect(card.getByTestId('token-warning')).toHaveText(
        localeText(language, 'marketplace', 'screens.tokenWarning'),
      );
      for (const box of [line, card.getByTestId('token-warning')]) {
        const fits = await box.evaluate((node) => {
          const rect = node.getBoundingClientRect();
          return node.scrollWidth <= node.clientWidth && rect.right <= window.innerWidth;
        });
        expect(fits, `${language}: ${await box.innerText()}`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(
        360,
      );
      await page.close();
    }
    await Promise.all([shipper.context.close(), transporter.context.close()]);
  });
});
