import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { LR_FILE, attachViaApi, bookedTrip } from '../../support/bidding';
import { nameDriverViaApi } from '../../support/check-in';
import { dayFromToday } from '../../support/marketplace';
import { driverLinkSentTo, uniqueMobile } from '../../support/outbox';

/** A booked trip picked up today: the shipper's load, the transporter's truck, the bid accepted. */
const indoreTrip = (browser: Browser) =>
  bookedTrip(browser, {
    from: 'Indore, Madhya Pradesh',
    to: 'Coimbatore, Tamil Nadu',
    pickupDate: dayFromToday(0),
    amount: 68000,
  });

const NOTE = {
  consignor: { name: 'क्षत्रिय ट्रेडर्स', address: 'प्लॉट 12, औद्योगिक क्षेत्र, इंदौर', pin: '452001' },
  consignee: { name: 'ஸ்ரீ கிருஷ்ணா ஸ்டோர்ஸ்', address: '14, காந்தி சாலை, கோயம்புத்தூர்', pin: '641001' },
};

async function put(request: APIRequestContext, url: string, data: Record<string, unknown>, status = 200) {
  const response = await request.fetch(url, { method: url.endsWith('issue') ? 'POST' : 'PUT', data });
  expect(response.status(), await response.text()).toBe(status);
}

test.describe("[COMMON][PAPERWORK] the trip's driver and its lorry receipt", () => {
  test('[TRANSPORTER][SHIPPER][PAPERWORK] name the driver, open their link signed out, fill and issue the note, download it, open its QR address', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId, regNumber } = await indoreTrip(browser);
    const tp = transporter.page;
    await tp.goto(`/c/Schedule/${scheduleId}`);

    // The truck's side names the driver; the driver is texted a link to their page.
    const driverCard = tp.getByTestId('trip-driver');
    const mobile = uniqueMobile();
    await driverCard.getByLabel("Driver's name").fill('रमेश यादव');
    await driverCard.getByLabel("Driver's mobile").fill(mobile);
    await driverCard.getByRole('button', { name: 'Save and send the link' }).click();
    await expect(driverCard.getByTestId('driver-name')).toHaveText('रमेश यादव');
    const driverPath = await driverLinkSentTo(mobile);

    const stranger = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const driverPage = await stranger.newPage();
    await driverPage.goto(driverPath);
    await expect(driverPage.getByTestId('driver-vehicle')).toHaveText(regNumber);
    await expect(driverPage.getByText('Trip for रमेश यादव')).toBeVisible();
    await expect(driverPage.getByTestId('driver-lr')).toContainText('The LR is not issued yet');

    // The load's side fills the note.
    const sp = shipper.page;
    await sp.goto(`/c/Schedule/${scheduleId}`);
    const noteCard = sp.getByTestId('consignment-note');
    await noteCard.getByRole('button', { name: 'Fill the note' }).click();
    for (const side of ['consignor', 'consignee'] as const) {
      const group = noteCard.getByRole('group', {
        name: side === 'consignor' ? 'Consignor (sender)' : 'Consignee (receiver)',
      });
      await group.getByLabel('Name').fill(NOTE[side].name);
      await group.getByLabel('Address').fill(NOTE[side].address);
      await group.getByLabel('PIN code').fill(NOTE[side].pin);
    }
    await noteCard.getByLabel('Description of the goods').fill('Cement bags');
    await noteCard.getByLabel('Number of packages').fill('400');
    await noteCard.getByLabel('Actual weight (kg)').fill('20000');
    await noteCard.getByLabel('Declared value').fill('180000');
    await noteCard.getByRole('combobox', { name: 'Freight', exact: true }).selectOption('to_pay');
    await noteCard.getByRole('combobox', { name: 'GST paid by' }).selectOption('consignee');
    await noteCard.getByRole('combobox', { name: 'Risk' }).selectOption('owner');
    await noteCard.getByRole('button', { name: 'Save the note' }).click();
    // Over ₹50,000 and no e-way bill: the prompt.
    await expect(noteCard.getByText('an e-way bill is likely needed')).toBeVisible();
    await expect(noteCard.getByText("The truck's side issues the LR")).toBeVisible();

    // The truck's side issues it: a number, the PDF, the trip in transit.
    await tp.reload();
    const issued = tp.getByTestId('consignment-note');
    await issued.getByRole('button', { name: 'Issue the LR' }).click();
    await issued.getByRole('button', { name: 'Issue now' }).click();
    await expect(issued.getByTestId('lr-number')).toHaveText(/^LB-\d+-\d{4}-000001$/);
    const lrNumber = (await issued.getByTestId('lr-number').textContent())!;
    const [download] = await Promise.all([
      tp.waitForEvent('download'),
      issued.getByTestId('lr-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${lrNumber}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The QR code's address, opened by anyone.
    const verifyPath = (await issued.getByTestId('lr-verify-link').getAttribute('href'))!;
    expect(verifyPath).toMatch(/^\/lr\/[\w-]{22}$/);
    // Its page is prerendered (what it shows before the answer), then taken over without a warning.
    const shell = await (await stranger.request.get(verifyPath, { headers: { accept: 'text/html' } })).text();
    expect(shell).toContain('data-prerendered="en"');
    expect(shell).toContain('Checking the LR');
    const warnings: string[] = [];
    driverPage.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await driverPage.goto(verifyPath);
    await expect(driverPage.getByTestId('lr-status')).toHaveText('Genuine LR, issued on LorryBazaar');
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await expect(driverPage.getByText(lrNumber)).toBeVisible();
    await expect(driverPage.getByText(NOTE.consignor.name)).toBeVisible();
    await expect(driverPage.getByText(NOTE.consignee.name)).toBeVisible();

    // The driver's page now has the LR to show.
    await driverPage.goto(driverPath);
    await expect(driverPage.getByTestId('driver-consignee')).toHaveText(NOTE.consignee.name);
    await expect(driverPage.getByTestId('driver-status')).toHaveText('On the way');
    await stranger.close();
  });

  test("[TRANSPORTER][DRIVER PAGE][PAPERWORK] an LR uploaded on the trip page is on the driver's page, after delivery too", async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await indoreTrip(browser);
    const { driverPath } = await nameDriverViaApi(transporter.request, scheduleId);

    // The transporter uploads a photo of the bilty on the trip page; no note is issued.
    const tp = transporter.page;
    await tp.goto(`/c/Schedule/${scheduleId}`);
    const lr = tp.getByTestId('lorry-receipt');
    await lr.getByLabel('Choose a file').setInputFiles(LR_FILE);
    await lr.getByRole('button', { name: 'Submit' }).click();
    await expect(tp.getByText('Lorry receipt uploaded. The trip is now in transit.')).toBeVisible();

    // The driver, signed out on a phone, has it to show: no "not issued yet".
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    await page.goto(driverPath);
    const card = page.getByTestId('driver-lr');
    await expect(card.getByTestId('driver-uploaded-lr')).toContainText('An LR was uploaded on');
    await expect(card).not.toContainText('not issued yet');
    const open = card.getByRole('link', { name: 'Open the uploaded LR' });
    const href = (await open.getAttribute('href'))!;
    expect(href).toBe(`/api/public/driver/${driverPath.slice('/d/'.length)}/uploadedLr`);
    const file = await phone.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await file.body(), LR_FILE.buffer)).toBe(0);

    // Delivered: the page says so and still offers the LR.
    await attachViaApi(shipper.request, scheduleId, 'proof_of_delivery');
    await page.reload();
    await expect(page.getByTestId('driver-status')).toHaveText('Delivered');
    await expect(page.getByRole('link', { name: 'Open the uploaded LR' })).toBeVisible();
    await expect(page.getByTestId('driver-lr')).not.toContainText('not issued yet');
    // Nobody checked in on the way: no pickup step is offered now, and none is said to be coming.
    await expect(page.getByTestId('driver-check-ins')).toContainText('Not recorded');
    await expect(page.getByTestId('driver-check-ins').getByRole('button')).toHaveCount(0);
    await phone.close();
  });

  test('[DRIVER PAGE][PAPERWORK] the receiver signs the proof of delivery on a 360 px phone, signed out', async ({
    browser,
  }) => {
    const { shipper, transporter, scheduleId } = await indoreTrip(browser);
    const mobile = uniqueMobile();
    await put(transporter.request, '/api/Transpoter/tripDriver', {
      schedule_id: scheduleId,
      driver_name: 'Murugan',
      driver_mobile: mobile,
    });
    const base = { goods: { description: 'Cement bags', packages: 400, actual_weight_kg: 20000 } };
    await put(shipper.request, '/api/Transpoter/consignmentNote', {
      schedule_id: scheduleId,
      ...NOTE,
      ...base,
      freight_mode: 'paid',
      gst_payer: 'consignor',
      risk: 'carrier',
    });
    await put(transporter.request, '/api/Transpoter/consignmentNote/issue', { schedule_id: scheduleId }, 201);
    const driverPath = await driverLinkSentTo(mobile);

    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(driverPath);
    const pod = page.getByTestId('driver-pod');
    await pod.getByRole('button', { name: 'Save the proof of delivery' }).click();
    await expect(pod.getByText('Ask the receiver to sign in the box.')).toBeVisible();

    await pod.getByLabel("Receiver's name").fill('ஸ்ரீனிவாசன்');
    const pad = pod.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 100);
    await page.mouse.down();
    for (const [dx, dy] of [
      [80, 40],
      [140, 110],
      [200, 50],
      [260, 120],
    ] as const) {
      await page.mouse.move(box.x + dx, box.y + dy, { steps: 8 });
    }
    await page.mouse.up();
    // The photo's picker speaks the page's language (not the browser's "Choose File"), opens the
    // phone's camera, and shows what was taken.
    const photo = pod.getByLabel('Photo of the delivered goods');
    await expect(photo).toHaveAttribute('capture', 'environment');
    await expect(photo).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(pod.getByText('Choose file', { exact: true })).toBeVisible();
    await expect(pod.getByText('No file chosen', { exact: true })).toBeVisible();
    await expect(pod.getByText('Add a photo of the delivered goods (JPEG, PNG or WebP).')).toBeVisible();
    await photo.setInputFiles({
      name: 'goods.png',
      mimeType: 'image/png',
      buffer: await page.screenshot(),
    });
    await expect(pod.getByTestId('chosen-file')).toHaveText('goods.png');
    await expect(pod.getByRole('img', { name: 'Preview of goods.png' })).toBeVisible();
    await pod.getByRole('button', { name: 'Save the proof of delivery' }).click();
    await expect(pod.getByText(/^Delivered on .*Thank you!$/)).toBeVisible();
    await expect(page.getByTestId('driver-status')).toHaveText('Delivered');

    // The trip is delivered for both parties, its POD a PDF.
    const detail = await shipper.request.get('/api/Transpoter/scheduleDetails', {
      params: { schedule_id: scheduleId },
    });
    const trip = (
      (await detail.json()) as {
        data: { schedules_status: string; proof_of_delivery: { content_type: string } };
      }
    ).data;
    expect(trip.schedules_status).toBe('3');
    expect(trip.proof_of_delivery.content_type).toBe('application/pdf');
    await phone.close();
  });
});
