import { expect, test, type APIRequestContext, type BrowserContext, type Locator } from '@playwright/test';
import {
  addLoadViaApi,
  addTruck,
  bidOnLoadViaApi,
  bookedTrip,
  party,
  referenceIds,
  type Party,
} from '../../support/bidding';
import { localeText } from '../../support/locale-text';
import { overlap } from '../../support/layout';
import {
  addTruckViaApi,
  dayFromToday,
  postTruckViaApi,
  referenceId,
  uniqueRegNumber,
  uniqueToken,
} from '../../support/marketplace';
import { defaultProfile, signInViaApi } from '../../support/session';

/** The screen's language, as a phone set to it has it. */
const speak = (context: BrowserContext, language: string) =>
  context.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);

const LANE = { from: 'Nagpur, Maharashtra', to: 'Raipur, Chhattisgarh' };
const HINDI_LANE = 'नागपुर, महाराष्ट्र → रायपुर, छत्तीसगढ़';
/** Any of the lane's places as stored, in Latin letters. */
const LATIN_PLACE = /Nagpur|Raipur|Maharashtra|Chhattisgarh/;

const LANGUAGES = ['ta', 'ml', 'te', 'kn', 'bn', 'hi', 'en'];

/**
 * The words of each element's text that are not shown whole: cut by an ellipsis, or wider than
 * the box (so broken mid-word), measured in the script's own font, loaded first.
 */
const cutWords = (texts: Locator) =>
  texts.evaluateAll(async (elements) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const element of elements) {
      const style = getComputedStyle(element);
      const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = element.textContent ?? '';
      await document.fonts.load(font, text);
      canvas.font = font;
      if (element.scrollWidth > element.clientWidth) cut.push(text);
      // A box as wide as its text is rounded to whole pixels: half a pixel over is not a cut.
      const room = element.clientWidth + 1 - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const word of text.split(/\s+/).filter(Boolean))
        if (canvas.measureText(word).width > room) cut.push(word);
    }
    return cut;
  });

/** A reference row's name in a language (what the server names it in that language). */
async function nameIn(
  request: APIRequestContext,
  call: string,
  key: string,
  english: string,
  language: string,
) {
  const rows = async (lang: string) =>
    (
      (await (await request.get(`/api/Transpoter/${call}?lang=${lang}`)).json()) as {
        data: Record<string, string>[];
      }
    ).data;
  const index = (await rows('en')).findIndex((row) => row[key] === english);
  return (await rows(language))[index]![key]!;
}

test.describe('[COMMON][I18N] Indian-language screens', () => {
  test.describe.configure({ timeout: 150_000 });

  test('[SHIPPER][TRANSPORTER][I18N] a Hindi page at 360 px names no route or district in Latin: the accept dialog, bid details, bids table, profile and trip page', async ({
    browser,
  }) => {
    const phone = { viewport: { width: 360, height: 740 } };
    const shipper = await party(browser, 'shipper', 'रमेश अग्रवाल', phone);
    const transporter = await party(browser, 'transporter', 'Ravi Kumar', phone);
    await Promise.all([shipper, transporter].map((p) => speak(p.context, 'hi')));
    const ids = await referenceIds(shipper.request);
    const loadId = await addLoadViaApi(shipper.request, ids, LANE);
    const { truckId } = await addTruck(transporter.request, ids);
    await bidOnLoadViaApi(transporter.request, { loadId, truckId, amount: 30000 });

    // The shipper's address is in Nagpur district.
    const states = (await (await shipper.request.get('/api/Transpoter/getAllStates?lang=en')).json()) as {
      data: { states_id: string; states_name: string }[];
    };
    const maharashtra = states.data.find((state) => state.states_name === 'Maharashtra')!.states_id;
    const districts = (await (
      await shipper.request.get(`/api/Transpoter/getDistrictsByStateId?states_id=${maharashtra}&lang=en`)
    ).json()) as { data: { districts_id: string; districts_name: string }[] };
    const me = (await (await shipper.request.get('/api/Transpoter/Me')).json()) as {
      data: Record<string, string>;
    };
    const address = await shipper.request.patch('/api/Shipper/UpdateShipperProfile', {
      data: {
        addressline1: 'गोदाम 4, वर्धा रोड',
        state_id: maharashtra,
        district_id: districts.data.find((district) => district.districts_name === 'Nagpur')!.districts_id,
        transporter_id: me.data.shippers_id,
      },
    });
    expect(address.status(), await address.text()).toBe(200);

    // The bids on the load: the details of the bid and the accept dialog.
    const sp = shipper.page;
    await sp.goto(`/c/ViewBidsLoad/${loadId}`);
    const row = sp.getByTestId('bid-row');
    await row.locator('[aria-controls^="bid-card-"]').click();
    const details = sp.getByTestId('bid-details');
    await expect(details).toContainText(HINDI_LANE);
    await expect(details).toContainText('₹30,000');
    await expect(details).not.toContainText(LATIN_PLACE);
    await row.getByRole('button', { name: localeText('hi', 'bids', 'screens.respond.ownerChoices') }).click();
    const dialog = sp.getByRole('dialog');
    const summary = dialog.getByTestId('respond-summary');
    await expect(summary).toContainText(HINDI_LANE);
    await expect(summary).not.toContainText(LATIN_PLACE);
    await sp.keyboard.press('Escape');

    // The profile: the district in Hindi beside the state, the date in digits.
    await sp.goto('/Shipper/Profile');
    await expect(sp.getByTestId('district')).toHaveText('नागपुर');
    await expect(sp.getByTestId('state')).toHaveText('महाराष्ट्र');
    await expect(sp.getByTestId('profile-header')).toContainText(
      localeText('hi', 'profile', 'page.memberSince', { date: '' }).trim(),
    );
    await expect(sp.getByTestId('profile-header')).toContainText(/\d\d\/\d\d\/20\d\d/);
    await expect(sp.getByTestId('profile-header')).not.toContainText(/20\d\d-\d\d-\d\d/);

    // The bidder's cards at 360 px, and the bids table at 1280 px.
    const tp = transporter.page;
    await tp.goto(`/c/ViewAllMyTruckBids/${truckId}`);
    await expect(tp.getByTestId('bids-cards')).toContainText(HINDI_LANE);
    await expect(tp.getByTestId('bids-cards')).not.toContainText(LATIN_PLACE);
    await tp.setViewportSize({ width: 1280, height: 800 });
    const table = tp.getByTestId('bids-table');
    await expect(table).toContainText('नागपुर, महाराष्ट्र');
    await expect(table).toContainText('रायपुर, छत्तीसगढ़');
    await expect(table).not.toContainText(LATIN_PLACE);

    // The shipper accepts in the dialog; the trips list and the trip page (its money, tracking
    // and paperwork cards too) name the lane in Hindi.
    await sp.goto(`/c/ViewBidsLoad/${loadId}`);
    await row.getByRole('button', { name: localeText('hi', 'bids', 'screens.respond.ownerChoices') }).click();
    const accept = (key: string) =>
      dialog.getByRole('button', { name: localeText('hi', 'bids', key, { amount: '₹30,000' }) });
    await accept('screens.respond.accept').click();
    await accept('screens.respond.confirmAccept').click();
    await expect(sp).toHaveURL('/c/Schedule');
    const trip = sp.getByTestId('schedule-row').filter({ hasText: 'नागपुर' });
    await expect(trip).not.toContainText(LATIN_PLACE);
    await trip.getByRole('link').first().click();
    await expect(sp).toHaveURL(/\/c\/Schedule\/\d+$/);
    const page = sp.getByRole('main');
    await expect(sp.getByTestId('trip-amount')).toHaveText('₹30,000');
    await expect(page).toContainText('नागपुर, महाराष्ट्र');
    await expect(page).toContainText('रायपुर, छत्तीसगढ़');
    await expect(page).toContainText(localeText('hi', 'money', 'card.title'));
    await expect(page).toContainText(localeText('hi', 'tracking', 'timeline.title'));
    await expect(page).not.toContainText(LATIN_PLACE);
    await Promise.all([shipper, transporter].map((p) => p.context.close()));
  });

  test('[SHIPPER][I18N] switching to Tamil renames the truck type, capacity and material at once', async ({
    page,
    context,
  }) => {
    await signInViaApi(context, 'shipper');
    const ids = await referenceIds(context.request);
    const from = `Hosur ${uniqueToken()}`;
    await addLoadViaApi(context.request, ids, { from, to: 'Chennai' });
    const tamil = {
      material: await nameIn(context.request, 'getAllMaterials', 'materials_name', 'Cement', 'ta'),
      capacity: await nameIn(
        context.request,
        'getAllTruckCapacities',
        'truck_capacities_name',
        '9 Tonnes',
        'ta',
      ),
    };
    await page.goto('/c/YourLoads');
    const card = page.getByTestId('own-load-card').filter({ hasText: from });
    await expect(card).toContainText('Cement');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'English, Choose language', exact: true })
      .click();
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await expect(card).toContainText(tamil.material);
    await expect(card).toContainText(tamil.capacity);
    await expect(card).not.toContainText('Cement');
    await expect(card).not.toContainText('Tonnes');
  });

  test('[SHIPPER][I18N] a Bengali card writes every number in Bengali digits', async ({ browser }) => {
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    const transporter = await party(browser, 'transporter', 'Ravi Kumar');
    await speak(shipper.context, 'bn');
    const ids = await referenceIds(shipper.request);
    const loadId = await addLoadViaApi(shipper.request, ids, { ...LANE, trucks: 2 });
    const { truckId, regNumber } = await addTruck(transporter.request, ids);
    await bidOnLoadViaApi(transporter.request, { loadId, truckId, amount: 30000 });

    const sp = shipper.page;
    await sp.goto('/c/YourLoads');
    const card = sp.getByTestId('own-load-card').filter({ hasText: 'নাগপুর' });
    await expect(card).toContainText('৯ টন');
    await expect(card).toContainText(/[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}/);
    expect(await card.innerText()).not.toMatch(/[0-9]/);
    await sp.goto(`/c/ViewBidsLoad/${loadId}`);
    const row = sp.getByTestId('bid-row');
    await expect(row.getByTestId('bid-amount')).toHaveText('₹৩০,০০০');
    // Only the registration number, written as printed on the truck, keeps Latin digits.
    expect((await row.innerText()).replace(regNumber, '')).not.toMatch(/[0-9]/);

    // The dashboard's figures and the Add Load counter too.
    await sp.goto('/Shipper');
    await expect(sp.getByTestId('figure-loads_posted')).toHaveText('১');
    await expect(sp.getByTestId('figure-bids_won')).toHaveText('০');
    await sp.goto('/c/AddLoad');
    await expect(sp.getByTestId('stepper-value')).toHaveText('১');
    await Promise.all([shipper, transporter].map((p: Party) => p.context.close()));
  });
});

test('[TRANSPORTER][I18N] at 360 px no choice of Add Load or Add Truck is cut off, in any language', async ({
  page,
  context,
}) => {
  // A native select cannot wrap: its text must fit (Tamil's placeholders once did not).
  test.setTimeout(120_000);
  await signInViaApi(context, 'transporter');
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto('/c/AddLoad');
  for (const language of ['ta', 'ml', 'te', 'kn', 'bn', 'hi', 'en']) {
    await page.evaluate((code) => localStorage.setItem('i18nextLng', code), language);
    for (const path of ['/c/AddLoad', '/c/AddTruck']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('select').first()).toBeVisible();
      // Polled: while a script's font is still arriving the text is drawn in a fallback font, and
      // a page still settling may be measured mid-way; a cut that stays fails after the time-out.
      const cut = () =>
        page.evaluate(async () => {
          const canvas = document.createElement('canvas').getContext('2d')!;
          const cutOff: string[] = [];
          for (const select of Array.from(document.querySelectorAll('select'))) {
            const style = getComputedStyle(select);
            const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = select.selectedOptions[0]?.textContent ?? '';
            // Measured in the script's own font, loaded first (a fallback font measures otherwise).
            await document.fonts.load(font, text);
            canvas.font = font;
            const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            if (canvas.measureText(text).width > room) cutOff.push(text);
          }
          return cutOff;
        });
      await expect.poll(cut, { message: `${language} ${path}` }).toEqual([]);
    }
  }
});

test("[TRANSPORTER][I18N] at 360 px a posted truck's type is read whole beside its badge, in any language", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(context, 'transporter');
  const request = context.request;
  const capacityId = await referenceId(request, 'getAllTruckCapacities', '9 Tonnes');
  const regNumber = uniqueRegNumber();
  const truckId = await addTruckViaApi(request, {
    regNumber,
    typeId: await referenceId(request, 'getAllTruckTypes', 'Open Body'),
    capacityId,
  });
  await postTruckViaApi(request, {
    truckId,
    capacityId,
    from: 'Hosur',
    to: 'Chennai',
    date: dayFromToday(2),
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/c/YourTruck');
  for (const language of LANGUAGES) {
    await page.evaluate((code) => localStorage.setItem('i18nextLng', code), language);
    await page.goto('/c/YourTruck');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const card = page.getByTestId('own-truck-card').filter({ hasText: regNumber });
    const type = card.locator('h3[id^="own-truck-"]');
    // Tamil's Open Body ("ஓப்பன் பாடி") once showed as "ஓப…" beside "போஸ்ட் செய்யப்பட்டது".
    await expect(card.getByTestId('truck-status')).toBeVisible();
    await expect.poll(() => cutWords(type), { message: language }).toEqual([]);
    expect(await overlap(type, card.getByTestId('truck-status'))).toBe(false);
  }
});

test("[SHIPPER][I18N] at 360 px a trip's steps are read whole, in any language", async ({ browser }) => {
  test.setTimeout(150_000);
  const { shipper, transporter, scheduleId } = await bookedTrip(
    browser,
    { from: 'Hosur, Tamil Nadu', to: 'Chennai, Tamil Nadu', amount: 30000 },
    { viewport: { width: 360, height: 740 } },
  );
  const page = shipper.page;
  await page.goto('/');
  for (const language of LANGUAGES) {
    await page.evaluate((code) => localStorage.setItem('i18nextLng', code), language);
    await page.goto(`/c/Schedule/${scheduleId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const labels = page
      .getByRole('list', { name: localeText(language, 'schedules', 'screens.detail.progress') })
      .locator('li > p:first-child');
    await expect(labels).toHaveCount(3);
    // Tamil's "Scheduled" (திட்டமிடப்பட்டது) once broke into "திட்டமிடப்பட்" / "டது".
    await expect.poll(() => cutWords(labels), { message: language }).toEqual([]);
  }
  await Promise.all([shipper, transporter].map((p) => p.context.close()));
});

test.describe('[COMMON][BIDS] a load of several trucks', () => {
  test.describe.configure({ timeout: 150_000 });

  test('[SHIPPER][BIDS] accepting one truck of two says one stays open, stays with the bids, and the trips name truck and carrier', async ({
    browser,
  }) => {
    const token = uniqueToken();
    const from = `Butibori ${token}`;
    const shipper = await party(browser, 'shipper', 'Imran Shaikh');
    const carriers = await Promise.all(
      ['Ravi Kumar', 'Asha Menon'].map((name) => party(browser, 'transporter', name)),
    );
    const ids = await referenceIds(shipper.request);
    const loadId = await addLoadViaApi(shipper.request, ids, { from, to: 'Raipur', trucks: 2 });
    const trucks = [];
    for (const [index, carrier] of carriers.entries()) {
      const truck = await addTruck(carrier.request, ids);
      await bidOnLoadViaApi(carrier.request, { loadId, truckId: truck.truckId, amount: 30000 + index * 500 });
      trucks.push(truck.regNumber);
    }

    const sp = shipper.page;
    await sp.goto(`/c/ViewBidsLoad/${loadId}`);
    await expect(sp.getByTestId('trucks-open')).toHaveText('2 of 2 trucks still open for bids');
    const accept = async (name: string, amount: string) => {
      await sp
        .getByTestId('bid-row')
        .filter({ hasText: name })
        .getByRole('button', { name: 'Accept / Counter / Decline' })
        .click();
      const dialog = sp.getByRole('dialog', { name: 'Accept / Counter / Decline' });
      await dialog.getByRole('button', { name: `Accept ${amount}` }).click();
      return dialog;
    };
    const first = await accept('Ravi Kumar', '₹30,000');
    await expect(first).toContainText(
      'This books one truck of your load for this trip; 1 more truck stays open for other bids.',
    );
    await expect(first).not.toContainText('closes every other bid');
    await first.getByRole('button', { name: 'Yes, accept ₹30,000' }).click();
    // Still with the other bid.
    await expect(sp.getByTestId('trucks-open')).toHaveText('1 of 2 trucks still open for bids');
    await expect(sp).toHaveURL(`/c/ViewBidsLoad/${loadId}`);

    const last = await accept('Asha Menon', '₹30,500');
    await expect(last).toContainText('This books the load and the truck for this trip');
    await last.getByRole('button', { name: 'Yes, accept ₹30,500' }).click();
    await expect(sp).toHaveURL('/c/Schedule');

    // Two trips of one load, told apart by their truck and carrier.
    const trips = sp.getByTestId('schedule-row').filter({ hasText: from });
    await expect(trips).toHaveCount(2);
    await expect(trips.filter({ hasText: trucks[0]! })).toContainText('Ravi Kumar');
    await expect(trips.filter({ hasText: trucks[1]! })).toContainText('Asha Menon');
    await Promise.all([shipper, ...carriers].map((p) => p.context.close()));
  });

  test('[SHIPPER][MARKETPLACE] an empty Loads tab offers a shipper Add Load', async ({ page, context }) => {
    await signInViaApi(context, 'shipper', defaultProfile('shipper'));
    await page.goto(`/c/Marketplace?pickupLoc=${encodeURIComponent(`Nowhere ${uniqueToken()}`)}`);
    const add = page.getByRole('main').getByRole('link', { name: 'Add Load', exact: true });
    await expect(page.getByText('No loads found.')).toBeVisible();
    // Their own loads are never listed: the empty list says where they are.
    await expect(page.getByTestId('empty-own-note')).toHaveText(
      'Your own loads are not listed here. See them in Your Loads.',
    );
    await expect(page.getByTestId('empty-own-note')).toHaveAttribute('href', '/c/YourLoads');
    await add.click();
    await expect(page).toHaveURL('/c/AddLoad');
  });
});
